import type { QaItem } from "@/content/types";
import { QaCard } from "./qa-card";

/** The article's numbered Q&A cards under one heading. */
export function QaList({ items, heading }: { items: readonly QaItem[]; heading: string }) {
  return (
    <section aria-labelledby="qa-heading" className="flex flex-col gap-4">
      <h2 id="qa-heading" className="text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      <ol className="flex flex-col gap-4">
        {items.map((item, i) => (
          <QaCard key={item.id} item={item} index={i + 1} />
        ))}
      </ol>
    </section>
  );
}
