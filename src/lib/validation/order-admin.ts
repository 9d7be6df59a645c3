import { z } from "zod";
import { safeString } from "./fields";

/** An admin action on one order ("resend download links", "reset download count"). */
export const orderIdInput = z.strictObject({ orderId: safeString({ rawMax: 100 }).trim().min(1).meta({ description: "The order's id." }) });

/** The live orders feed: the id of the last change the client saw (tRPC sends it back on reconnect). */
export const orderChangesInput = z.strictObject({ lastEventId: z.string().max(100).nullish() }).optional();
