import "server-only";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { downloadLinksForOrder, pageDownload } from "@/server/services/downloads/downloads";

/** How many orders "My purchases" lists (a buyer has a handful; this only bounds the page). */
export const ACCOUNT_ORDERS_LIMIT = 100;

/**
 * "My purchases": the completed orders placed with the viewer's own e-mail, newest first, each
 * with fresh signed, counted download links (the same as /download). The address comes from the
 * auth adapter, which opens sessions for confirmed addresses only (Better Auth requires the
 * verification; Clerk's primary address is verified by Clerk), so nobody sees another
 * address's orders by typing it.
 */
export async function purchasesOf(db: Db, viewer: Viewer, now = Date.now()) {
  const email = viewer.email?.trim().toLowerCase();
  if (!email) return [];
  const orders = await db.order.findMany({
    // Orders whose downloads work: a partly refunded one too, a refunded or disputed one not (docs/refunds.md).
    where: { email, status: { in: ["completed", "partially_refunded", "refunded"] }, grants: { none: { revokedAt: { not: null } } } },
    orderBy: { createdAt: "desc" },
    take: ACCOUNT_ORDERS_LIMIT,
    select: { id: true, productName: true, amount: true, currency: true, createdAt: true },
  });
  return Promise.all(
    orders.map(async (order) => ({ ...order, downloads: (await downloadLinksForOrder(db, order.id, now)).map(pageDownload) })),
  );
}
