import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * One label/value line of a <dl>, a gap between them: both wrap (the label never below its longest
 * word, the value anywhere if it must: long product names, e-mail addresses) instead of running
 * into each other or widening a phone.
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
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("min-w-0 text-right [overflow-wrap:anywhere]", valueClassName)} data-testid={valueTestId}>{children}</dd>
    </div>
  );
}
