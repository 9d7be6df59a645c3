// Invoices and credit notes (docs/product.md#invoices): numbered gapless per kind and year, issued
// in the fulfilment's transaction, credit notes for admin and Stripe refunds, the library's
// one-time correction, and who may download what.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { GET as restGet } from "@/app/api/v1/[...path]/route";
import { GET as adminGet } from "@/app/api/admin/invoices/[number]/route";
import { GET as buyerGet } from "@/app/invoice/file/route";
import { invoiceMessages } from "@/lib/invoice-messages";
import { getPaymentGateway, setPaymentGateway } from "@/server/payments";
import { isLocalGateway } from "@/server/payments/local";
import { nextDocumentNumber } from "@/server/services/invoices/numbering";
import { refundedCharge, signedEvent, startFakeStripe } from "../mocks/fake-stripe";
import { pdfText } from "../pdf-text";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn, startCheckout } from "./factories";
import { callerFor, freshIp, rejectionOf } from "./helpers";
import { runJobs } from "./job-engine";

const db = useTestDatabase();
const SITE = "http://localhost:3000";
const year = new Date().getUTCFullYear();
const inv = (n: number) => `INV-${year}-${String(n).padStart(6, "0")}`;
const cn = (n: number) => `CN-${year}-${String(n).padStart(6, "0")}`;

/** A checkout paid on the local gateway but not yet fulfilled. */
async function paidCheckout(override: Parameters<typeof startCheckout>[0] = {}) {
  const checkout = await startCheckout(override);
  const gateway = getPaymentGateway();
  if (!isLocalGateway(gateway) || !(await gateway.pay(checkout.sessionId))) throw new Error("could not pay");
  return checkout;
}
const verify = async (sessionId: string) => (await callerFor()).orders.verify({ sessionId });
const invoicesOf = (orderId: string) => db().invoice.findMany({ where: { orderId }, orderBy: { number: "asc" } });
const allNumbers = async (prefix: string) =>
  (await db().invoice.findMany({ where: { number: { startsWith: prefix } }, select: { number: true } })).map((r) => r.number).sort();
const setSeller = async () =>
  (await signedIn(db(), { admin: true })).caller.settings.setInvoiceSeller({
    legalName: "Fertility Guides Ltd",
    address: "1 Harbour St\nSydney NSW 2000",
    taxNumber: "ABN 51 824 753 556",
  });

describe("invoice numbers", () => {
  it("concurrent fulfilments: one invoice each, numbered without gaps or repeats; a replayed fulfilment issues nothing more", async () => {
    await setSeller();
    const checkouts = [];
    for (let i = 0; i < 8; i++) checkouts.push(await paidCheckout());
    // Every order verified twice at once (the thank-you page and a reload racing).
    await Promise.all(checkouts.flatMap((c) => [verify(c.sessionId), verify(c.sessionId)]));
    const numbers = await allNumbers("INV-");
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => inv(i + 1)));
    for (const c of checkouts) expect(await invoicesOf(c.orderId)).toHaveLength(1);
    await verify(checkouts[0]!.sessionId);
    expect(await allNumbers("INV-")).toHaveLength(8);
  });

  it("a fulfilment that fails after taking a number leaves no gap; the order gets the next number when it is fulfilled later", async () => {
    const before = (await allNumbers("INV-")).length;
    const failing = await paidCheckout();
    // The invoice insert of this one order fails inside the fulfilment's transaction, after the counter moved.
    await db().$executeRawUnsafe(`CREATE OR REPLACE FUNCTION refuse_invoice() RETURNS trigger AS $$
      BEGIN IF NEW."orderId" = '${failing.orderId}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db().$executeRawUnsafe(`CREATE TRIGGER refuse_invoice BEFORE INSERT ON "Invoice" FOR EACH ROW EXECUTE FUNCTION refuse_invoice()`);
    try {
      await expect(verify(failing.sessionId)).rejects.toThrow();
      expect(await db().order.findUniqueOrThrow({ where: { id: failing.orderId } })).toMatchObject({ status: "pending" });
      const other = await paidCheckout();
      await verify(other.sessionId);
      expect((await invoicesOf(other.orderId))[0]!.number).toBe(inv(before + 1));
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER refuse_invoice ON "Invoice"`);
    }
    await verify(failing.sessionId);
    expect((await invoicesOf(failing.orderId))[0]!.number).toBe(inv(before + 2));
    expect(await allNumbers("INV-")).toEqual(Array.from({ length: before + 2 }, (_, i) => inv(i + 1)));
  });

  it("numbers taken by many transactions at once, a third of them rolled back, are one run from 1 in the committed ones", async () => {
    const at = new Date(Date.UTC(2031, 5, 1)); // a year of its own
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        db().$transaction(async (tx) => {
          const number = await nextDocumentNumber(tx, "CN", at);
          await new Promise((resolve) => setTimeout(resolve, 5)); // hold the counter's lock a moment
          if (i % 3 === 0) throw new Error("rolled back");
          return number;
        }),
      ),
    );
    const committed = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : [])).sort();
    expect(committed).toEqual(Array.from({ length: 8 }, (_, i) => `CN-2031-${String(i + 1).padStart(6, "0")}`));
  });
});

