import { FlaskConical, Lightbulb, type Icon as IconComponent, Search, ShieldAlert } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { QaItem } from "@/content/types";
import { ContentIcon } from "./content-icon";

/** Warning printed with every research-evidence note (docs/product.md#blog, gender questions article). */
export const noGuaranteeWarning = "No method guarantees a baby's gender. The natural odds are about 50/50.";

/** One numbered Q&A card: badge, icon, question, answer and its optional search volume, evidence or tip. */
export function QaCard({ item, index }: { item: QaItem; index: number }) {
  return (
    <li className="rounded-lg border border-border bg-card p-5" data-testid="qa-card">
      <div className="flex items-start gap-3">
        <span
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
          aria-hidden
        >
          {index}
        </span>
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <ContentIcon name={item.icon} className="h-4 w-4" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg leading-snug font-semibold">{item.question}</h3>
            {item.searchVolume && (
              <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
                <Search className="h-3 w-3" aria-hidden />
                <span className="sr-only">Searches per month: </span>
                {item.searchVolume}
              </span>
            )}
          </div>
          <p className="leading-relaxed text-foreground/90">{item.answer}</p>
          {item.evidence && (
            <>
              <Callout icon={FlaskConical} label="Research evidence" className="bg-muted">
                {item.evidence}
              </Callout>
              <p className="flex gap-2 text-sm font-medium text-amber-800 dark:text-amber-200">
                <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {noGuaranteeWarning}
              </p>
            </>
          )}
          {item.tip && (
            <Callout icon={Lightbulb} label="Try this" className="border border-primary/30 bg-primary/5">
              {item.tip}
            </Callout>
          )}
        </div>
      </div>
    </li>
  );
}

/** A labelled note inside a Q&A card: its icon, a bold label, then the text. */
function Callout({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: IconComponent;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <p className={cn("flex gap-2 rounded-md p-3 text-sm leading-relaxed", className)}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
      <span>
        <strong className="font-semibold">{label}: </strong>
        {children}
      </span>
    </p>
  );
}
