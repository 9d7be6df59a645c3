// Inputs taken for what they are (docs/api.md#rest-api-v1, docs/production.md): a REST body that is
// not an object, integers that arrive as booleans or hex/exponent text, LIKE wildcards in a code
// filter, days before 1970, the per-order limit of "resend links" and the payment session's id
// kept from the orders output.
import { describe, expect, it } from "vitest";
import { GET as restGet, POST as restPost } from "@/app/api/v1/[...path]/route";
import { adminMessages, discountMessages, orderSearchMessages, refundMessages, restMessages } from "@/lib/messages";
import type { ApiScope } from "@/lib/validation/api-keys";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, orderRow, signedIn } from "./factories";
import { freshIp } from "./helpers";

const db = useTestDatabase();
const SITE = "http://localhost:3000";

async function keyWith(scopes: ApiScope[]) {
  const admin = await signedIn(db(), { admin: true });
  return { ...(await admin.caller.apiKeys.create({ name: `inputs ${scopes.join(" ")}`, scopes })), admin };
}
const auth = (secret: string) => ({ "x-forwarded-for": freshIp(), authorization: `Bearer ${secret}` });
const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const get = async (path: string, secret: string) => answer(await restGet(new Request(`${SITE}/api/v1${path}`, { headers: auth(secret) })));
const post = async (path: string, body: string, secret: string) =>
  answer(
    await restPost(
      new Request(`${SITE}/api/v1${path}`, { method: "POST", headers: { "content-type": "application/json", ...auth(secret) }, body }),
    ),
  );

describe("REST inputs", () => {
  it("refuses a refund body that is not an object (never a full refund), and integers that are not JSON integers", async () => {
    const { order } = await completedOrder();
    const { secret } = await keyWith(["orders:write"]);
    for (const body of ["[]", "[1000]", '"x"', "null", "5", "true"]) {
      expect(await post(`/orders/${order.id}/refund`, body, secret), body).toEqual({
        status: 400,
        body: { code: "BAD_REQUEST", message: restMessages.bodyNotObject },
      });
    }
    for (const amount of [true, "0x10", "1e3", "16", 1.5, "", null]) {
      const refused = await post(`/orders/${order.id}/refund`, JSON.stringify({ amount }), secret);
      expect(refused, JSON.stringify(amount)).toEqual({
        status: 400,
        body: { code: "BAD_REQUEST", message: refundMessages.amountInvalid },
      });
    }
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, refundedAmount: true } })).toEqual({
      status: "completed",
      refundedAmount: 0,
    });
    expect((await post(`/orders/${order.id}/refund`, JSON.stringify({ amount: 100 }), secret)).body).toMatchObject({ refundedAmount: 100 });
  });

  it("takes percentOff and maxUses as JSON integers only", async () => {
    const { secret } = await keyWith(["discounts:write"]);
    for (const percentOff of ["0x64", "1e2", "100", true]) {
      const refused = await post("/discounts", JSON.stringify({ code: "HEX", kind: "percent", percentOff }), secret);
      expect(refused, JSON.stringify(percentOff)).toEqual({
        status: 400,
        body: { code: "BAD_REQUEST", message: discountMessages.percentRange },
      });
    }
    const maxUses = await post("/discounts", JSON.stringify({ code: "HEX", kind: "percent", percentOff: 10, maxUses: "0x10" }), secret);
    expect(maxUses).toEqual({ status: 400, body: { code: "BAD_REQUEST", message: discountMessages.maxUses } });
    expect(await db().discountCode.count({ where: { code: "HEX" } })).toBe(0);
  });

  it("reads `limit` in a query as digits only, a discountCode filter literally, and refuses days before 1970", async () => {
    const { secret } = await keyWith(["orders:read", "discounts:write"]);
    expect((await post("/discounts", JSON.stringify({ code: "SPRING", kind: "percent", percentOff: 10 }), secret)).status).toBe(200);
    await db().order.createMany({ data: [orderRow({ status: "completed", discountCodeId: "SPRING" }), orderRow({ status: "completed" })] });
    expect(await get("/orders?discountCode=spring", secret)).toMatchObject({
      status: 200,
      body: { orders: [expect.objectContaining({ discountCodeId: "SPRING" })] },
    });
    for (const limit of ["0x10", "1e1", "+5", " 5", "true"]) {
      expect(await get(`/orders?limit=${encodeURIComponent(limit)}`, secret), limit).toEqual({
        status: 400,
        body: { code: "BAD_REQUEST", message: orderSearchMessages.badLimit },
      });
    }
    expect((await get("/orders?limit=1", secret)).status).toBe(200);
    for (const code of ["%", "_", "%25"]) {
      const listed = await get(`/orders?discountCode=${encodeURIComponent(code)}`, secret);
      expect(listed, code).toMatchObject({ status: 200, body: { orders: [] } });
    }
    for (const query of ["to=0001-01-01", "from=0099-12-31", "to=1969-12-31"]) {
      expect(await get(`/orders?${query}`, secret), query).toEqual({
        status: 400,
        body: { code: "BAD_REQUEST", message: orderSearchMessages.badDate },
      });
    }
  });

  it("never gives the payment session's id (the buyer's download credential) to a key or the admin pages", async () => {
    const { order } = await completedOrder();
    const stored = await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { providerSessionId: true } });
    expect(stored.providerSessionId).toBeTruthy();
    const { secret, admin } = await keyWith(["orders:read"]);
    const one = await get(`/orders/${order.id}`, secret);
    expect(one.status).toBe(200);
    expect(JSON.stringify(one.body)).not.toContain(stored.providerSessionId!);
    expect(JSON.stringify(await admin.caller.orders.get({ orderId: order.id }))).not.toContain(stored.providerSessionId!);
  });

  it("limits resending links per order, whoever asks, with a clear 429", async () => {
    const { order } = await completedOrder();
    const { secret, admin } = await keyWith(["orders:write"]);
    for (let i = 0; i < 2; i++) expect((await post(`/orders/${order.id}/resend-links`, "{}", secret)).status).toBe(200);
    await admin.caller.orders.resendLinks({ orderId: order.id });
    const limited = await post(`/orders/${order.id}/resend-links`, "{}", secret);
    expect(limited).toEqual({ status: 429, body: { code: "TOO_MANY_REQUESTS", message: adminMessages.linksResendLimited(60) } });
    await expect(admin.caller.orders.resendLinks({ orderId: order.id })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // Another order is not held back.
    const other = await completedOrder();
    expect((await post(`/orders/${other.order.id}/resend-links`, "{}", secret)).status).toBe(200);
  });
});
