import { ContentIcon } from "@/components/blog/content-icon";
import type { Highlight } from "@/content/product-pages/types";

/** "What's inside" benefit tiles. */
export function Highlights({ items }: { items: readonly Highlight[] }) {
  return (
    <section aria-labelledby="highlights" className="flex flex-col gap-6">
      <h2 id="highlights" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        What you&apos;ll learn
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5">
            <span className="flex h-10 w-10 items-center justify-center rounded-md bg-primary/10 text-primary">
              <ContentIcon name={item.icon} />
            </span>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