describe("the invoice's content", () => {
  it("prints the number, seller, buyer, business details, line, discount-free total and Tax 0.00", async () => {
    await setSeller();
    const { order } = await completedOrder({ business: { name: "Acme Pty Ltd", address: "2 George St, Sydney", taxId: "51824753556" } });
    const [invoice] = await invoicesOf(order.id);
    const response = await adminGet(new Request(`${SITE}/api/admin/invoices/${invoice!.number}`, { headers: await adminHeaders() }), {
      params: Promise.resolve({ number: invoice!.number }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      invoice!.number,
      "Fertility Guides Ltd",
      "ABN 51 824 753 556",
      "Acme Pty Ltd",
      "51824753556",
      order.email,
      "47.00 USD",
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Tax[\s\S]*0\.00 USD/);
    // Stored once: a second download reads the stored file.
    const stored = await db().invoice.findUniqueOrThrow({ where: { id: invoice!.id } });
    expect(stored.storageKey).toBe(`invoices/${invoice!.number}.pdf`);
  });
});

let adminCookie: string | undefined;
async function adminHeaders() {
  adminCookie ??= (await signedIn(db(), { admin: true })).cookie;
  return { cookie: adminCookie, "x-forwarded-for": freshIp() };
}

describe("credit notes", () => {
  it("an admin's partial then full refund: one credit note each, for the amount refunded, crediting the invoice", async () => {
    const { order } = await completedOrder();
    const admin = (await signedIn(db(), { admin: true })).caller;
    const cnBefore = (await allNumbers("CN-")).length;
    await admin.orders.refund({ orderId: order.id, amount: 1000, reason: "Partial" });
    await admin.orders.refund({ orderId: order.id, reason: "The rest" });
    const docs = await invoicesOf(order.id);
    const invoice = docs.find((d) => d.kind === "invoice")!;
    const notes = docs.filter((d) => d.kind === "credit_note").sort((a, b) => a.amount - b.amount);
    expect(notes.map((n) => [n.amount, n.creditsId, n.reason])).toEqual([
      [1000, invoice.id, "refund"],
      [3700, invoice.id, "refund"],
    ]);
    expect(notes.map((n) => n.number).sort()).toEqual([cn(cnBefore + 1), cn(cnBefore + 2)]);
    const list = await admin.orders.invoices({ orderId: order.id });
    expect(list.map((d) => d.number)).toEqual([invoice.number, cn(cnBefore + 1), cn(cnBefore + 2)]);
    expect(list[1]).toMatchObject({ kind: "credit_note", credits: invoice.number });
  });
});

describe("business details from the library, once", () => {
  it("issues a corrected invoice and a credit note for the first; a second time is refused; another buyer cannot", async () => {
    const { order } = await completedOrder();
    const [first] = await invoicesOf(order.id);
    const buyer = await signedIn(db(), { email: order.email });
    const stranger = await signedIn(db(), { email: "someone.else@mail.fertility-buyers.org" });
    const input = { orderId: order.id, name: "Acme GmbH", address: "Hauptstr. 1, Berlin", taxId: "DE123456789" };
    expect(await rejectionOf(stranger.caller.orders.addBusinessDetails(input))).toMatchObject({ message: invoiceMessages.notFound });
    const result = await buyer.caller.orders.addBusinessDetails(input);
    const docs = await invoicesOf(order.id);
    expect(docs).toHaveLength(3);
    const note = docs.find((d) => d.kind === "credit_note")!;
    const corrected = docs.find((d) => d.kind === "invoice" && d.id !== first!.id)!;
    expect(result.number).toBe(corrected.number);
    expect(note).toMatchObject({ creditsId: first!.id, amount: first!.amount, reason: "business_details" });
    expect(corrected.data).toMatchObject({ buyer: { businessName: "Acme GmbH", taxId: "DE123456789" } });
    // The first is untouched.
    expect((await db().invoice.findUniqueOrThrow({ where: { id: first!.id } })).data).toEqual(first!.data);
    expect(await rejectionOf(buyer.caller.orders.addBusinessDetails(input))).toMatchObject({ message: invoiceMessages.alreadyCorrected });
    expect(await invoicesOf(order.id)).toHaveLength(3);
  });
});

describe("business details after a partial refund", () => {
  it("are refused (the first invoice is already partly credited)", async () => {
    const { order } = await completedOrder();
    await (await signedIn(db(), { admin: true })).caller.orders.refund({ orderId: order.id, amount: 500 });
    const buyer = await signedIn(db(), { email: order.email });
    const input = { orderId: order.id, name: "Acme GmbH", address: "", taxId: "" };
    expect(await rejectionOf(buyer.caller.orders.addBusinessDetails(input))).toMatchObject({
      message: invoiceMessages.refundedCannotCorrect,
    });
    expect((await invoicesOf(order.id)).map((d) => d.kind).sort()).toEqual(["credit_note", "invoice"]);
  });
});

describe("downloads", () => {
  it("the thank-you page's signed link opens the PDF; a changed token is refused", async () => {
    const checkout = await paidCheckout();
    const { order } = await verify(checkout.sessionId);
    expect(order.invoices).toHaveLength(1);
    const url = new URL(order.invoices[0]!.url);
    const ok = await buyerGet(new Request(`${SITE}${url.pathname}${url.search}`));
    expect(ok.status).toBe(200);
    expect(await pdfText(new Uint8Array(await ok.arrayBuffer()))).toContain(order.invoices[0]!.number);
    const token = url.searchParams.get("token")!;
    const [id] = token.split(".");
    const bad = await buyerGet(new Request(`${SITE}/invoice/file?token=${id}.${"A".repeat(43)}`));
    expect(bad.status).toBe(403);
    expect((await buyerGet(new Request(`${SITE}/invoice/file`))).status).toBe(403);
  });

  it("GET /api/v1/orders/{orderId}/invoice: the PDF with orders:read; 403 without the scope, 401 without a key, 404 for no invoice", async () => {
    const { order } = await completedOrder();
    const admin = await signedIn(db(), { admin: true });
    const reader = await admin.caller.apiKeys.create({ name: "reader", scopes: ["orders:read"] });
    const other = await admin.caller.apiKeys.create({ name: "other", scopes: ["products:read"] });
    const call = (secret: string | null, orderId = order.id) =>
      restGet(
        new Request(`${SITE}/api/v1/orders/${orderId}/invoice`, {
          headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), "x-forwarded-for": freshIp() },
        }),
      );
    const ok = await call(reader.secret);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    const [invoice] = await invoicesOf(order.id);
    expect(await pdfText(new Uint8Array(await ok.arrayBuffer()))).toContain(invoice!.number);
    expect((await call(other.secret)).status).toBe(403);
    expect((await call(null)).status).toBe(401);
    const pending = await startCheckout();
    expect((await call(reader.secret, pending.orderId)).status).toBe(404);
    // The admin route refuses a non-admin.
    const buyer = await signedIn(db(), { email: order.email });
    const refused = await adminGet(new Request(`${SITE}/api/admin/invoices/${invoice!.number}`, { headers: { cookie: buyer.cookie } }), {
      params: Promise.resolve({ number: invoice!.number }),
    });
    expect(refused.status).toBe(403);
  });
});

