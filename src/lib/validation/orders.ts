import { z } from "zod";
import { productKinds } from "./checkout";

const sessionId = z.string().trim().min(1).max(300);

/** `orders.verify` and the test-payment page: the payment session id from `?session_id=`. */
export const sessionIdInput = z.object({ sessionId });

/** The test-payment page's form: `session_id` and the button pressed. */
export const testPaymentForm = z.object({ session_id: sessionId, action: z.enum(["pay", "cancel"]) });

/** `/download?session_id=…&product=intimacy` (SPEC §2). */
export const downloadsForSessionInput = z.object({ sessionId, product: z.enum(productKinds).optional() });

/** "Send me a fresh link": the (expired) link's token, or the order's e-mail. */
export const freshLinkForm = z.object({
  token: z.string().trim().max(2000).optional(),
  email: z.string().trim().max(254).optional(),
});
