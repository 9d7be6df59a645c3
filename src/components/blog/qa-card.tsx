import { FlaskConical, Lightbulb, Search, ShieldAlert } from "lucide-react";
import type { QaItem } from "@/content/types";
import { ContentIcon } from "./content-icon";

/** Warning printed with every research-evidence note (SPEC §2, gender questions article). */
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
            <h3 className="text-lg font-semibold leading-snug">{item.question}</h3>
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
              <p className="flex gap-2 rounded-md bg-muted p-3 text-sm leading-relaxed">
                <FlaskConical className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
                <span>
                  <strong className="font-semibold">Research evidence: </strong>
                  {item.evidence}
                </span>
              </p>
              <p className="flex gap-2 text-sm font-medium text-amber-800 dark:text-amber-200">
                <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {noGuaranteeWarning}
              </p>
            </>
          )}
          {item.tip && (
            <p className="flex gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm leading-relaxed">
              <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
              <span>
                <strong className="font-semibold">Try this: </strong>
                {item.tip}
              </span>
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
