import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * One label/value line of a <dl>: the label keeps its width, the value takes the rest and wraps
 * (long product names and e-mail addresses) instead of running into the label or widening a phone.
 */
export function DetailRow({ label, children, className, valueClassName, valueTestId }: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
  valueTestId?: string;
}) {
  return (
    <div className={cn("flex justify-between gap-4", className)}>
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className={cn("min-w-0 text-right [overflow-wrap:anywhere]", valueClassName)} data-testid={valueTestId}>{children}</dd>
    </div>
  );
}
