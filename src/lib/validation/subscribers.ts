import { z } from "zod";
import { restMessages as m } from "@/lib/messages";
import { safeString } from "./fields";

/** `subscribers.list`: the cursor of the previous page and a page size (1–100, default 50); numbers come as text in a query string. */
export const subscriberListInput = z.strictObject({
  cursor: safeString({ rawMax: 200 }).optional(),
  limit: z.coerce.number({ error: m.badSubscriberLimit }).int({ message: m.badSubscriberLimit }).min(1, { message: m.badSubscriberLimit }).max(100, { message: m.badSubscriberLimit }).optional(),
});
export type SubscriberListInput = z.infer<typeof subscriberListInput>;
