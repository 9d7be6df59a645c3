// Reviews from verified buyers (docs/product.md#reviews): the review request the set days after
// payment on the local engine (injected clock), who gets none (refunded, disputed, unsubscribed,
// suppressed, the off switch), one per order whatever runs twice; the signed link that writes and
// then edits a review; moderation; the product JSON-LD's figures from approved reviews only; REST.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as restGet } from "@/app/api/v1/[...path]/route";
import { reviewMessages } from "@/lib/messages";
import { productJsonLd } from "@/lib/seo/structured-data";
import { emitQuietly } from "@/server/jobs";
import { sendReviewRequest } from "@/server/services/reviews/request";
import { buildWebhookPayload } from "@/server/services/webhooks/payloads";
import { approvedReviews } from "@/server/services/reviews/public";
import { reviewToken } from "@/server/services/reviews/token";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";
import { callerFor, freshIp, rejectionOf } from "./helpers";
import { useTestEngine } from "./job-engine";

const db = useTestDatabase();
const engine = useTestEngine(db);

const DAY = 24 * 3_600_000;
const requests = (orderId: string) => db().emailOutbox.findMany({ where: { orderId, template: "review-request" } });
const jobOf = (orderId: string) => db().scheduledJob.findUnique({ where: { idempotencyKey: `review-request:${orderId}` } });
/** The `t` of the e-mail's review link. */
const tokenIn = (html: string) => /\/review\?t=([\w.-]+)/.exec(html)?.[1];

async function setRequests(settings: { enabled: boolean; days: number }) {
  const admin = await signedIn(db(), { admin: true });
  return admin.caller.settings.setReviewRequests(settings);
}

beforeEach(async () => {
  await db().websiteSetting.deleteMany({ where: { key: "review_requests" } });
});

