// The workflows' steps as plain service functions, without an engine: what each decides and sends.
import { afterEach, describe, expect, it } from "vitest";
import { setMailTransport } from "@/server/mail";
import { resendTransport } from "@/server/mail/resend";
import { remindAbandonedCart } from "@/server/services/carts/reminder";
import { notifySupport } from "@/server/services/leads/contact-notification";
import { sendLeadMagnet, sendNewsletterConfirmation } from "@/server/services/leads/lead-emails";
import { confirmOrder } from "@/server/services/orders/confirmation";
import { unsubscribe, unsubscribeToken } from "@/server/services/leads/unsubscribe";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, orderRow } from "./factories";
import { useFakeServers } from "./fake-servers";

const db = useTestDatabase();
const { resend } = useFakeServers({ resend: true });
afterEach(() => setMailTransport(undefined));

let n = 0;
const address = () => `step${++n}.${process.pid}@mail.fertility-buyers.org`;
const now = () => new Date();

async function cart(override: Record<string, unknown> = {}) {
  const row = await db().cart.create({
    data: {
      email: address(),
      firstName: "Ana",
      productId: "fertility",
      countryCode: "US",
      amount: 4700,
      currency: "usd",
      marketingOptIn: true,
      checkoutUrl: "http://localhost:3000/checkout?product=fertility&country=US",
      ...override,
    },
  });
  return { row, data: { cartId: row.id, savedAt: row.updatedAt.toISOString() } };
}

describe("remindAbandonedCart", () => {
  it("sends one reminder to an open, opted-in cart and marks it reminded", async () => {
    const { row, data } = await cart();
    await expect(remindAbandonedCart(db(), data, now())).resolves.toBe("sent");
    expect(await db().cart.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "reminded", updatedAt: row.updatedAt });
    await expect(remindAbandonedCart(db(), data, now())).resolves.toBe("skipped: already reminded");
    expect(await db().emailOutbox.count({ where: { idempotencyKey: `abandoned-cart:${row.id}` } })).toBe(1);
  });

  it.each([
    [{ status: "checkout_started" }, "skipped: checkout started"],
    [{ status: "completed" }, "skipped: order completed"],
    [{ marketingOptIn: false }, "skipped: no marketing opt-in"],
  ] as const)("skips %j", async (override, outcome) => {
    const { data } = await cart(override);
    await expect(remindAbandonedCart(db(), data, now())).resolves.toBe(outcome);
  });

  it("skips a missing cart, a run of an older save, an unsubscribed address and an owner", async () => {
    await expect(remindAbandonedCart(db(), { cartId: "nope", savedAt: now().toISOString() }, now())).resolves.toBe(
      "skipped: cart not found",
    );
    const older = await cart();
    await expect(remindAbandonedCart(db(), { ...older.data, savedAt: new Date(0).toISOString() }, now())).resolves.toBe(
      "skipped: superseded by a later save",
    );
    const gone = await cart();
    await unsubscribe(db(), await unsubscribeToken(db(), gone.row.email), "page");
    await expect(remindAbandonedCart(db(), gone.data, now())).resolves.toBe("skipped: unsubscribed");
    const owner = await cart();
    await db().order.create({ data: orderRow({ email: owner.row.email, status: "completed" }) });
    await expect(remindAbandonedCart(db(), owner.data, now())).resolves.toBe("skipped: already bought");
    // A pending (unpaid) order is not a purchase.
    const pending = await cart();
    await db().order.create({ data: orderRow({ email: pending.row.email, status: "pending" }) });
    await expect(remindAbandonedCart(db(), pending.data, now())).resolves.toBe("sent");
  });

  it("throws when the mailer fails, leaving the cart open for the engine's retry", async () => {
    setMailTransport(resendTransport("re_test", resend.url));
    resend.state.failing = true;
    const { row, data } = await cart();
    await expect(remindAbandonedCart(db(), data, now())).rejects.toThrow('The "abandoned-cart-reminder" e-mail could not be sent');
    resend.state.failing = false;
    expect(await db().cart.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "open" });
    await expect(remindAbandonedCart(db(), data, now())).resolves.toBe("sent");
  });
});

describe("the other steps", () => {
  it("confirmOrder sends the receipt once", async () => {
    const { orderId } = await completedOrder();
    await expect(confirmOrder(db(), orderId)).resolves.toBe("sent");
    await expect(confirmOrder(db(), orderId)).resolves.toBe("skipped: already sent");
  });

  it("notifySupport mails support once and marks the message", async () => {
    const message = await db().contactMessage.create({ data: { name: "Jane", email: address(), message: "When does it arrive?" } });
    await expect(notifySupport(db(), message.id, now())).resolves.toBe("sent");
    await expect(notifySupport(db(), message.id, now())).resolves.toBe("skipped: already notified");
    await expect(notifySupport(db(), "gone", now())).resolves.toBe("skipped: message not found");
  });

  it("the newsletter confirmation and the checklist go once per address, with one-click unsubscribe", async () => {
    const email = address();
    await db().subscriber.create({ data: { email, source: "newsletter" } });
    await expect(sendNewsletterConfirmation(db(), email, now())).resolves.toBe("sent");
    await expect(sendNewsletterConfirmation(db(), email, now())).resolves.toBe("skipped: already sent");
    await expect(sendLeadMagnet(db(), email, now())).resolves.toBe("sent");
    await expect(sendLeadMagnet(db(), email, now())).resolves.toBe("skipped: already sent");
    const mails = await db().emailOutbox.findMany({ where: { to: email } });
    expect(mails.map((m) => (m.headers as Record<string, string>)["List-Unsubscribe-Post"])).toEqual([
      "List-Unsubscribe=One-Click",
      "List-Unsubscribe=One-Click",
    ]);
    const subscriber = await db().subscriber.findUniqueOrThrow({ where: { email } });
    expect(subscriber.confirmationSentAt).not.toBeNull();
    expect(subscriber.leadMagnetSentAt).not.toBeNull();
  });
});
