// Batch and body limits of every route handler that reads a body: a request past the limit is
// answered 413 without reading the rest, and one tRPC request carries at most TRPC_MAX_BATCH calls.
import { describe, expect, it } from "vitest";
import { POST as downloadLink } from "@/app/api/download-link/route";
import { POST as testPayment } from "@/app/api/test-payment/route";
import { GET as trpcGet, POST as trpcPost } from "@/app/api/trpc/[trpc]/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { POST as unsubscribePost } from "@/app/unsubscribe/route";
import { TRPC_MAX_BATCH } from "@/lib/api-limits";
import { inputMessages } from "@/lib/messages";
import { bodyLimits, readBody, withBodyLimit } from "@/server/http/body";
import { setPaymentGateway } from "@/server/payments";
import { useTestDatabase } from "../setup/test-db";
import { startFakeStripe } from "../mocks/fake-stripe";
import { freshIp } from "./helpers";

const db = useTestDatabase();

/** A body of `total` bytes streamed in 64 KB chunks, counting how many were pulled. */
function streamed(total: number) {
  const state = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      state.pulled++;
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, state };
}

const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { "x-forwarded-for": freshIp(), ...headers },
    body,
    duplex: "half",
  } as RequestInit);

describe("readBody", () => {
  it("stops reading a chunked body as soon as it passes the limit (a 50 MB body is not read whole)", async () => {
    const { body, state } = streamed(50 * 1024 * 1024);
    await expect(readBody(post("/x", body), 128 * 1024)).rejects.toMatchObject({ code: "TOO_LARGE", message: inputMessages.tooLarge });
    expect(state.pulled).toBeLessThan(10);
  });

  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const { body, state } = streamed(1024 * 1024);
    await expect(readBody(post("/x", body, { "content-length": String(1024 * 1024) }), 1024)).rejects.toMatchObject({ code: "TOO_LARGE" });
    expect(state.pulled).toBeLessThanOrEqual(1);
  });
});

describe("withBodyLimit", () => {
  it("passes a request whose Content-Length is within the limit on as it is (HTTP bounds that body)", async () => {
    const req = post("/x", '{"a":1}', { "content-length": "7" });
    expect(await withBodyLimit(req, 1024)).toBe(req);
  });

  it("reads a body without a length up to the limit into a copy, and refuses one past it", async () => {
    const small = await withBodyLimit(post("/x", streamed(64 * 1024).body), 128 * 1024);
    expect((await small.arrayBuffer()).byteLength).toBe(64 * 1024);
    const { body, state } = streamed(50 * 1024 * 1024);
    await expect(withBodyLimit(post("/x", body), 128 * 1024)).rejects.toMatchObject({ code: "TOO_LARGE" });
    expect(state.pulled).toBeLessThan(10);
  });

  it.each([
    ["over the limit", String(2048)],
    ["not a number", "12abc"],
  ])("does not pass on a 2 KB body whose Content-Length is %s: refused at a 1 KB limit", async (_case, length) => {
    await expect(withBodyLimit(post("/x", streamed(2048).body, { "content-length": length }), 1024)).rejects.toMatchObject({
      code: "TOO_LARGE",
    });
  });
});

describe("route handlers answer 413 past their body limit", () => {
  it.each([
    [
      "POST /api/download-link",
      () =>
        downloadLink(
          post("/api/download-link", streamed(bodyLimits.form + 65_536).body, { "content-type": "application/x-www-form-urlencoded" }),
        ),
    ],
    [
      "POST /api/test-payment",
      () => testPayment(post("/api/test-payment", streamed(bodyLimits.form + 65_536).body, { "content-type": "application/json" })),
    ],
    ["POST /unsubscribe", () => unsubscribePost(post("/unsubscribe?token=x", streamed(bodyLimits.form + 65_536).body))],
    [
      "POST /api/trpc",
      () => trpcPost(post("/api/trpc/contact.send", streamed(50 * 1024 * 1024).body, { "content-type": "application/json" })),
    ],
  ])("%s", async (_where, call) => {
    const response = await call();
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(inputMessages.tooLarge);
  });

  it("POST /api/webhooks/stripe, with Stripe configured", async () => {
    const stripe = await startFakeStripe();
    setPaymentGateway(stripe.gateway());
    try {
      const response = await stripeWebhook(
        post("/api/webhooks/stripe", streamed(bodyLimits.webhook + 65_536).body, { "stripe-signature": "t=1,v1=x" }),
      );
      expect(response.status).toBe(413);
    } finally {
      setPaymentGateway(undefined);
      await stripe.close();
    }
  });
});

describe("tRPC batches", () => {
  const batch = (n: number) => {
    const paths = Array.from({ length: n }, () => "settings.public").join(",");
    const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: null }]));
    return trpcGet(new Request(`http://localhost:3000/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`));
  };

  it(`answers up to ${TRPC_MAX_BATCH} calls in one request and refuses more with 400`, async () => {
    expect((await batch(TRPC_MAX_BATCH)).status).toBe(200);
    const refused = await batch(1000);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Batch call exceeds maximum size");
    expect(await db().websiteSetting.count()).toBeGreaterThan(0);
  });
});
