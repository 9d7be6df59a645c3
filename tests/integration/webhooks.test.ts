// Outgoing webhooks (docs/webhooks.md) on the local engine with an injected clock: the signature
// a receiver verifies with `standardwebhooks`, the retry schedule, one delivery per webhook-id,
// the per-endpoint concurrency, disabling after 24 h with the admins' e-mail, and the SSRF rules.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookMessages as m } from "@/lib/messages";
import { WEBHOOK_RETRY_DELAYS_MS } from "@/server/services/webhooks/webhooks";
import { raiseWebhookEvent } from "@/server/services/webhooks/webhooks";
import { setPrivateUrlsAllowed, setWebhookResolver } from "@/server/services/webhooks/url-guard";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";
import { callerFor, rejectionOf } from "./helpers";
import { useTestEngine } from "./job-engine";

const db = useTestDatabase();
const engine = useTestEngine(db);

type Hit = { headers: Record<string, string>; body: string; at: number };

/** A local receiver: records every request; `answer` decides the status (default 200), `holdMs` delays the answer. */
function receiver() {
  const hits: Hit[] = [];
  let answer: (hit: Hit, n: number) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 });
  let holdMs = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const hit = { headers: req.headers as Record<string, string>, body, at: Date.now() };
      hits.push(hit);
      const { status, headers } = answer(hit, hits.length);
      setTimeout(() => {
        inFlight--;
        res.writeHead(status, headers).end(status < 300 ? "ok" : "not now");
      }, holdMs);
    });
  });
  return {
    hits,
    server,
    get url() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    set: (opts: { answer?: typeof answer; holdMs?: number }) => {
      if (opts.answer) answer = opts.answer;
      if (opts.holdMs !== undefined) holdMs = opts.holdMs;
    },
    reset() {
      hits.length = 0;
      answer = () => ({ status: 200 });
      holdMs = 0;
      maxInFlight = 0;
    },
  };
}

const a = receiver();
const b = receiver();
beforeAll(async () => {
  await Promise.all([a, b].map((r) => new Promise<void>((resolve) => r.server.listen(0, "127.0.0.1", resolve))));
});
afterAll(async () => {
  await Promise.all([a, b].map((r) => new Promise((resolve) => r.server.close(resolve))));
});
beforeEach(async () => {
  a.reset();
  b.reset();
  // Each test starts with no endpoints: an earlier test's would receive this test's events.
  await db().webhookEndpoint.deleteMany();
});
afterEach(() => {
  setPrivateUrlsAllowed(undefined);
  setWebhookResolver(undefined);
});

async function admin() {
  const { cookie, user } = await signedIn(db(), { admin: true });
  return { api: await callerFor({ cookie }), email: user.email };
}

/** Runs the engine until nothing more is due now (fan-out, then deliveries, then e-mails). */
async function drain() {
  let total = 0;
  for (let i = 0; i < 10; i++) {
    const ran = await engine().run();
    total += ran;
    if (ran === 0) break;
  }
  return total;
}

const deliveriesOf = (endpointId: string) => db().webhookDelivery.findMany({ where: { endpointId }, orderBy: { createdAt: "asc" } });

