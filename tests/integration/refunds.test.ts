// Refunds made by an admin (orders.refund through the payments port) and what they do to the
// order, its downloads, the figures and the buyer's mail (docs/refunds.md). Local adapter; the
// Stripe adapter's refunds and the webhook's money events are in refund-webhooks.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import { POST as downloadLink } from "@/app/api/download-link/route";
import { GET as download, HEAD as downloadHead } from "@/app/download/file/route";
import { supportEmail } from "@/content/site";
import { refundMessages } from "@/lib/messages";
import { setPaymentGateway } from "@/server/payments";
import { signDownloadToken } from "@/server/services/downloads/tokens";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn, startCheckout } from "./factories";
import { callerFor, freshIp, rejectionOf } from "./helpers";
import { runJobs } from "./job-engine";

const db = useTestDatabase();
afterEach(() => setPaymentGateway(undefined));

const admin = async () => (await signedIn(db(), { admin: true })).caller;
const linkOf = async (orderId: string, productId = "fertility", now = Date.now()) =>
  `/download/file?token=${await signDownloadToken(db(), { orderId, productId }, { now })}`;
const get = (path: string) => download(new Request(`http://localhost:3000${path}`));
const orderOf = (id: string) => db().order.findUniqueOrThrow({ where: { id }, include: { grants: true, refunds: true } });

