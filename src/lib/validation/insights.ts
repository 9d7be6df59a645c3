import { z } from "zod";
import { insightMessages } from "@/lib/messages";
import { calendarDay } from "./fields";

/**
 * The beacon's body (src/components/analytics/page-beacon.tsx): the page's path and query (`u`,
 * for the utm_ parameters) and `document.referrer` (`r`). Nothing else is sent or accepted.
 */
export const beaconInput = z
  .object({
    u: z
      .string()
      .max(1000)
      .regex(/^\/(?!\/)/),
    r: z.string().max(1000).optional(),
  })
  .strict();

const isoDay = calendarDay(insightMessages.dateInvalid);

/** `insights.funnel`: an inclusive range of UTC days and the optional filters. */
export const funnelInput = z.object({
  from: isoDay,
  to: isoDay,
  landingPage: z.string().max(200).optional(),
  country: z.string().max(20).optional(),
  source: z.string().max(200).optional(),
});

export type FunnelInput = z.infer<typeof funnelInput>;

/** `insights.reminders` and `insights.codes`: an inclusive range of UTC days. */
export const rangeInput = z.object({ from: isoDay, to: isoDay });

export type RangeInput = z.infer<typeof rangeInput>;