describe("webhooks.create and the signature", () => {
  it("returns a whsec_ secret once; the order.completed a receiver gets verifies with new Webhook(secret).verify", async () => {
    const { api } = await admin();
    const { id, secret } = await api.webhooks.create({ url: a.url, events: ["order.completed"] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const row = await db().webhookEndpoint.findUniqueOrThrow({ where: { id } });
    expect(row.secretCiphertext).not.toContain(secret.slice(6));
    expect(JSON.stringify(await api.webhooks.list())).not.toContain(secret.slice(6));

    const { order } = await completedOrder();
    await drain();
    expect(a.hits).toHaveLength(1);
    const hit = a.hits[0]!;
    const verified = new Webhook(secret).verify(hit.body, hit.headers) as {
      type: string;
      data: { id: string; amount: number; currency: string; email: string };
    };
    expect(verified).toMatchObject({
      type: "order.completed",
      data: { id: order!.id, amount: order!.amount, currency: order!.currency, email: order!.email },
    });
    expect(hit.headers["webhook-id"]).toMatch(/^msg_/);
    // Another secret, or a changed body, does not verify.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(hit.body, hit.headers)).toThrow();
    expect(() => new Webhook(secret).verify(hit.body.replace(order!.id, "x"), hit.headers)).toThrow();

    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({
      status: "delivered",
      attempts: 1,
      responseCode: 200,
      eventType: "order.completed",
      messageId: hit.headers["webhook-id"],
    });
    expect(await api.webhooks.deliveries({ endpointId: id })).toMatchObject([{ status: "delivered", responseCode: 200, attempts: 1 }]);
  });

  it("refuses empty or unknown events and a malformed URL with clear 400s", async () => {
    const { api } = await admin();
    expect(await rejectionOf(api.webhooks.create({ url: a.url, events: [] }))).toMatchObject({
      code: "BAD_REQUEST",
      message: m.eventsRequired,
    });
    expect(await rejectionOf(api.webhooks.create({ url: a.url, events: ["order.shipped" as never] }))).toMatchObject({
      code: "BAD_REQUEST",
      message: m.unknownEvent,
    });
    expect(await rejectionOf(api.webhooks.create({ url: "not a url", events: ["order.completed"] }))).toMatchObject({
      code: "BAD_REQUEST",
      message: m.urlInvalid,
    });
    expect(await rejectionOf(api.webhooks.create({ url: "ftp://example.com/x", events: ["order.completed"] }))).toMatchObject({
      code: "BAD_REQUEST",
      message: m.urlInvalid,
    });
    expect(await rejectionOf(api.webhooks.update({ id: "nope", events: ["order.completed"] }))).toMatchObject({
      code: "NOT_FOUND",
      message: m.notFound,
    });
  });
});

describe("events", () => {
  it("subscriber.created, order.refunded and cart-less events go only to endpoints subscribed to them", async () => {
    const { api } = await admin();
    const subs = await api.webhooks.create({ url: a.url, events: ["subscriber.created", "order.refunded"] });
    await api.webhooks.create({ url: b.url, events: ["order.completed"] });
    const email = `hook${Date.now()}.${process.pid}@mail.fertility-buyers.org`;
    await (await callerFor()).newsletter.subscribe({ email });
    const { order } = await completedOrder();
    await drain();
    await api.orders.refund({ orderId: order!.id });
    await drain();
    const types = a.hits.map((h) => (new Webhook(subs.secret).verify(h.body, h.headers) as { type: string }).type).sort();
    expect(types).toEqual(["order.refunded", "subscriber.created"]);
    const refunded = JSON.parse(a.hits.find((h) => h.body.includes("order.refunded"))!.body);
    expect(refunded.data).toMatchObject({
      id: order!.id,
      status: "refunded",
      refund: { amount: order!.amount, refundedTotal: order!.amount },
    });
    expect(b.hits.map((h) => JSON.parse(h.body).type)).toEqual(["order.completed"]);
  });
});

describe("delivery", () => {
  it("retries on the schedule (5 s, 5 min, 30 min …) with the same webhook-id until a 2xx", async () => {
    const { api } = await admin();
    const { id } = await api.webhooks.create({ url: a.url, events: ["subscriber.created"] });
    a.set({ answer: (_, n) => ({ status: n <= 3 ? 503 : 204 }) });
    await raiseWebhookEvent(db(), "subscriber.created", "retry@x.org", "retry@x.org");
    await db().subscriber.create({ data: { email: "retry@x.org", source: "newsletter" } });
    await drain();
    expect(a.hits).toHaveLength(1);
    expect(await deliveriesOf(id)).toMatchObject([
      { status: "pending", attempts: 1, responseCode: 503, lastError: expect.stringContaining("HTTP 503") },
    ]);
    expect((await db().webhookEndpoint.findUniqueOrThrow({ where: { id } })).failingSince).not.toBeNull();

    // The clock is real time plus what the test adds: half the delay leaves room for a slow machine.
    expect(await engine().advance(WEBHOOK_RETRY_DELAYS_MS[0] / 2)).toBe(0);
    expect(await engine().advance(WEBHOOK_RETRY_DELAYS_MS[0] / 2)).toBe(1);
    expect(a.hits).toHaveLength(2);
    expect(await engine().advance(WEBHOOK_RETRY_DELAYS_MS[1] - 60_000)).toBe(0);
    expect(await engine().advance(60_000)).toBe(1);
    expect(await engine().advance(WEBHOOK_RETRY_DELAYS_MS[2])).toBe(1);
    expect(a.hits).toHaveLength(4);
    expect(new Set(a.hits.map((h) => h.headers["webhook-id"])).size).toBe(1);
    expect(await deliveriesOf(id)).toMatchObject([{ status: "delivered", attempts: 4, responseCode: 204, lastError: null }]);
    // A success ends the failure streak.
    expect((await db().webhookEndpoint.findUniqueOrThrow({ where: { id } })).failingSince).toBeNull();
    expect(await engine().advance(24 * 3_600_000)).toBe(0);
  });

  it("delivers each event once per endpoint, however often it is raised (one webhook-id per event × endpoint)", async () => {
    const { api } = await admin();
    const one = await api.webhooks.create({ url: a.url, events: ["order.completed"] });
    const two = await api.webhooks.create({ url: b.url, events: ["order.completed"] });
    const { order, sessionId } = await completedOrder();
    // A retried fulfilment and a replayed event raise it again.
    await (await callerFor()).orders.verify({ sessionId });
    await raiseWebhookEvent(db(), "order.completed", order!.id, order!.id);
    await drain();
    await raiseWebhookEvent(db(), "order.completed", order!.id, order!.id);
    await drain();
    expect(a.hits).toHaveLength(1);
    expect(b.hits).toHaveLength(1);
    expect(a.hits[0]!.headers["webhook-id"]).not.toBe(b.hits[0]!.headers["webhook-id"]);
    expect(await deliveriesOf(one.id)).toHaveLength(1);
    expect(await deliveriesOf(two.id)).toHaveLength(1);
  });

  it("keeps at most 3 deliveries in flight per endpoint, across two engines on one database", async () => {
    const { api } = await admin();
    await api.webhooks.create({ url: a.url, events: ["subscriber.created"] });
    await api.webhooks.create({ url: b.url, events: ["subscriber.created"] });
    a.set({ holdMs: 150 });
    b.set({ holdMs: 150 });
    for (let i = 0; i < 9; i++) {
      const email = `c${i}.${Date.now()}@x.org`;
      await db().subscriber.create({ data: { email, source: "newsletter" } });
      await raiseWebhookEvent(db(), "subscriber.created", email, email);
    }
    await engine().run(); // the fan-outs
    const second = engine().restart();
    for (let i = 0; i < 6; i++) await Promise.all([engine().run(), second.run()]);
    expect(a.hits).toHaveLength(9);
    expect(b.hits).toHaveLength(9);
    expect(a.maxInFlight).toBe(3);
    expect(b.maxInFlight).toBe(3);
  });

  it("disables an endpoint failing for 24 h and e-mails the admins; enabling and Redeliver send it again", async () => {
    const { api, email } = await admin();
    const { id } = await api.webhooks.create({ url: a.url, events: ["subscriber.created"] });
    a.set({ answer: () => ({ status: 500 }) });
    await db().subscriber.create({ data: { email: "down@x.org", source: "newsletter" } });
    await raiseWebhookEvent(db(), "subscriber.created", "down@x.org", "down@x.org");
    await drain();
    let elapsed = 0;
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
      if (elapsed >= 24 * 3_600_000) break;
      await engine().advance(delay);
      elapsed += delay;
      await drain();
    }
    const endpoint = await db().webhookEndpoint.findUniqueOrThrow({ where: { id } });
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: "failing" });
    // 5 s + 5 min + 30 min + 2 h + 5 h + 10 h + 10 h: the eighth attempt, 27 h 35 min after the first.
    expect(a.hits).toHaveLength(8);
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: "failed", attempts: 8, responseCode: 500 });
    const mails = await db().emailOutbox.findMany({ where: { template: "webhook-disabled" } });
    expect(mails.map((mail) => mail.to)).toContain(email.toLowerCase());
    expect(mails[0]!.subject).toContain(a.url);
    // Nothing more goes to a disabled endpoint, and Redeliver asks to enable it first.
    expect(await engine().advance(48 * 3_600_000)).toBe(0);
    expect(await rejectionOf(api.webhooks.redeliver({ deliveryId: delivery!.id }))).toMatchObject({ code: "BAD_REQUEST" });

    a.set({ answer: () => ({ status: 200 }) });
    expect(await api.webhooks.update({ id, enabled: true })).toMatchObject({ enabled: true, failingSince: null, disabledAt: null });
    await api.webhooks.redeliver({ deliveryId: delivery!.id });
    await drain();
    expect(a.hits).toHaveLength(9);
    expect(a.hits[8]!.headers["webhook-id"]).toBe(delivery!.messageId);
    expect(await deliveriesOf(id)).toMatchObject([{ status: "delivered", attempts: 9, responseCode: 200 }]);
    // Redelivering a delivered message sends it once more (same webhook-id).
    await api.webhooks.redeliver({ deliveryId: delivery!.id });
    await drain();
    expect(a.hits).toHaveLength(10);
    expect(a.hits[9]!.headers["webhook-id"]).toBe(delivery!.messageId);

    await api.webhooks.delete({ id });
    expect(await db().webhookDelivery.count({ where: { endpointId: id } })).toBe(0);
    expect((await db().auditEvent.findMany({ where: { target: id } })).map((e) => e.action).sort()).toEqual(
      ["webhook.created", "webhook.deleted", "webhook.redelivered", "webhook.redelivered", "webhook.updated"].sort(),
    );
  });
});

