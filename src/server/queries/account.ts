import "server-only";
import type { Viewer } from "@/server/auth/port";
import { purchasesOf } from "@/server/services/downloads/library";
import { requestDb } from "./page-db";

/** `/library` (and `/account`): the signed-in viewer's purchases. */
export async function viewerPurchases(viewer: Viewer) {
  return purchasesOf(await requestDb(), viewer);
}