describe("orders.refund (admin, local payments adapter)", () => {
  it("refunds in full: the order is refunded, its links answer 410 with the refund page, the buyer gets one e-mail, it is audited", async () => {
    const { order } = await completedOrder({ product: "bundle" });
    const link = await linkOf(order.id);
    expect((await get(link)).status).toBe(200);
    const caller = await admin();
    await expect(caller.orders.refund({ orderId: order.id, reason: "Changed her mind" })).resolves.toMatchObject({
      message: `Refunded $135.00 to ${order.email}.`,
      status: "refunded",
      refundedAmount: 13500,
    });
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: "refunded", refundedAmount: 13500, refundKeepsAccess: false });
    expect(after.grants.length).toBe(2);
    expect(after.grants.every((g) => g.revokedAt && g.revokedReason === "refunded")).toBe(true);
    expect(after.refunds).toMatchObject([{ kind: "refund", amount: 13500, currency: "usd", source: "admin", reason: "Changed her mind" }]);
    expect(await db().localRefund.findMany({ where: { paymentIntentId: after.paymentIntentId! } })).toMatchObject([{ amount: 13500 }]);

    // The link: 410, the page names the refund and the contact address, never the PDF, no fresh-link form.
    const response = await get(link);
    expect(response.status).toBe(410);
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain("This order was refunded, so its download links no longer work");
    expect(page).toContain(supportEmail);
    expect(page).not.toContain("Send me a fresh link");
    expect((await downloadHead(new Request(`http://localhost:3000${link}`, { method: "HEAD" }))).status).toBe(410);
    // An old (expired) link of the order says the same, rather than offering a fresh one.
    expect((await get(await linkOf(order.id, "fertility", Date.now() - 72 * 3_600_000))).status).toBe(410);
    // The download page of the order says so too.
    expect(await rejectionOf((await callerFor()).orders.downloads({ sessionId: after.providerSessionId! }))).toMatchObject({
      message: refundMessages.downloadRefunded(supportEmail),
    });

    await runJobs();
    const mail = await db().emailOutbox.findMany({ where: { to: order.email, template: "order-refunded" } });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ status: "sent", idempotencyKey: `order-refunded:${order.id}:13500` });
    expect(mail[0]!.text).toContain("$135.00");
    expect(mail[0]!.text).toContain("no longer work");

    const audit = await db().auditEvent.findMany({ where: { action: "order.refunded", target: order.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ amount: 13500, currency: "usd", reason: "Changed her mind", keepAccess: false });

    // "E-mail me fresh links" for it sends nothing, by link or by address.
    const before = await db().emailOutbox.count({ where: { to: order.email, template: "download-links" } });
    const form = (fields: Record<string, string>) =>
      downloadLink(
        new Request("http://localhost:3000/api/download-link", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
          body: new URLSearchParams(fields).toString(),
        }),
      );
    await form({ token: link.split("token=")[1]! });
    await form({ email: order.email });
    await runJobs();
    expect(await db().emailOutbox.count({ where: { to: order.email, template: "download-links" } })).toBe(before);
  });

  it("keeps the downloads on a full refund with keep access, and on a partial refund; the last partial refund revokes them", async () => {
    const kept = (await completedOrder()).order;
    const caller = await admin();
    await caller.orders.refund({ orderId: kept.id, keepAccess: true });
    expect(await orderOf(kept.id)).toMatchObject({ status: "refunded", refundKeepsAccess: true });
    expect((await get(await linkOf(kept.id))).status).toBe(200);

    const part = (await completedOrder()).order; // 4700
    await expect(caller.orders.refund({ orderId: part.id, amount: 1000 })).resolves.toMatchObject({
      status: "partially_refunded",
      refundedAmount: 1000,
    });
    expect((await get(await linkOf(part.id))).status).toBe(200);
    await expect(caller.orders.refund({ orderId: part.id, amount: 3700 })).resolves.toMatchObject({
      status: "refunded",
      refundedAmount: 4700,
    });
    expect((await get(await linkOf(part.id))).status).toBe(410);
    expect((await orderOf(part.id)).refunds.map((r) => r.amount)).toEqual([1000, 3700]);
    await runJobs();
    // One e-mail per refund.
    expect(
      (await db().emailOutbox.findMany({ where: { template: "order-refunded", to: part.email } })).map((m) => m.idempotencyKey).sort(),
    ).toEqual([`order-refunded:${part.id}:1000`, `order-refunded:${part.id}:4700`]);
  });

  it("shows each refund on the order page's timeline (amount, reason, who), the refund e-mail, and an audit line with amount and reason", async () => {
    const { order } = await completedOrder(); // 4700
    const { user, caller } = await signedIn(db(), { admin: true });
    await caller.orders.refund({ orderId: order.id, amount: 1000, reason: "Printer broke" });
    await caller.orders.refund({ orderId: order.id, amount: 500 });
    await runJobs();
    const page = await caller.orders.get({ orderId: order.id });
    expect(page.order).toMatchObject({ status: "partially_refunded", refundedAmount: 1500 });
    const refunds = page.timeline.filter((e) => e.kind === "refund");
    expect(refunds.map(({ title, detail }) => ({ title, detail }))).toEqual([
      { title: "Refunded $10.00", detail: `Reason: Printer broke · by ${user.email}` },
      { title: "Refunded $5.00", detail: `No reason given · by ${user.email}` },
    ]);
    const mails = page.timeline.filter((e) => e.kind === "email" && e.title.includes("order-refunded"));
    expect(mails).toHaveLength(2);
    const audits = page.timeline.filter((e) => e.kind === "audit" && e.title === "Admin: order.refunded").map((e) => e.detail);
    expect(audits).toEqual([`${user.email} · $10.00 · Reason: Printer broke`, `${user.email} · $5.00 · No reason given`]);
  });

  it("makes one refund for a double click, a retry or two admins at once", async () => {
    const { order } = await completedOrder();
    const [a, b] = [await admin(), await admin()];
    const results = await Promise.allSettled([
      ...Array.from({ length: 4 }, () => a.orders.refund({ orderId: order.id })),
      ...Array.from({ length: 4 }, () => b.orders.refund({ orderId: order.id })),
    ]);
    const fulfilled = results.filter((r) => r.status === "fulfilled");
    // Every call either reports the one refund or, arriving after it was applied, that it is done.
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "CONFLICT", message: refundMessages.alreadyRefunded });
    }
    expect(fulfilled.length).toBeGreaterThan(0);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: "refunded", refundedAmount: 4700 });
    expect(after.refunds).toHaveLength(1);
    expect(await db().localRefund.count({ where: { paymentIntentId: after.paymentIntentId! } })).toBe(1);
    expect(await db().auditEvent.count({ where: { action: "order.refunded", target: order.id } })).toBe(1);

    // Two admins asking for different partial amounts at the same moment: one refund, the first claim's.
    const other = (await completedOrder()).order;
    await Promise.allSettled([a.orders.refund({ orderId: other.id, amount: 700 }), b.orders.refund({ orderId: other.id, amount: 900 })]);
    const partly = await orderOf(other.id);
    expect(partly.refunds).toHaveLength(1);
    expect([700, 900]).toContain(partly.refundedAmount);
    expect(await db().localRefund.count({ where: { paymentIntentId: partly.paymentIntentId! } })).toBe(1);
  });

  it("refuses more than was paid and a bad amount (400), a pending or already refunded order (409), each with a clear message", async () => {
    const caller = await admin();
    const { order } = await completedOrder();
    expect(await rejectionOf(caller.orders.refund({ orderId: order.id, amount: 4701 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: refundMessages.tooMuch("$47.00"),
    });
    await caller.orders.refund({ orderId: order.id, amount: 4000 });
    expect(await rejectionOf(caller.orders.refund({ orderId: order.id, amount: 701 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: refundMessages.tooMuch("$7.00"),
    });
    await caller.orders.refund({ orderId: order.id });
    expect(await rejectionOf(caller.orders.refund({ orderId: order.id }))).toMatchObject({
      code: "CONFLICT",
      message: refundMessages.alreadyRefunded,
    });

    const pending = await startCheckout();
    expect(await rejectionOf(caller.orders.refund({ orderId: pending.orderId }))).toMatchObject({
      code: "CONFLICT",
      message: refundMessages.notPaid,
    });
    for (const amount of [0, -5, 1.5]) {
      expect(await rejectionOf(caller.orders.refund({ orderId: order.id, amount }))).toMatchObject({
        code: "BAD_REQUEST",
        message: refundMessages.amountInvalid,
      });
    }
    expect(await rejectionOf(caller.orders.refund({ orderId: "nope" }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await rejectionOf(caller.orders.refund({ orderId: order.id, reason: "x".repeat(501) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: refundMessages.reasonTooLong,
    });
    // Nothing of these reached the provider or the books.
    expect((await orderOf(order.id)).refunds).toHaveLength(2);
    expect(await db().order.findUniqueOrThrow({ where: { id: pending.orderId } })).toMatchObject({ status: "pending", refundedAmount: 0 });
  });

  it("is for admins only", async () => {
    const { order } = await completedOrder();
    expect(await rejectionOf((await callerFor()).orders.refund({ orderId: order.id }))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await rejectionOf((await signedIn(db())).caller.orders.refund({ orderId: order.id }))).toMatchObject({ code: "FORBIDDEN" });
    expect((await orderOf(order.id)).status).toBe("completed");
  });
});

describe("figures count money kept", () => {
  it("subtracts refunds from revenue on the day they happen and shows refunded orders apart", async () => {
    await db().order.deleteMany();
    const caller = await admin();
    const full = (await completedOrder()).order; // 4700 usd
    const part = (await completedOrder()).order; // 4700 usd
    await completedOrder(); // 4700 usd, kept
    await caller.orders.refund({ orderId: full.id });
    await caller.orders.refund({ orderId: part.id, amount: 1200 });

    const stats = await caller.orders.stats();
    expect(stats.orders).toMatchObject({ completed: 1, partiallyRefunded: 1, refunded: 1, disputed: 0, pending: 0, failed: 0 });
    expect(stats.revenue).toEqual([
      { currency: "usd", amount: 3 * 4700 - 4700 - 1200, orders: 2, display: "$82.00", refunded: 5900, refundedDisplay: "$59.00" },
    ]);

    // A sale of 29 days ago refunded today: its day keeps the sale, today loses the money and the order.
    const today = new Date();
    const old = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 29, 12));
    const oldOrder = (await completedOrder()).order;
    await db().order.update({ where: { id: oldOrder.id }, data: { completedAt: old } });
    await caller.orders.refund({ orderId: oldOrder.id });
    const chart = await caller.orders.chart();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    expect(chart.days).toEqual([
      { day: iso(old), currency: "usd", revenue: 4700, orders: 1 },
      // Today: 3 sales (14100) less 4700 + 1200 + 4700 given back; two orders left with nothing.
      { day: iso(today), currency: "usd", revenue: 14100 - 4700 - 1200 - 4700, orders: 3 - 2 },
    ]);
  });

  it("counts an order with nothing kept on the day of its last refund, though an earlier one is before the span", async () => {
    await db().order.deleteMany();
    const caller = await admin();
    const today = new Date();
    const daysAgo = (n: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - n, 12));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    // Sold 60 days ago, 2000 given back 40 days ago (before the chart's 30 days), the rest today.
    const order = (await completedOrder()).order;
    await db().order.update({ where: { id: order.id }, data: { completedAt: daysAgo(60) } });
    await caller.orders.refund({ orderId: order.id, amount: 2000 });
    await db().refund.updateMany({ where: { orderId: order.id }, data: { createdAt: daysAgo(40) } });
    await caller.orders.refund({ orderId: order.id });
    // A test address's sale and refund today are left out of the chart.
    const testOrder = (await completedOrder({ email: "test-chart@example.com" })).order;
    await caller.orders.refund({ orderId: testOrder.id });

    expect((await caller.orders.chart()).days).toEqual([{ day: iso(today), currency: "usd", revenue: -(4700 - 2000), orders: -1 }]);
  });
});
