import { z } from "zod";
import { broadcastMessages as m } from "@/lib/messages";
import { productKinds } from "./checkout";
import { safeString } from "./fields";

/** Who a broadcast goes to: a union of these (docs/product.md#broadcasts). */
export const audienceInput = z
  .object({
    subscribers: z.boolean().default(false),
    allBuyers: z.boolean().default(false),
    products: z
      .array(z.enum(productKinds, { error: m.unknownProduct }))
      .max(productKinds.length)
      .default([]),
  })
  .refine((a) => a.subscribers || a.allBuyers || a.products.length > 0, { message: m.audienceRequired });
export type Audience = z.output<typeof audienceInput>;

const broadcastId = safeString({ rawMax: 64 }).pipe(z.string().min(1, m.notFound));

/** A broadcast's words: subject, preview line and a Markdown body. */
export const broadcastContent = z.object({
  subject: safeString({ rawMax: 400, tooLong: m.subjectRequired }).pipe(
    z.string().trim().min(1, m.subjectRequired).max(150, m.subjectRequired),
  ),
  preheader: safeString({ rawMax: 400, tooLong: m.preheaderTooLong }).pipe(z.string().trim().max(200, m.preheaderTooLong)).default(""),
  body: safeString({ rawMax: 60_000, tooLong: m.bodyRequired, multiline: true }).pipe(
    z.string().trim().min(1, m.bodyRequired).max(50_000, m.bodyRequired),
  ),
});
export type BroadcastContent = z.output<typeof broadcastContent>;

/** `broadcasts.create`. */
export const createBroadcastInput = broadcastContent.extend({ audience: audienceInput });
/** `broadcasts.update`: a draft's words and audience. */
export const updateBroadcastInput = createBroadcastInput.extend({ id: broadcastId });
export type BroadcastDraft = z.output<typeof createBroadcastInput>;

/** `broadcasts.get`, `cancel`, `stats`, `sendTest`. */
export const broadcastIdInput = z.object({ id: broadcastId });

/** `broadcasts.schedule`: now (no `sendAt`), or at a wall-clock time in the admin's time zone. */
export const scheduleBroadcastInput = z.object({
  id: broadcastId,
  /** "2027-01-15T09:30", read in `timeZone`. */
  sendAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, m.sendAtInvalid)
    .optional(),
  timeZone: z
    .string()
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, m.timeZoneInvalid)
    .default("UTC"),
});

/** `broadcasts.preview` and `broadcasts.audienceCount`. */
export const previewInput = broadcastContent.partial().extend({ body: z.string().max(60_000).default("") });
export const audienceCountInput = z.object({ audience: audienceInput });
