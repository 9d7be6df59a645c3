import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * One label/value line of a <dl>, a gap between them. The side that is short (`keep`: the label
 * "Product" by default, or an amount) keeps its width; the other wraps, anywhere if it must (long
 * product names, e-mail addresses), instead of running into it or widening a phone.
 */
export function DetailRow({
  label,
  children,
  keep = "label",
  className,
  valueClassName,
  valueTestId,
}: {
  label: ReactNode;
  children: ReactNode;
  keep?: "label" | "value";
  className?: string;
  valueClassName?: string;
  valueTestId?: string;
}) {
  const fixed = "shrink-0 whitespace-nowrap";
  const wraps = "min-w-0 [overflow-wrap:anywhere]";
  return (
    <div className={cn("flex items-baseline justify-between gap-4", className)}>
      <dt className={cn("text-muted-foreground", keep === "label" ? fixed : wraps)}>{label}</dt>
      <dd className={cn("text-right", keep === "value" ? fixed : wraps, valueClassName)} data-testid={valueTestId}>
        {children}
      </dd>
    </div>
  );
}
