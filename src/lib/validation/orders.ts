import { z } from "zod";
import { productKinds } from "./checkout";
import { rawLimits, safeString } from "./fields";

const sessionId = safeString({ rawMax: 300 }).trim().min(1);

/** `orders.verify` and the test-payment page: the payment session id from `?session_id=`. */
export const sessionIdInput = z.object({ sessionId });

/** The test-payment page's form: `session_id` and the button pressed. */
export const testPaymentForm = z.object({ session_id: sessionId, action: z.enum(["pay", "cancel"]) });

/** `/download?session_id=…&product=intimacy` (docs/product.md#downloads). */
export const downloadsForSessionInput = z.object({ sessionId, product: z.enum(productKinds).optional() });

/** "Send me a fresh link": the (expired) link's token, or the order's e-mail. */
export const freshLinkForm = z.object({
  token: safeString({ rawMax: rawLimits.token }).trim().optional(),
  email: safeString({ rawMax: rawLimits.email }).trim().optional(),
});
