import { ChevronDown } from "@/components/ui/icons";
import type { QaItem } from "@/content/types";
import { ContentIcon } from "./content-icon";

/** Q&As as native disclosure toggles (no client JS), for articles whose Q&As carry no badges. */
export function QaToggles({ items }: { items: readonly QaItem[] }) {
  return (
    <div className="flex flex-col gap-3">
      {items.map((item) => (
        <details key={item.id} className="group rounded-lg border border-border bg-card p-4 open:border-primary/50">
          <summary className="flex cursor-pointer list-none items-center gap-3 font-semibold [&::-webkit-details-marker]:hidden">
            <ContentIcon name={item.icon} className="h-4 w-4 text-primary" />
            <span className="flex-1">{item.question}</span>
            <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <p className="mt-3 leading-relaxed text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
