import type { QaItem } from "@/content/types";
import { QaCard } from "./qa-card";

/** The article's numbered Q&A cards. */
export function QaList({ items }: { items: readonly QaItem[] }) {
  return (
    <ol className="flex flex-col gap-4">
      {items.map((item, i) => (
        <QaCard key={item.id} item={item} index={i + 1} />
      ))}
    </ol>
  );
}
