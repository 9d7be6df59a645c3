import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as downloadLink } from "@/app/api/download-link/route";
import { POST as testPayment } from "@/app/api/test-payment/route";
import { GET as download, HEAD as downloadHead } from "@/app/download/file/route";
import { commerceMessages } from "@/lib/messages";
import { setPaymentGateway } from "@/server/payments";
import { stripeGateway } from "@/server/payments/stripe";
import { signDownloadToken } from "@/server/services/downloads/tokens";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, startCheckout } from "./factories";
import { callerFor, freshIp } from "./helpers";
import { runJobs } from "./job-engine";

const db = useTestDatabase();
afterEach(() => setPaymentGateway(undefined));

const form = (fields: Record<string, string>, ip = freshIp()) =>
  new Request("http://localhost:3000/api/x", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams(fields).toString(),
  });
const get = (path: string) => download(new Request(`http://localhost:3000${path}`));

/** Buys through the local test-payment page (no Stripe keys): checkout → Pay → thank-you. */
async function buy() {
  const { sessionId, orderId } = await startCheckout();
  const response = await testPayment(form({ session_id: sessionId, action: "pay" }));
  expect(response.status).toBe(303);
  // A relative location: the site's own address, whatever host the request reached the app on.
  expect(response.headers.get("location")).toBe(`/thank-you?session_id=${sessionId}`);
  const { order } = await (await callerFor()).orders.verify({ sessionId });
  return { sessionId, orderId, order };
}

