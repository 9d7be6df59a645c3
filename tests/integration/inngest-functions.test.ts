// Each Inngest function through @inngest/test (step.sleep mocked), its configuration (cancelOn,
// idempotency, singleton, retries), its onFailure, and /api/inngest's introspection.
import { createHmac } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inngestFunctions } from "@/server/jobs/inngest";
import { workflows } from "@/server/jobs/workflows";
import { workflowSteps } from "@/server/workflow-steps";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn } from "./factories";
import { callerFor, rejectionOf } from "./helpers";

const functions = inngestFunctions(workflows, workflowSteps);

const db = useTestDatabase();
const fn = (id: string) => functions.find((f) => f.id() === id)!;
let n = 0;
const address = () => `inngest${++n}.${process.pid}@mail.fertility-buyers.org`;

async function savedCart(override: { marketingOptIn?: boolean } = {}) {
  const email = address();
  await (
    await callerFor()
  ).checkout.saveCart({ email, firstName: "Ana", product: "fertility", countryCode: "US", marketingOptIn: true, ...override });
  const cart = await db().cart.findFirstOrThrow({ where: { email } });
  return { email, cart, data: { cartId: cart.id, savedAt: cart.updatedAt.toISOString() } };
}

describe("Inngest functions", () => {
  it("serves every workflow as a function with stable ids and names an operator understands", () => {
    expect(functions.map((f) => [f.id(), f.name])).toEqual([
      ["abandoned-cart-reminder", "Abandoned cart: reminder e-mail"],
      ["abandoned-cart-reminder-2", "Abandoned cart: second reminder e-mail"],
      ["abandoned-cart-reminder-3", "Abandoned cart: third reminder e-mail"],
      ["order-confirmation", "Order confirmation: receipt with download links"],
      ["contact-notification", "Contact form: notify support"],
      ["newsletter-confirmation", "Newsletter: subscription confirmation"],
      ["lead-magnet-delivery", "Exit popup: free checklist e-mail"],
      ["fresh-download-links", "Fresh download links: e-mail new links for a buyer's orders"],
      ["password-reset-email", "Password reset: e-mail a reset link if the account exists"],
      ["library-code-email", "Library: e-mail a sign-in code if the address bought a guide"],
      ["order-refunded", "Refund: e-mail the buyer"],
      ["webhook-fan-out", "Webhooks: one delivery per subscribed endpoint"],
      ["webhook-delivery", "Webhooks: deliver one event to one endpoint"],
      ["edition-notices", "New edition: e-mail a batch of past buyers, then queue the next batch"],
      ["broadcast-send", "Broadcast: at its time, freeze the recipients; e-mail a batch, then queue the next batch"],
      ["webhook-disabled-email", "Webhooks: e-mail the admins that an endpoint was disabled"],
      ["review-request", "Reviews: ask the buyer for a rating, the set days after payment"],
    ]);
  });

  it("throttles every e-mail function to the mail provider's rate (Resend: 2 requests a second), and nothing else", () => {
    const mailing = functions.filter((f) => (f.opts as { throttle?: unknown }).throttle).map((f) => f.id());
    expect(mailing.sort()).toEqual(
      [
        "abandoned-cart-reminder",
        "abandoned-cart-reminder-2",
        "abandoned-cart-reminder-3",
        "order-confirmation",
        "contact-notification",
        "newsletter-confirmation",
        "lead-magnet-delivery",
        "fresh-download-links",
        "password-reset-email",
        "library-code-email",
        "order-refunded",
        "edition-notices",
        "broadcast-send",
        "webhook-disabled-email",
        "review-request",
      ].sort(),
    );
    for (const id of mailing) expect(fn(id).opts).toMatchObject({ throttle: { limit: 2, period: "1s" } });
  });

  it("runs webhook deliveries as their own function: at most 3 per endpoint at once, 11 retries on the webhook schedule, one run per delivery", () => {
    expect(fn("webhook-delivery").opts).toMatchObject({
      triggers: [{ event: "webhook/delivery" }],
      concurrency: [{ key: "event.data.endpointId", limit: 3 }],
      retries: 11,
      idempotency: "event.data.runKey",
    });
    expect(fn("webhook-fan-out").opts).toMatchObject({ triggers: [{ event: "webhook/event" }], idempotency: "event.data.eventId" });
  });

  describe("abandoned-cart-reminder", () => {
    // A fresh engine per run: one engine memoizes its steps' results.
    const t = {
      execute: (opts: Parameters<InngestTestEngine["execute"]>[0]) =>
        new InngestTestEngine({ function: fn("abandoned-cart-reminder") }).execute(opts),
    };

    it("is cancelled by checkout started and order completed for its cart; a new save restarts it", () => {
      expect(fn("abandoned-cart-reminder").opts).toMatchObject({
        triggers: [{ event: "cart/saved" }],
        cancelOn: [
          { event: "checkout/started", match: "data.cartId" },
          { event: "order/completed", match: "data.cartId" },
        ],
        singleton: { key: "event.data.cartId", mode: "cancel" },
        retries: 4,
      });
      expect(fn("abandoned-cart-reminder").opts).not.toHaveProperty("idempotency");
    });

    it("sleeps 5 minutes, then sends the reminder once", async () => {
      const { email, data } = await savedCart();
      const { result, ctx } = await t.execute({ events: [{ name: "cart/saved", data }], steps: [{ id: "wait", handler() {} }] });
      expect(ctx.step.sleep).toHaveBeenCalledWith("wait", 5 * 60_000);
      expect(result).toBe("sent");
      expect(await db().emailOutbox.findMany({ where: { to: email } })).toMatchObject([
        { template: "abandoned-cart-reminder", status: "sent" },
      ]);
      const again = await t.execute({ events: [{ name: "cart/saved", data }], steps: [{ id: "wait", handler() {} }] });
      expect(again.result).toBe("skipped: already reminded");
    });

    it("skips without opt-in, and a run of an older save", async () => {
      const noOptIn = await savedCart({ marketingOptIn: false });
      expect(
        (await t.execute({ events: [{ name: "cart/saved", data: noOptIn.data }], steps: [{ id: "wait", handler() {} }] })).result,
      ).toBe("skipped: no marketing opt-in");
      const older = await savedCart();
      await (await callerFor()).checkout.saveCart({ email: older.email, firstName: "Ana", product: "fertility", marketingOptIn: true });
      expect((await t.execute({ events: [{ name: "cart/saved", data: older.data }], steps: [{ id: "wait", handler() {} }] })).result).toBe(
        "skipped: superseded by a later save",
      );
    });
  });

  describe("order-confirmation", () => {
    const t = {
      execute: (opts: Parameters<InngestTestEngine["execute"]>[0]) =>
        new InngestTestEngine({ function: fn("order-confirmation") }).execute(opts),
    };

    it("runs once per order (idempotency on the order id), at once, with retries", () => {
      expect(fn("order-confirmation").opts).toMatchObject({
        triggers: [{ event: "order/completed" }],
        idempotency: "event.data.orderId",
        cancelOn: [],
        retries: 6,
      });
    });

    it("sends the receipt with the download links; a second run finds it sent", async () => {
      const { orderId, order } = await completedOrder();
      const { result, ctx } = await t.execute({ events: [{ name: "order/completed", data: { orderId, cartId: null } }] });
      expect(ctx.step.sleep).not.toHaveBeenCalled();
      expect(result).toBe("sent");
      const mail = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `order-confirmation:${orderId}` } });
      expect(mail).toMatchObject({ to: order.email, status: "sent" });
      expect(mail.html).toContain("/download/file?token=");
      expect((await t.execute({ events: [{ name: "order/completed", data: { orderId, cartId: null } }] })).result).toBe(
        "skipped: already sent",
      );
    });
  });

  describe("contact, newsletter and checklist e-mails", () => {
    it("each runs once per message or address, with retries", () => {
      expect(fn("contact-notification").opts).toMatchObject({
        triggers: [{ event: "contact/received" }],
        idempotency: "event.data.messageId",
        retries: 6,
      });
      expect(fn("newsletter-confirmation").opts).toMatchObject({
        triggers: [{ event: "newsletter/subscribed" }],
        idempotency: "event.data.email",
        retries: 6,
      });
      expect(fn("lead-magnet-delivery").opts).toMatchObject({
        triggers: [{ event: "lead-magnet/claimed" }],
        idempotency: "event.data.email",
        retries: 6,
      });
    });

    it("send their e-mails through the same steps as the local engine", async () => {
      const message = await db().contactMessage.create({
        data: { name: "Jane", email: address(), message: "A question about the guide." },
      });
      const contact = await new InngestTestEngine({ function: fn("contact-notification") }).execute({
        events: [{ name: "contact/received", data: { messageId: message.id } }],
      });
      expect(contact.result).toBe("sent");
      expect((await db().contactMessage.findUniqueOrThrow({ where: { id: message.id } })).notifiedAt).not.toBeNull();

      const email = address();
      await db().subscriber.create({ data: { email, source: "newsletter" } });
      const newsletter = await new InngestTestEngine({ function: fn("newsletter-confirmation") }).execute({
        events: [{ name: "newsletter/subscribed", data: { email } }],
      });
      const checklist = await new InngestTestEngine({ function: fn("lead-magnet-delivery") }).execute({
        events: [{ name: "lead-magnet/claimed", data: { email } }],
      });
      expect([newsletter.result, checklist.result]).toEqual(["sent", "sent"]);
      expect((await db().emailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } })).map((m) => m.template)).toEqual([
        "newsletter-confirmation",
        "lead-magnet-delivery",
      ]);
    });
  });

  it("onFailure keeps the failed run where the admin sees it; retrying it is Inngest's (replay)", async () => {
    const failed = fn("order-confirmation").opts.onFailure!;
    const event = {
      name: "inngest/function.failed",
      data: {
        function_id: "fertility-guides-store-order-confirmation",
        run_id: "01JRUNFAILED",
        error: { name: "AppError", message: "Resend is down" },
        event: { name: "order/completed", data: { orderId: "ord_failed", cartId: null } },
      },
    };
    await failed({
      event,
      error: new Error("The order confirmation e-mail could not be sent. (Resend refused the e-mail: Resend is down)"),
    } as never);
    await failed({ event, error: new Error("repeat delivery of the same failure") } as never);
    const admin = await signedIn(db(), { admin: true });
    const listed = await admin.caller.jobs.list({ status: "failed" });
    const rows = listed.jobs.filter((j) => j.summary === "order ord_failed");
    expect(rows).toMatchObject([
      { engine: "inngest", status: "failed", attempts: 7, retryable: false, lastError: expect.stringContaining("Resend is down") },
    ]);
    expect(await rejectionOf(admin.caller.jobs.retry({ id: rows[0]!.id }))).toMatchObject({
      code: "CONFLICT",
      message: "This run belongs to Inngest: replay it in the Inngest dashboard.",
    });
  });
});