describe("SSRF (docs/webhooks.md#ssrf)", () => {
  const refused = async (url: string) =>
    (await rejectionOf((await admin()).api.webhooks.create({ url, events: ["order.completed"] }))).message;

  it("refuses http, loopback, private, link-local, metadata and unique-local addresses in production rules", async () => {
    setPrivateUrlsAllowed(false);
    expect(await refused("http://hooks.example.com/x")).toBe(m.urlNotHttps);
    // Said in the owner's words: what to do, no server setting named.
    expect(m.urlNotHttps).toContain("https://");
    for (const url of ["http://hooks.example.com/x", "https://10.1.2.3/x"]) expect(await refused(url)).not.toMatch(/[A-Z]{2,}_[A-Z_]{2,}/);
    expect(await refused("https://127.0.0.1/x")).toBe(m.urlPrivate("127.0.0.1", "127.0.0.1"));
    expect(await refused("https://10.1.2.3/x")).toBe(m.urlPrivate("10.1.2.3", "10.1.2.3"));
    expect(await refused("https://192.168.1.20/x")).toBe(m.urlPrivate("192.168.1.20", "192.168.1.20"));
    expect(await refused("https://169.254.169.254/latest/meta-data/")).toBe(m.urlPrivate("169.254.169.254", "169.254.169.254"));
    expect(await refused("https://100.100.100.200/")).toBe(m.urlPrivate("100.100.100.200", "100.100.100.200"));
    expect(await refused("https://[::1]/x")).toBe(m.urlPrivate("::1", "::1"));
    expect(await refused("https://[fe80::1]/x")).toBe(m.urlPrivate("fe80::1", "fe80::1"));
    expect(await refused("https://[fd00:ec2::254]/x")).toBe(m.urlPrivate("fd00:ec2::254", "fd00:ec2::254"));
    expect(await refused("https://[::ffff:127.0.0.1]/x")).toContain("private, loopback");
    expect(await refused("https://0.0.0.0/x")).toBe(m.urlPrivate("0.0.0.0", "0.0.0.0"));
    expect(await refused("https://user:pw@hooks.example.com/x")).toBe(m.urlCredentials);
    // A name that resolves to a private address (any of its addresses).
    expect(await refused("https://localhost/x")).toContain("private, loopback");
    setWebhookResolver(async (host) => (host === "inside.example.com" ? ["93.184.216.34", "10.0.0.5"] : ["93.184.216.34"]));
    expect(await refused("https://inside.example.com/x")).toBe(m.urlPrivate("inside.example.com", "10.0.0.5"));
    setWebhookResolver(async () => []);
    expect(await refused("https://nowhere.example.com/x")).toBe(m.urlUnresolvable("nowhere.example.com"));
    // A public name passes.
    setWebhookResolver(async () => ["93.184.216.34"]);
    const { api } = await admin();
    await expect(api.webhooks.create({ url: "https://hooks.example.com/store", events: ["order.completed"] })).resolves.toMatchObject({
      id: expect.any(String),
    });
  });

  it("checks again when sending: a name that now resolves inside is not called (DNS rebinding)", async () => {
    setPrivateUrlsAllowed(false);
    setWebhookResolver(async () => ["93.184.216.34"]);
    const { api } = await admin();
    const { id } = await api.webhooks.create({
      url: `https://rebind.example.com:${new URL(a.url).port}/hooks`,
      events: ["subscriber.created"],
    });
    setWebhookResolver(async () => ["127.0.0.1"]);
    await db().subscriber.create({ data: { email: "rebind@x.org", source: "newsletter" } });
    await raiseWebhookEvent(db(), "subscriber.created", "rebind@x.org", "rebind@x.org");
    await drain();
    expect(a.hits).toHaveLength(0);
    expect(await deliveriesOf(id)).toMatchObject([
      { status: "pending", responseCode: null, lastError: expect.stringContaining("refused") },
    ]);
  });

  it("follows no redirect: a 307 to a private address is a failed attempt, that address is never called", async () => {
    const { api } = await admin();
    const { id } = await api.webhooks.create({ url: a.url, events: ["subscriber.created"] });
    a.set({ answer: () => ({ status: 307, headers: { location: b.url } }) });
    await db().subscriber.create({ data: { email: "redirect@x.org", source: "newsletter" } });
    await raiseWebhookEvent(db(), "subscriber.created", "redirect@x.org", "redirect@x.org");
    await drain();
    expect(a.hits).toHaveLength(1);
    expect(b.hits).toHaveLength(0);
    expect(await deliveriesOf(id)).toMatchObject([
      { status: "pending", responseCode: 307, lastError: expect.stringContaining("not followed") },
    ]);
  });

  it("WEBHOOKS_ALLOW_PRIVATE_URLS allows http and local receivers (on by default outside production)", async () => {
    setPrivateUrlsAllowed(true);
    const { api } = await admin();
    await expect(api.webhooks.create({ url: "http://127.0.0.1:9/x", events: ["order.completed"] })).resolves.toMatchObject({
      id: expect.any(String),
    });
    setPrivateUrlsAllowed(undefined);
    await expect(api.webhooks.create({ url: "http://localhost:9/x", events: ["order.completed"] })).resolves.toMatchObject({
      id: expect.any(String),
    });
  });
});
