import "server-only";
import type { ProductKind } from "@/lib/validation/checkout";
import { downloadsForSession } from "@/server/services/orders/orders";
import { requestDb } from "./page-db";

/** `/download?session_id=…&product=…`: fresh download links of a completed order. */
export async function orderDownloads(sessionId: string, product?: ProductKind) {
  return downloadsForSession(await requestDb(), sessionId, product);
}
