import "server-only";
import { deliveryLabel } from "@/lib/mail/delivery-label";
import { formatMoney } from "@/lib/money";
import { adminMessages, orderSearchMessages as m, orderStatusWords } from "@/lib/messages";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { suppressionOf } from "@/server/mail/delivery";
import { AppError } from "@/server/errors";
import { resendOrderLinks } from "@/server/services/orders/actions";
import { confirmationKey } from "@/server/services/orders/confirmation";
import { escapeLike } from "@/server/services/orders/search";

/** One line of an order's history, as the order page shows it. */
export type TimelineEntry = {
  at: Date;
  kind: "created" | "payment-session" | "payment-event" | "status" | "refund" | "email" | "download-grant" | "download" | "audit" | "job";
  title: string;
  detail?: string;
  /** A time the line names (a payment session's end), shown in the admin's date format after the detail. */
  until?: Date;
};

/**
 * `orders.get`: the order with everything the database records about it, and its timeline in
 * time order, built from what is already stored: the order's own timestamps (created, payment
 * session, completed or failed), the payment-provider events, the e-mails sent for it (the
 * outbox: receipt and download links, with status and attempts), its download grants (count
 * and last use), the background jobs about it, and every admin action on it (audit trail).
 */
export async function getOrder(db: Db, orderId: string) {
  const order = await db.order.findUnique({
    where: { id: orderId },
    include: {
      product: { select: { id: true, name: true, kind: true } },
      discountCode: { select: { code: true, percentOff: true } },
      events: { orderBy: { receivedAt: "asc" } },
      grants: { include: { product: { select: { name: true } }, file: { select: { name: true } } }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!order) throw new AppError("NOT_FOUND", adminMessages.orderNotFound);

  const [emails, audit, jobs, account, refunds, suppression] = await Promise.all([
    db.emailOutbox.findMany({
      where: {
        OR: [
          // The e-mails that name the order, whatever address they went to (docs/product.md#delivery).
          { orderId: order.id },
          {
            to: order.email,
            OR: [
              { idempotencyKey: confirmationKey(order.id) },
              { idempotencyKey: { startsWith: `download-link:${order.id}:` } },
              { idempotencyKey: { startsWith: `order-refunded:${order.id}:` } }, // the refund e-mails (refundEmailKey)
            ],
          },
        ],
      },
      select: {
        id: true,
        to: true,
        template: true,
        subject: true,
        status: true,
        attempts: true,
        error: true,
        transport: true,
        createdAt: true,
        sentAt: true,
        delivery: true,
        deliveryAt: true,
        deliveryReason: true,
      },
      orderBy: { createdAt: "asc" },
    }),
    db.auditEvent.findMany({ where: { target: order.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.scheduledJob.findMany({
      // The payload's orderId, as the indexed column PostgreSQL computes from it.
      where: { orderId: order.id },
      select: { id: true, name: true, status: true, attempts: true, outcome: true, lastError: true, createdAt: true, finishedAt: true },
      orderBy: { createdAt: "asc" },
    }),
    db.user.findFirst({
      where: { email: { equals: escapeLike(order.email), mode: "insensitive" } },
      select: { id: true, email: true, createdAt: true },
    }),
    refundLines(db, order.id),
    suppressionOf(db, order.email),
  ]);

  const timeline: TimelineEntry[] = [
    {
      at: order.createdAt,
      kind: "created",
      title: "Order created",
      detail: `${order.productName}, ${formatMoney(order.amount, order.currency)}`,
    },
  ];
  if (order.providerSessionId) {
    timeline.push({
      at: order.createdAt,
      kind: "payment-session",
      title: `Payment session opened (${order.provider})`,
      // Not the session's id: it is the buyer's own credential to the thank-you page and its downloads.
      until: order.expiresAt ?? undefined,
    });
  }
  for (const e of order.events)
    timeline.push({ at: e.receivedAt, kind: "payment-event", title: `Payment provider: ${e.type}`, detail: e.id });
  if (order.completedAt)
    timeline.push({
      at: order.completedAt,
      kind: "status",
      title: `Status: ${orderStatusWords.completed}`,
      detail: order.paymentIntentId ?? undefined,
    });
  if (order.status === "failed")
    timeline.push({
      at: order.updatedAt,
      kind: "status",
      title: `Status: ${orderStatusWords.failed}`,
      detail: order.failureReason ?? undefined,
    });
  for (const e of emails) {
    timeline.push({
      at: e.sentAt ?? e.createdAt,
      kind: "email",
      title: `E-mail “${e.template}” to ${e.to}: ${e.status === "sent" ? (deliveryLabel(e) ?? "sent") : e.status}`,
      detail: `${e.subject} · ${e.attempts} ${e.attempts === 1 ? "attempt" : "attempts"} · ${e.transport}${e.error ? ` · ${e.error}` : ""}`,
    });
  }
  for (const g of order.grants) {
    timeline.push({
      at: g.createdAt,
      kind: "download-grant",
      title: `Download granted: ${g.product.name}`,
      detail: `${g.downloadCount} of ${g.maxDownloads} downloads used`,
    });
    if (g.lastDownloadAt)
      timeline.push({
        at: g.lastDownloadAt,
        kind: "download",
        title: `Last download: ${g.product.name}`,
        detail: `${g.downloadCount} of ${g.maxDownloads} used`,
      });
  }
  for (const j of jobs) {
    timeline.push({
      at: j.createdAt,
      kind: "job",
      title: `Job ${j.name}: ${j.status}`,
      detail: [j.outcome, j.lastError, `${j.attempts} ${j.attempts === 1 ? "attempt" : "attempts"}`].filter(Boolean).join(" · "),
    });
  }
  timeline.push(...refunds);
  for (const a of audit) timeline.push({ at: a.createdAt, kind: "audit", title: `Admin: ${a.action}`, detail: auditDetail(a) });
  // A stable sort: entries with one timestamp keep the order above (created before its session).
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());

  const { events, grants, ...fields } = order;
  return {
    order: {
      ...fields,
      display: formatMoney(order.amount, order.currency),
      subtotalDisplay: formatMoney(order.subtotal, order.currency),
      discountDisplay: formatMoney(order.discountAmount, order.currency),
    },
    events,
    grants: grants.map((g) => ({
      id: g.id,
      productId: g.productId,
      productName: g.product.name,
      fileName: g.file?.name ?? null,
      downloadCount: g.downloadCount,
      maxDownloads: g.maxDownloads,
      lastDownloadAt: g.lastDownloadAt,
      createdAt: g.createdAt,
    })),
    emails,
    jobs,
    audit,
    account,
    suppression,
    timeline,
  };
}

/** How many orders the customer view lists (newest first); more are reached through the search. */
export const CUSTOMER_ORDERS_LIMIT = 200;

/**
 * `customers.get`: everything stored under one address, in any case: its orders (newest first),
 * its account, its newsletter subscription, its unsubscribe and its carts.
 */
export async function getCustomer(db: Db, email: string) {
  const same = { equals: escapeLike(email), mode: "insensitive" as const };
  const [orders, orderCount, account, subscriber, unsubscribe, carts, suppression, emails] = await Promise.all([
    db.order.findMany({
      where: { email: same },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: CUSTOMER_ORDERS_LIMIT,
      select: {
        id: true,
        email: true,
        productName: true,
        amount: true,
        currency: true,
        status: true,
        createdAt: true,
        firstName: true,
        lastName: true,
      },
    }),
    db.order.count({ where: { email: same } }),
    db.user.findFirst({ where: { email: same }, select: { id: true, email: true, name: true, emailVerified: true, createdAt: true } }),
    db.subscriber.findFirst({ where: { email: same } }),
    db.unsubscribe.findFirst({ where: { email: same } }),
    db.cart.findMany({
      where: { email: same },
      orderBy: { createdAt: "desc" },
      select: { id: true, productId: true, amount: true, currency: true, status: true, remindedAt: true, createdAt: true, updatedAt: true },
    }),
    suppressionOf(db, email),
    // The latest e-mails to the address, with what the mail provider reported (docs/product.md#delivery).
    db.emailOutbox.findMany({
      where: { to: same },
      orderBy: { createdAt: "desc" },
      take: 20,
      select: {
        id: true,
        template: true,
        subject: true,
        status: true,
        orderId: true,
        createdAt: true,
        delivery: true,
        deliveryAt: true,
        deliveryReason: true,
      },
    }),
  ]);
  if (orderCount === 0 && !account && !subscriber && !unsubscribe && carts.length === 0)
    throw new AppError("NOT_FOUND", m.customerNotFound);
  const spent = new Map<string, number>();
  for (const o of orders) if (o.status === "completed") spent.set(o.currency, (spent.get(o.currency) ?? 0) + o.amount);
  return {
    email,
    name: orders[0] ? `${orders[0].firstName} ${orders[0].lastName}` : (account?.name ?? null),
    orders: orders.map((o) => ({ ...o, display: formatMoney(o.amount, o.currency) })),
    orderCount,
    spent: [...spent].map(([currency, amount]) => ({ currency, amount, display: formatMoney(amount, currency) })),
    account,
    subscriber,
    unsubscribe,
    carts: carts.map((c) => ({ ...c, display: formatMoney(c.amount, c.currency) })),
    suppression,
    emails,
  };
}

/**
 * "E-mail fresh links" on the customer view: the resend of each of the address's completed
 * orders (each queued and audited as the order page's "resend links" is).
 */
export async function resendCustomerLinks(db: Db, actor: Viewer, email: string) {
  const orders = await db.order.findMany({
    where: { email: { equals: escapeLike(email), mode: "insensitive" }, status: "completed" },
    orderBy: { createdAt: "desc" },
    take: CUSTOMER_ORDERS_LIMIT,
    select: { id: true },
  });
  if (orders.length === 0) throw new AppError("CONFLICT", m.noCompletedOrder);
  for (const order of orders) await resendOrderLinks(db, actor, order.id);
  return { message: m.freshLinksQueued(email), orders: orders.length };
}

/**
 * Each refund and lost dispute of an order (the `Refund` ledger), as the timeline shows it: the
 * amount, the reason, and who gave it back (the admin's e-mail, or Stripe for one made there).
 */
async function refundLines(db: Db, orderId: string): Promise<TimelineEntry[]> {
  const rows = await db.refund.findMany({ where: { orderId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => Boolean(id)))];
  const actors = actorIds.length ? await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } }) : [];
  const emailOf = new Map(actors.map((a) => [a.id, a.email]));
  return rows.map((r) => ({
    at: r.createdAt,
    kind: "refund" as const,
    title: `${r.kind === "dispute" ? "Dispute lost" : "Refunded"} ${formatMoney(r.amount, r.currency)}`,
    detail: [
      r.reason ? `Reason: ${r.reason}` : "No reason given",
      r.source === "admin"
        ? `by ${(r.actorId && emailOf.get(r.actorId)) ?? "an admin"}`
        : `from ${r.source === "stripe" ? "Stripe" : r.source}`,
    ].join(" · "),
  }));
}

/** An audit line's detail: who, and for a refund the amount and the reason. */
function auditDetail(a: { action: string; actorEmail: string | null; details: unknown }): string {
  const who = a.actorEmail ?? "system";
  const d = (a.details && typeof a.details === "object" ? a.details : {}) as Record<string, unknown>;
  if (a.action !== "order.refunded" || typeof d.amount !== "number" || typeof d.currency !== "string") return who;
  return [
    who,
    formatMoney(d.amount, d.currency),
    typeof d.reason === "string" && d.reason ? `Reason: ${d.reason}` : "No reason given",
  ].join(" · ");
}
