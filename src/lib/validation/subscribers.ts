import { z } from "zod";
import { restMessages as m } from "@/lib/messages";
import { queryInteger, safeString } from "./fields";

/** `subscribers.list`: the cursor of the previous page and a page size (1–100, default 50); numbers come as text in a query string. */
export const subscriberListInput = z.strictObject({
  cursor: safeString({ rawMax: 200 }).meta({ description: "The `nextCursor` of the previous page." }).optional(),
  limit: queryInteger(m.badSubscriberLimit, 1, 100).meta({ description: "Subscribers per page, 1–100 (50 when left out)." }).optional(),
});
export type SubscriberListInput = z.infer<typeof subscriberListInput>;
