import { z } from "zod";
import { refundMessages } from "../messages";
import { safeString } from "./fields";

/** The longest refund reason kept (Stripe's metadata values hold 500 characters). */
export const REFUND_REASON_MAX = 500;

/**
 * `orders.refund` (admin, docs/refunds.md): the order, an amount in minor units (absent: all that
 * is left), a reason, and whether a full refund keeps the downloads working.
 */
export const refundOrderInput = z.strictObject({
  orderId: safeString({ rawMax: 100 }).trim().min(1),
  amount: z
    .number({ error: refundMessages.amountInvalid })
    .int({ error: refundMessages.amountInvalid })
    .positive({ error: refundMessages.amountInvalid })
    .max(100_000_000, { error: refundMessages.amountInvalid })
    .optional(),
  reason: safeString({ rawMax: REFUND_REASON_MAX, tooLong: refundMessages.reasonTooLong, multiline: true }).trim().optional(),
  keepAccess: z.boolean().optional(),
});
export type RefundOrderInput = z.infer<typeof refundOrderInput>;