describe("the receipt e-mail", () => {
  it("links the invoice (signed), with no attachment", async () => {
    const { order } = await completedOrder();
    await runJobs();
    const [mail] = await db().emailOutbox.findMany({ where: { to: order.email, template: "order-confirmation" } });
    const [invoice] = await invoicesOf(order.id);
    expect(mail!.text).toContain(`Your invoice ${invoice!.number}`);
    const link = /\/invoice\/file\?token=[\w.-]+/.exec(mail!.html!)?.[0];
    expect(link).toBeDefined();
    const response = await buyerGet(new Request(`${SITE}${link}`));
    expect(response.status).toBe(200);
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(invoice!.number);
  });
});

describe("a refund made at Stripe (webhook)", () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  afterEach(() => setPaymentGateway(undefined));

  it("issues one credit note for the refunded amount, crediting the invoice; the replayed event issues none", async () => {
    setPaymentGateway(fake.gateway());
    const { sessionId, orderId } = await startCheckout();
    fake.pay(sessionId);
    expect(
      (
        await webhook(
          signedEvent({
            id: `evt_c_${sessionId}`,
            type: "checkout.session.completed",
            object: { id: sessionId, object: "checkout.session" },
          }),
        )
      ).status,
    ).toBe(200);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice).toMatchObject({ kind: "invoice", amount: 4700 });
    const refunded = {
      id: `evt_r_${sessionId}`,
      type: "charge.refunded",
      object: refundedCharge({ id: `ch_${sessionId}`, payment_intent: `pi_${sessionId}`, amount: 4700, amount_refunded: 1500 }),
    };
    expect((await webhook(signedEvent(refunded))).status).toBe(200);
    expect((await webhook(signedEvent(refunded))).status).toBe(200);
    const notes = (await invoicesOf(orderId)).filter((d) => d.kind === "credit_note");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ amount: 1500, creditsId: invoice!.id, reason: "refund" });
    expect(notes[0]!.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const refund = await db().refund.findFirstOrThrow({ where: { orderId } });
    expect(notes[0]!.refundId).toBe(refund.id);
  });
});
