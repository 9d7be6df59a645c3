import { z } from "zod";

/** `audit.list`: how many of the newest events (the dashboard shows 50). */
export const auditListInput = z.strictObject({ limit: z.number().int().min(1).max(200).optional() }).optional();
