import { z } from "zod";
import { orderSearchMessages as m } from "@/lib/messages";
import { safeString } from "./fields";
import { isValidEmail } from "./text";

const email = safeString({ rawMax: 254, tooLong: m.badEmail })
  .transform((v) => v.trim().toLowerCase())
  .refine(isValidEmail, { message: m.badEmail });

/** "Change e-mail and resend" on the order page (docs/product.md#delivery). */
export const changeOrderEmailInput = z.strictObject({ orderId: safeString({ rawMax: 100 }).trim().min(1), email });
export type ChangeOrderEmailInput = z.infer<typeof changeOrderEmailInput>;
