import { AlertTriangle } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Amber callout for an educational or safety notice inside an article. */
export function Notice({ children, title = "Important", className }: { children: ReactNode; title?: string; className?: string }) {
  return (
    <div
      role="note"
      className={cn(
        "flex gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm leading-relaxed text-amber-950 dark:text-amber-50",
        className,
      )}
    >
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
      <p>
        <strong className="font-semibold">{title}: </strong>
        {children}
      </p>
    </div>
  );
}
