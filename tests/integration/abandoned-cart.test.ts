// The abandoned-cart workflow on the local engine, driven by an injected clock (docs/product.md#emails-and-jobs: 5 minutes).
import { afterEach, describe, expect, it } from "vitest";
import type { SaveCartInput } from "@/lib/validation/checkout";
import { setMailTransport } from "@/server/mail";
import { getPaymentGateway } from "@/server/payments";
import { isLocalGateway } from "@/server/payments/local";
import { resendTransport } from "@/server/mail/resend";
import { unsubscribe, unsubscribeToken } from "@/server/services/leads/unsubscribe";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, signedIn, startCheckout } from "./factories";
import { callerFor } from "./helpers";
import { useTestEngine } from "./job-engine";
import { useFakeServers } from "./fake-servers";

const db = useTestDatabase();
const engine = useTestEngine(db);
const { resend } = useFakeServers({ resend: true });
afterEach(() => setMailTransport(undefined));

const MIN = 60_000;
let n = 0;
const address = () => `cart${++n}.${process.pid}@mail.fertility-buyers.org`;

async function saveCart(override: Partial<SaveCartInput> = {}) {
  const input = {
    email: address(),
    firstName: "Ana",
    product: "fertility" as const,
    countryCode: "US" as const,
    marketingOptIn: true,
    ...override,
  };
  await (await callerFor()).checkout.saveCart(input);
  return input;
}
const reminders = (email: string) => db().emailOutbox.findMany({ where: { to: email, template: "abandoned-cart-reminder" } });
const jobOf = async (email: string) => {
  const cart = await db().cart.findFirstOrThrow({ where: { email } });
  return db().scheduledJob.findUniqueOrThrow({ where: { idempotencyKey: `abandoned-cart-reminder:${cart.id}` } });
};