describe("/api/inngest", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const routeWith = async (vars: Record<string, string>) => {
    vi.resetModules();
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
    return import("@/app/api/inngest/route");
  };
  const get = (route: Awaited<ReturnType<typeof routeWith>>) =>
    route.GET(new Request("http://localhost:3000/api/inngest") as never, undefined as never);

  it("answers the SDK's introspection with every function (Inngest Dev Server)", async () => {
    const response = await get(await routeWith({ INNGEST_DEV: "1" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ function_count: functions.length * 2, mode: "dev" }); // each function and its onFailure handler;
  });

  it("in cloud mode, answers Inngest's signed introspection with the functions' details", async () => {
    const signingKey = "signkey-test-0123456789abcdef0123456789abcdef";
    const route = await routeWith({ INNGEST_SIGNING_KEY: signingKey, INNGEST_EVENT_KEY: "test-event-key" });
    // Signed as Inngest signs its requests: HMAC-SHA256 of body + timestamp with the key (prefix removed).
    const ts = Math.floor(Date.now() / 1000).toString();
    const signature = createHmac("sha256", signingKey.replace(/^signkey-\w+-/, ""))
      .update(ts)
      .digest("hex");
    const request = new Request("http://localhost:3000/api/inngest", { headers: { "x-inngest-signature": `t=${ts}&s=${signature}` } });
    const response = await route.GET(request as never, undefined as never);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      function_count: functions.length * 2,
      mode: "cloud",
      has_signing_key: true,
      has_event_key: true,
      authentication_succeeded: true,
    });
  });

  it("answers an unsigned registration (PUT) with a 503 and a message when Inngest Cloud cannot be reached, never a 500", async () => {
    const route = await routeWith({
      INNGEST_SIGNING_KEY: "signkey-test-0123456789abcdef0123456789abcdef",
      INNGEST_EVENT_KEY: "test-event-key",
    });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    // The SDK logs "Failed to register" itself; the answer is what is checked here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await route.PUT(new Request("http://localhost:3000/api/inngest", { method: "PUT" }) as never, undefined as never);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBeTruthy();
      expect((await response.json()).error).toContain("Inngest");
    } finally {
      logged.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("answers 503 with the reason when Inngest is not configured", async () => {
    const response = await get(await routeWith({}));
    expect(response.status).toBe(503);
    expect((await response.json()).error).toContain("local job engine");
  });
});
