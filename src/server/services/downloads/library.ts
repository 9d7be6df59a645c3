import "server-only";
import type { OrderStatus, Prisma } from "@/generated/prisma/client";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { downloadLinksForOrder, pageDownload } from "@/server/services/downloads/downloads";
import { newEditionsByOrder } from "@/server/services/downloads/editions";
import { invoiceLinksOf } from "@/server/services/invoices/invoices";

/** How many orders the library lists (a buyer has a handful; this only bounds the page). */
export const ACCOUNT_ORDERS_LIMIT = 100;

/** Paid orders whose money stayed: a refunded one and a disputed (suspended) one are not in the library. */
const libraryStatuses: OrderStatus[] = ["completed", "partially_refunded"];

/**
 * The orders in an address's library (docs/product.md#the-library-without-a-password): paid, not
 * refunded, not disputed, none of their grants revoked.
 */
export const libraryOrdersWhere = (email: string): Prisma.OrderWhereInput => ({
  email: email.trim().toLowerCase(),
  status: { in: libraryStatuses },
  grants: { none: { revokedAt: { not: null } } },
});

/**
 * The library ("My purchases"): the orders of the viewer's own e-mail, newest first, each guide
 * with a fresh signed, counted download link (the same as /download) and the edition it bought,
 * and the order's summary (its receipt: reference, date, amount). The address comes from the auth
 * adapter, which opens sessions for proven addresses only (a password account after its
 * confirmation link, an e-mailed code, Clerk's verified primary address), so nobody sees another
 * address's orders by typing it. One function whichever way the viewer signed in: an account
 * and a code for the same address see the same orders.
 */
export async function purchasesOf(db: Db, viewer: Viewer, now = Date.now()) {
  const email = viewer.email?.trim().toLowerCase();
  if (!email) return [];
  const orders = await db.order.findMany({
    where: libraryOrdersWhere(email),
    orderBy: { createdAt: "desc" },
    take: ACCOUNT_ORDERS_LIMIT,
    select: {
      id: true,
      productName: true,
      amount: true,
      currency: true,
      createdAt: true,
      businessName: true,
      refundedAmount: true,
      grants: { select: { productId: true, edition: { select: { label: true } } } },
    },
  });
  const newer = await newEditionsByOrder(
    db,
    orders.map((o) => o.id),
  );
  return Promise.all(
    orders.map(async ({ grants, businessName, refundedAmount, ...order }) => {
      const editionOf = new Map(grants.map((g) => [g.productId, g.edition?.label ?? null]));
      const links = await downloadLinksForOrder(db, order.id, now);
      const invoices = await invoiceLinksOf(db, order.id);
      return {
        ...order,
        // docs/product.md#invoices: its documents, and whether business details may still be added (once).
        invoices,
        canAddBusiness: !businessName && refundedAmount === 0 && invoices.some((i) => i.kind === "invoice"),
        downloads: links.map((link) => ({
          ...pageDownload(link),
          edition: editionOf.get(link.productId) ?? null,
          newEdition: newer.get(order.id)?.find((e) => e.productId === link.productId) ?? null,
        })),
      };
    }),
  );
}
