import { z } from "zod";
import { refundMessages } from "../messages";
import { jsonBoolean, jsonInteger, safeString } from "./fields";

/** The longest refund reason kept (Stripe's metadata values hold 500 characters). */
export const REFUND_REASON_MAX = 500;

/**
 * `orders.refund` (admin, docs/refunds.md): the order, an amount in minor units (absent: all that
 * is left), a reason, and whether a full refund keeps the downloads working.
 */
export const refundOrderInput = z.strictObject({
  orderId: safeString({ rawMax: 100 }).trim().min(1).meta({ description: "The order's id." }),
  amount: jsonInteger(refundMessages.amountInvalid, 1, 100_000_000).optional(),
  reason: safeString({ rawMax: REFUND_REASON_MAX, tooLong: refundMessages.reasonTooLong, multiline: true }).trim().optional(),
  keepAccess: jsonBoolean().optional(),
});

/**
 * An amount typed in the refund dialog ("10", "10.5", "10.50", "1,200.00") in minor units, or
 * null when it is not a positive amount with at most two decimals. Parsed as text, never through
 * floating point, so "19.99" is 1999 exactly.
 */
export function parseRefundAmount(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ""));
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return minor > 0 ? minor : null;
}
