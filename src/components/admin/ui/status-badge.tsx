import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * The admin's status badge: a small coloured label. Its tone says how the thing stands, not which
 * thing it is; status-tones.ts maps each list's states (orders, jobs, codes, keys, endpoints,
 * deliveries) to a tone.
 */
export const statusBadgeVariants = cva("rounded px-2 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      /** Working as it should: a live code, an active key, a completed order, a delivered webhook. */
      success: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
      /** Waiting or needing a look: pending, expired, ended, failing. */
      warning: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
      /** Under way or not yet begun: running, scheduled, partly refunded. */
      info: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100",
      /** Failed. */
      danger: "bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
      /** Switched off by someone: revoked, inactive, disabled, cancelled. */
      neutral: "bg-muted text-muted-foreground",
      /** An order's money given back in full (docs/refunds.md). */
      returned: "bg-slate-200 text-slate-900 dark:bg-slate-700/60 dark:text-slate-100",
      /** An order held by a chargeback (docs/refunds.md). */
      contested: "bg-orange-100 text-orange-900 dark:bg-orange-900/40 dark:text-orange-100",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type StatusTone = NonNullable<VariantProps<typeof statusBadgeVariants>["tone"]>;

export function StatusBadge({ tone, className, ...props }: ComponentProps<"span"> & { tone: StatusTone }) {
  return <span className={cn(statusBadgeVariants({ tone }), className)} {...props} />;
}