describe("abandoned-cart reminder", () => {
  it("nothing at 4:59; at 5:00 one e-mail with the payload of docs/product.md#emails-and-jobs, the checkout link and one-click unsubscribe", async () => {
    const { email } = await saveCart({ product: "intimacy", countryCode: "UK", discount: "SAVE50" });
    expect(await engine().advance(4 * MIN + 59_000)).toBe(0);
    expect(await reminders(email)).toHaveLength(0);

    expect(await engine().advance(1000)).toBe(1);
    const [mail, ...more] = await reminders(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ status: "sent", subject: expect.stringContaining("From Frustration to Fulfillment") });
    expect(mail!.html).toContain("Ana, your guide is still waiting");
    expect(mail!.text).toContain("£14.50"); // UK price 29.00, SAVE50
    expect(mail!.html).toContain("http://localhost:3000/checkout?product=intimacy&amp;country=UK&amp;discount=SAVE50");
    const headers = mail!.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = await unsubscribeToken(db(), email);
    expect(headers["List-Unsubscribe"]).toBe(`<http://localhost:3000/unsubscribe?token=${token}>`);
    expect(mail!.html).toContain(`/unsubscribe?token=${token}`);

    expect(await db().cart.findFirstOrThrow({ where: { email } })).toMatchObject({ status: "reminded" });
    expect(await jobOf(email)).toMatchObject({ status: "done", outcome: "sent", attempts: 1 });
    expect(await engine().advance(60 * MIN)).toBe(0); // at most once
  });

  it("checkout started before 5:00: the job is cancelled, no e-mail", async () => {
    const { email } = await saveCart();
    await engine().advance(3 * MIN);
    await startCheckout({ email, product: "fertility" });
    expect(await jobOf(email)).toMatchObject({ status: "cancelled", outcome: "cancelled by checkout/started" });
    await engine().advance(10 * MIN);
    expect(await reminders(email)).toHaveLength(0);
  });

  it("no marketing opt-in: no e-mail (the job says why)", async () => {
    const { email } = await saveCart({ marketingOptIn: false });
    await engine().advance(5 * MIN);
    expect(await reminders(email)).toHaveLength(0);
    expect(await jobOf(email)).toMatchObject({ status: "done", outcome: "skipped: no marketing opt-in" });
  });

  it("ticking the opt-in later restarts the wait and then reminds", async () => {
    const { email } = await saveCart({ marketingOptIn: false });
    await engine().advance(5 * MIN);
    await saveCart({ email, marketingOptIn: true });
    expect(await engine().advance(4 * MIN)).toBe(0);
    await engine().advance(1 * MIN);
    expect(await reminders(email)).toHaveLength(1);
  });

  it("bought meanwhile: the order cancels the reminder, and the receipt is sent once", async () => {
    const { email } = await saveCart();
    await engine().advance(MIN);
    await completedOrder({ email, product: "fertility" });
    await engine().advance(5 * MIN);
    expect(await reminders(email)).toHaveLength(0);
    expect(await db().emailOutbox.count({ where: { to: email, template: "order-confirmation" } })).toBe(1);
    expect(await jobOf(email)).toMatchObject({ status: "cancelled" });
  });

  it("back from the payment page, typing again, then paying: order/completed cancels the new wait", async () => {
    const { email } = await saveCart();
    const { sessionId } = await startCheckout({ email, product: "fertility" });
    await saveCart({ email }); // the buyer came back to the checkout and edited the form
    expect(await jobOf(email)).toMatchObject({ status: "pending" });
    const gateway = getPaymentGateway();
    if (!isLocalGateway(gateway)) throw new Error("needs the local payments adapter");
    await gateway.pay(sessionId);
    await (await callerFor()).orders.verify({ sessionId });
    expect(await jobOf(email)).toMatchObject({ status: "cancelled", outcome: "cancelled by order/completed" });
    await engine().advance(5 * MIN);
    expect(await reminders(email)).toHaveLength(0);
  });

  it("bought meanwhile in another cart (the bundle grants this guide): no e-mail", async () => {
    const { email } = await saveCart({ product: "fertility" });
    await completedOrder({ email, product: "bundle" });
    await engine().advance(5 * MIN);
    expect(await reminders(email)).toHaveLength(0);
    expect(await jobOf(email)).toMatchObject({ status: "done", outcome: "skipped: already bought" });
  });

  it("the same cart saved three times: the wait restarts, one e-mail 5 minutes after the last save", async () => {
    const { email } = await saveCart({ firstName: "A" });
    await engine().advance(2 * MIN);
    await saveCart({ email, firstName: "An" });
    await engine().advance(2 * MIN);
    await saveCart({ email, firstName: "Ana" });
    const cart = await db().cart.findFirstOrThrow({ where: { email } });
    expect(await db().scheduledJob.count({ where: { payload: { path: ["cartId"], equals: cart.id } } })).toBe(1);
    expect(await engine().advance(4 * MIN)).toBe(0); // 8 min after the first save, 4 after the last
    expect(await engine().advance(1 * MIN)).toBe(1);
    const mails = await reminders(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain("Ana, your guide");
  });

  it("unsubscribed: never reminded", async () => {
    const email = address();
    expect(await unsubscribe(db(), await unsubscribeToken(db(), email), "page")).toEqual({ email });
    await saveCart({ email });
    await engine().advance(5 * MIN);
    expect(await reminders(email)).toHaveLength(0);
    expect(await jobOf(email)).toMatchObject({ status: "done", outcome: "skipped: unsubscribed" });
  });

  it("mailer failing: retried with back-off, then failed and visible to the admin; a retry sends it once", async () => {
    setMailTransport(resendTransport("re_test", resend.url));
    resend.state.failing = true;
    const { email } = await saveCart();
    await engine().advance(5 * MIN);
    expect(await jobOf(email)).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("Resend is down") });
    // Back-off 30 s, 1, 2, 4 min: nothing runs before each is due.
    for (const wait of [30_000, 60_000, 120_000, 240_000]) {
      expect(await engine().advance(wait - 1000)).toBe(0);
      expect(await engine().advance(1000)).toBe(1);
    }
    const failed = await jobOf(email);
    expect(failed).toMatchObject({ status: "failed", attempts: 5, maxAttempts: 5 });
    expect(await db().emailOutbox.findFirstOrThrow({ where: { to: email } })).toMatchObject({ status: "failed", attempts: 5 });
    expect(await db().cart.findFirstOrThrow({ where: { email } })).toMatchObject({ status: "open" }); // nothing lost

    const admin = await signedIn(db(), { admin: true });
    const listed = await admin.caller.jobs.list({ status: "failed" });
    expect(listed.jobs.find((j) => j.id === failed.id)).toMatchObject({
      name: "Abandoned cart: reminder e-mail",
      attempts: 5,
      retryable: true,
      lastError: expect.stringContaining("Resend is down"),
    });

    resend.state.failing = false;
    await admin.caller.jobs.retry({ id: failed.id });
    expect(await engine().run()).toBe(1);
    expect(await reminders(email)).toMatchObject([{ status: "sent" }]);
    const cart = await db().cart.findFirstOrThrow({ where: { email } });
    expect(resend.received.filter((r) => r.headers["idempotency-key"] === `abandoned-cart:${cart.id}`)).toHaveLength(6); // 5 failed, 1 delivered
    expect(await jobOf(email)).toMatchObject({ status: "done", outcome: "sent" });
  });

  it("server restarted while waiting: the new process still sends it", async () => {
    const { email } = await saveCart();
    await engine().advance(2 * MIN);
    const restarted = engine().restart();
    await restarted.advance(3 * MIN);
    expect(await reminders(email)).toHaveLength(1);
  });

  it("server died while running the job: another process takes it over after the lease", async () => {
    const { email } = await saveCart();
    const job = await jobOf(email);
    engine().clock.advance(5 * MIN);
    await db().scheduledJob.update({
      where: { id: job.id },
      data: { status: "running", lockedBy: "dead-worker", lockedAt: engine().clock.now(), attempts: 1 },
    });
    expect(
      await engine()
        .restart()
        .advance(4 * MIN),
    ).toBe(0); // the claim is still fresh
    expect(
      await engine()
        .restart()
        .advance(1 * MIN + 1000),
    ).toBe(1);
    expect(await reminders(email)).toHaveLength(1);
    expect(await jobOf(email)).toMatchObject({ status: "done", attempts: 2 });
  });
});