describe("the review request", () => {
  it("goes out once, 7 days after payment by default, with a signed link and the one-click unsubscribe headers", async () => {
    const { order } = await completedOrder();
    const job = await jobOf(order.id);
    expect(job?.status).toBe("pending");
    expect(job!.runAt.getTime() - engine().clock.now().getTime()).toBeGreaterThan(7 * DAY - 60_000);

    await engine().advance(7 * DAY - 3_600_000);
    expect(await requests(order.id)).toHaveLength(0);
    await engine().advance(2 * 3_600_000);
    const [mail, ...more] = await requests(order.id);
    expect(more).toHaveLength(0);
    expect(mail!.to).toBe(order.email);
    expect(mail!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(tokenIn(mail!.html)).toBe(await reviewToken(db(), order.id));
    expect((await jobOf(order.id))!.outcome).toBe("sent");

    // The order completing again (a replayed webhook) and the step running again send nothing more.
    await emitQuietly("order/completed", { orderId: order.id, cartId: null });
    await engine().advance(8 * DAY);
    expect(await sendReviewRequest(db(), order.id)).toBe("skipped: already sent");
    expect(await requests(order.id)).toHaveLength(1);
  });

  it("waits the days set, and is not scheduled at all while switched off", async () => {
    await setRequests({ enabled: true, days: 2 });
    const soon = (await completedOrder()).order;
    await engine().advance(2 * DAY + 60_000);
    expect(await requests(soon.id)).toHaveLength(1);

    await setRequests({ enabled: false, days: 2 });
    const off = (await completedOrder()).order;
    expect(await jobOf(off.id)).toBeNull();
    await engine().advance(30 * DAY);
    expect(await requests(off.id)).toHaveLength(0);
  });

  it("is checked again at send time: the off switch, a refund in any part, a dispute, an unsubscribe, a suppressed address", async () => {
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push((await completedOrder()).order);
    const [off, partly, disputed, unsubscribed, suppressed, fine] = orders;
    await db().order.update({ where: { id: partly!.id }, data: { status: "partially_refunded", refundedAmount: 1000 } });
    // A won dispute puts the order back to completed; the buyer still asked for the money back.
    await db().order.update({ where: { id: disputed!.id }, data: { disputeId: "dp_test_1", disputeStatus: "won" } });
    await db().unsubscribe.create({ data: { email: unsubscribed!.email.toLowerCase(), source: "page" } });
    await db().emailSuppression.create({ data: { email: suppressed!.email.toLowerCase(), reason: "bounced" } });

    await setRequests({ enabled: false, days: 7 });
    expect(await sendReviewRequest(db(), off!.id)).toBe("skipped: turned off in the settings");
    await setRequests({ enabled: true, days: 7 });
    await engine().advance(7 * DAY + 60_000);

    const outcomes = await Promise.all(orders.map(async (o) => (await jobOf(o.id))?.outcome));
    expect(outcomes).toEqual([
      "sent",
      "skipped: refunded or disputed",
      "skipped: refunded or disputed",
      "skipped: unsubscribed",
      "skipped: address suppressed",
      "sent",
    ]);
    const sent = await db().emailOutbox.findMany({ where: { template: "review-request", orderId: { in: orders.map((o) => o.id) } } });
    expect(sent.map((m) => m.orderId).sort()).toEqual([off!.id, fine!.id].sort());
  });
});

describe("the review link", () => {
  it("writes a pending review once (review.created), then edits it through the same link", async () => {
    const { order } = await completedOrder({ firstName: "Maria José" });
    await db().webhookEndpoint.create({ data: { url: "https://hooks.example.org/r", events: ["review.created"], secretCiphertext: "x" } });
    const token = await reviewToken(db(), order.id);
    const visitor = await callerFor({ ip: freshIp() });

    expect(await visitor.reviews.byToken({ token })).toMatchObject({ productName: order.productName, eligible: true, review: null });
    const first = await visitor.reviews.submit({ token, rating: 4, text: "  Clear and <b>kind</b>.\nWorth it.  " });
    expect(first).toEqual({ created: true, message: reviewMessages.thanks });
    const review = await db().review.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(review).toMatchObject({ rating: 4, text: "Clear and kind.\nWorth it.", status: "pending", productId: "fertility" });
    expect(await db().scheduledJob.count({ where: { idempotencyKey: `webhook-fan-out:review.created:${review.id}` } })).toBe(1);
    const payload = await buildWebhookPayload(db(), {
      eventId: `review.created:${review.id}`,
      type: "review.created",
      subjectId: review.id,
      occurredAt: review.createdAt.toISOString(),
    });
    expect(payload?.data).toEqual({
      id: review.id,
      orderId: order.id,
      productId: "fertility",
      productName: order.productName,
      rating: 4,
      text: "Clear and kind.\nWorth it.",
      status: "pending",
      createdAt: review.createdAt.toISOString(),
    });

    const admin = await signedIn(db(), { admin: true });
    await admin.caller.reviews.approve({ id: review.id });
    const edit = await visitor.reviews.submit({ token, rating: 2, text: "" });
    expect(edit.created).toBe(false);
    const edited = await db().review.findUniqueOrThrow({ where: { id: review.id } });
    // Edited: back to the admin, no second review, no second event.
    expect(edited).toMatchObject({ rating: 2, text: null, status: "pending" });
    expect(await db().review.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db().scheduledJob.count({ where: { name: "webhook-fan-out", idempotencyKey: { contains: "review.created" } } })).toBe(1);
  });

  it("refuses a changed token, bad stars or text, and a refunded order, each with its message and a 4xx", async () => {
    const { order } = await completedOrder();
    const token = await reviewToken(db(), order.id);
    const visitor = await callerFor({ ip: freshIp() });
    const forged = `${order.id}.${"A".repeat(32)}`;
    expect(await rejectionOf(visitor.reviews.submit({ token: forged, rating: 5 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: reviewMessages.linkInvalid,
    });
    expect(await rejectionOf(visitor.reviews.byToken({ token: "nonsense" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: reviewMessages.linkInvalid,
    });
    expect((await rejectionOf(visitor.reviews.submit({ token, rating: 6 }))).code).toBe("BAD_REQUEST");
    expect((await rejectionOf(visitor.reviews.submit({ token, rating: 3.5 }))).code).toBe("BAD_REQUEST");
    expect((await rejectionOf(visitor.reviews.submit({ token, rating: 5, text: "bell\u0007" }))).code).toBe("BAD_REQUEST");
    expect((await rejectionOf(visitor.reviews.submit({ token, rating: 5, text: "x".repeat(2001) }))).code).toBe("BAD_REQUEST");
    expect(await db().review.count({ where: { orderId: order.id } })).toBe(0);

    await db().order.update({ where: { id: order.id }, data: { status: "refunded", refundedAmount: order.amount } });
    expect(await rejectionOf(visitor.reviews.submit({ token, rating: 5 }))).toMatchObject({
      code: "CONFLICT",
      message: reviewMessages.notEligible,
    });
    expect(await visitor.reviews.byToken({ token })).toMatchObject({ eligible: false });
  });
});

describe("approved reviews on the product's pages", () => {
  it("count only approved reviews of that product: average, count, newest first, and the JSON-LD's figures", async () => {
    const productId = "intimacy";
    await db().review.deleteMany({ where: { productId } });
    const facts = {
      name: "Guide",
      description: "d",
      path: "/x",
      image: "/i.png",
      sku: "s",
      price: "29",
      currency: "USD" as const,
      keywords: [],
    };
    expect(productJsonLd(facts, await approvedReviews(db(), productId))).not.toHaveProperty("aggregateRating");
    expect(productJsonLd(facts, await approvedReviews(db(), productId))).not.toHaveProperty("review");

    const admin = await signedIn(db(), { admin: true });
    const write = async (rating: number, text: string) => {
      const { order } = await completedOrder({ product: "intimacy", firstName: "Lea Marie" });
      await (await callerFor({ ip: freshIp() })).reviews.submit({ token: await reviewToken(db(), order.id), rating, text });
      return db().review.findUniqueOrThrow({ where: { orderId: order.id } });
    };
    const a = await write(5, "First");
    const b = await write(4, "Second");
    const hidden = await write(1, "Hidden one");
    await write(1, "Still pending");
    const other = await completedOrder({ product: "fertility" });
    await (await callerFor({ ip: freshIp() })).reviews.submit({ token: await reviewToken(db(), other.order.id), rating: 1 });
    const otherReview = await db().review.findUniqueOrThrow({ where: { orderId: other.order.id } });
    for (const r of [a, b, hidden, otherReview]) await admin.caller.reviews.approve({ id: r.id });
    await admin.caller.reviews.hide({ id: hidden.id });
    await admin.caller.reviews.reply({ id: b.id, reply: "Thank you, Lea!" });

    const summary = await approvedReviews(db(), productId);
    expect({ count: summary.count, average: summary.average }).toEqual({ count: 2, average: 4.5 });
    expect(summary.reviews.map((r) => [r.text, r.author, r.reply])).toEqual([
      ["Second", "Lea", "Thank you, Lea!"],
      ["First", "Lea", null],
    ]);
    const ld = productJsonLd(facts, summary) as unknown as Record<string, unknown>;
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect((ld.review as { reviewRating: { ratingValue: number } }[]).map((r) => r.reviewRating.ratingValue)).toEqual([4, 5]);
    expect(await db().auditEvent.count({ where: { target: hidden.id, action: { in: ["review.approved", "review.hidden"] } } })).toBe(2);
  });

  it("REST: GET /api/v1/reviews needs reviews:read and pages with a cursor", async () => {
    const admin = await signedIn(db(), { admin: true });
    const { secret } = await admin.caller.apiKeys.create({ name: "reviews", scopes: ["reviews:read"] });
    const other = await admin.caller.apiKeys.create({ name: "no reviews", scopes: ["orders:read"] });
    const get = (path: string, key: string) =>
      restGet(
        new Request(`http://localhost:3000/api/v1${path}`, { headers: { authorization: `Bearer ${key}`, "x-forwarded-for": freshIp() } }),
      );

    const { order } = await completedOrder();
    await (await callerFor({ ip: freshIp() })).reviews.submit({ token: await reviewToken(db(), order.id), rating: 5 });
    expect((await get("/reviews", other.secret)).status).toBe(403);
    const total = await db().review.count();
    const first = (await (await get("/reviews?limit=1", secret)).json()) as {
      reviews: { id: string; createdAt: string }[];
      nextCursor: string | null;
    };
    expect(first.reviews).toHaveLength(1);
    expect(typeof first.reviews[0]!.createdAt).toBe("string");
    const seen = [first.reviews[0]!.id];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (await (await get(`/reviews?limit=2&cursor=${cursor}`, secret)).json()) as typeof first;
      seen.push(...page.reviews.map((r) => r.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(total);
    expect((await get("/reviews?limit=0", secret)).status).toBe(400);
    // The admin's list is a tRPC infinite query: it sends direction=forward once its filter changes.
    const forward = await admin.caller.reviews.list({ status: "pending", limit: 5, direction: "forward" });
    expect(forward.reviews.length).toBeGreaterThan(0);
    expect(await (await get("/reviews?direction=backward", secret)).json()).toMatchObject({ code: "BAD_REQUEST" });
  });
});