describe("local test-payment route", () => {
  it("completes the order through fulfilment and e-mails the confirmation", async () => {
    const { orderId } = await buy();
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "completed", provider: "local" });
    await runJobs();
    expect(await db().emailOutbox.count({ where: { idempotencyKey: `order-confirmation:${orderId}` } })).toBe(1);
  });

  it("cancels back to the checkout and fails the order", async () => {
    const { sessionId, orderId } = await startCheckout({ product: "intimacy", discount: "SAVE50" });
    const response = await testPayment(form({ session_id: sessionId, action: "cancel" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/checkout?product=intimacy&cancelled=1&discount=SAVE50");
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "failed",
      failureReason: "session_expired",
    });
    // Paying a cancelled session does nothing.
    await testPayment(form({ session_id: sessionId, action: "pay" }));
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "failed" });
  });

  it("exists only without Stripe keys, and knows only its own sessions", async () => {
    expect((await testPayment(form({ session_id: "local_unknown", action: "pay" }))).status).toBe(404);
    expect((await testPayment(form({ session_id: "", action: "pay" }))).status).toBe(400);
    setPaymentGateway(stripeGateway({ secretKey: "sk_test_x", siteUrl: "http://localhost:3000" }));
    const response = await testPayment(form({ session_id: "local_x", action: "pay" }));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(commerceMessages.testPaymentUnavailable);
  });

  it("answers a JSON body by its fields and a malformed one with 400, never a 500", async () => {
    const { sessionId, orderId } = await startCheckout();
    const json = (body: string) =>
      testPayment(
        new Request("http://localhost:3000/api/test-payment", { method: "POST", headers: { "content-type": "application/json" }, body }),
      );
    expect((await json("{not json")).status).toBe(400);
    expect((await json('["pay"]')).status).toBe(400);
    const paid = await json(JSON.stringify({ session_id: sessionId, action: "pay" }));
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/thank-you?session_id=${sessionId}`);
    expect(await db().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: "completed" });
  });
});

describe("GET /download/file", () => {
  it("streams the guide's PDF as an attachment and counts it", async () => {
    const { order, orderId } = await completedOrder({ product: "intimacy" });
    const response = await get(order.downloads[0]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="from-frustration-to-fulfillment-how-to-fix-the-intimacy-gap-guide.pdf"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("Intimacy Gap");
    expect(await db().downloadGrant.findFirstOrThrow({ where: { orderId } })).toMatchObject({ downloadCount: 1 });
  });

  it("answers HEAD with the file's headers and no body, without counting a download (link scanners)", async () => {
    const { order, orderId } = await completedOrder();
    const url = `http://localhost:3000${order.downloads[0]!.url}`;
    for (let i = 0; i < 3; i++) {
      const head = await downloadHead(new Request(url, { method: "HEAD" }));
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toBe("application/pdf");
      expect(Number(head.headers.get("content-length"))).toBeGreaterThan(100);
      expect(head.body).toBeNull();
    }
    expect(await db().downloadGrant.findFirstOrThrow({ where: { orderId } })).toMatchObject({ downloadCount: 0 });
    expect((await downloadHead(new Request("http://localhost:3000/download/file?token=garbage", { method: "HEAD" }))).status).toBe(403);
    expect((await get(order.downloads[0]!.url)).status).toBe(200);
    expect(await db().downloadGrant.findFirstOrThrow({ where: { orderId } })).toMatchObject({ downloadCount: 1 });
  });

  it("gives the bundle both guides", async () => {
    const { order } = await completedOrder({ product: "bundle" });
    expect(order.downloads.map((d) => d.product)).toEqual(["fertility", "intimacy"]);
    for (const d of order.downloads) expect((await get(d.url)).status).toBe(200);
  });

  it("answers a tampered token with 403 and a fresh-link form", async () => {
    const { order } = await completedOrder();
    const token = new URL(order.downloads[0]!.url, "http://x").searchParams.get("token")!;
    const [payload, signature] = token.split(".");
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), p: "intimacy" })).toString(
      "base64url",
    );
    for (const bad of [`${other}.${signature}`, `${payload}.${signature!.slice(0, -2)}xx`, "garbage", `${payload}`]) {
      const response = await get(`/download/file?token=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('action="/api/download-link"');
      expect(html).toContain("Send me a fresh link");
    }
  });

  it("answers an expired token with 410 and offers a fresh link for it", async () => {
    const { orderId } = await completedOrder();
    const token = await signDownloadToken(db(), { orderId, productId: "fertility" }, { now: Date.now() - 49 * 3_600_000 });
    const response = await get(`/download/file?token=${token}`);
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain(commerceMessages.download.expired);
    expect(html).toContain(`name="token" value="${token}"`);
  });

  it("stops at the download limit with a clear message, even under parallel clicks", async () => {
    const { order, orderId } = await completedOrder();
    await db().downloadGrant.updateMany({ where: { orderId }, data: { maxDownloads: 3 } });
    const responses = await Promise.all(Array.from({ length: 10 }, () => get(order.downloads[0]!.url)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = responses.find((r) => r.status !== 200)!;
    expect(refused.status).toBe(410);
    expect(await refused.text()).toContain(commerceMessages.download.exhausted(3));
    expect(await db().downloadGrant.findFirstOrThrow({ where: { orderId } })).toMatchObject({ downloadCount: 3 });
  });

  it("keeps its signing key in the database when DOWNLOAD_TOKEN_SECRET is not set", async () => {
    await completedOrder();
    expect(await db().appSecret.count({ where: { name: "download-token" } })).toBe(1);
  });

  it("shows the fresh-link form without a token", async () => {
    const response = await get("/download/file");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name="email"');
  });
});

describe("POST /api/download-link", () => {
  const freshLinks = (orderId: string) =>
    db().emailOutbox.findMany({ where: { idempotencyKey: { startsWith: `download-link:${orderId}:` } } });

  it("e-mails fresh links to the order's address, from an expired token or the e-mail", async () => {
    const { orderId, order } = await completedOrder({ product: "bundle" });
    const token = await signDownloadToken(db(), { orderId, productId: "fertility" }, { now: Date.now() - 49 * 3_600_000 });
    const response = await downloadLink(form({ token }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(commerceMessages.download.freshLinkSent);
    await runJobs(); // the links are looked up and mailed by the job engine, after the answer
    const [mail] = await freshLinks(orderId);
    expect(mail).toMatchObject({ to: order.email, template: "download-links", status: "sent" });
    expect(mail!.html.match(/download\/file\?token=/g)).toHaveLength(2);

    // Asked again by e-mail within 15 minutes: no second e-mail.
    await downloadLink(form({ email: order.email.toUpperCase() }));
    await runJobs();
    expect(await freshLinks(orderId)).toHaveLength(1);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const before = await db().emailOutbox.count();
    const response = await downloadLink(form({ email: "nobody@mail.fertility-buyers.org" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(commerceMessages.download.freshLinkSent);
    const json = await downloadLink(
      new Request("http://localhost:3000/api/download-link", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "x@y.org" }),
      }),
    );
    expect(await json.json()).toEqual({ message: commerceMessages.download.freshLinkSent });
    await runJobs();
    expect(await db().emailOutbox.count()).toBe(before);
  });

  it("does the same work before answering for a buyer and a stranger: no order is read, one job is queued", async () => {
    const { order } = await completedOrder();
    const reads = vi.spyOn(db().order, "findMany");
    const bodies = [];
    for (const email of [order.email, "stranger@mail.fertility-buyers.org"]) {
      const jobsBefore = await db().scheduledJob.count({ where: { name: "fresh-download-links" } });
      const response = await downloadLink(form({ email }));
      bodies.push(await response.text());
      expect(await db().scheduledJob.count({ where: { name: "fresh-download-links" } })).toBe(jobsBefore + 1);
    }
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(bodies[0]).toBe(bodies[1]);
  });

  it("is rate-limited per client", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await downloadLink(form({ email: "a@b.org" }, ip))).status).toBe(200);
    const refused = await downloadLink(form({ email: "a@b.org" }, ip));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(commerceMessages.download.freshLinkRateLimited);
  });
});
