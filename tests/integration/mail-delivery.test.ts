// Delivery tracked, not assumed (docs/product.md#delivery): Resend's signed delivery events on
// POST /api/webhooks/resend, each applied once and in any order; 400 for a bad signature, 503
// unconfigured; the suppression list respected by every send and lifted by the admin;
// "Change e-mail and resend"; the delivery filter; the outgoing email.bounced event.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as resendWebhook } from "@/app/api/webhooks/resend/route";
import { deliveryMessages } from "@/lib/messages";
import { setMailTransport, setResendWebhookSecret } from "@/server/mail";
import { buildWebhookPayload } from "@/server/services/webhooks/payloads";
import { sendEmail } from "@/server/mail/send-email";
import { useTestDatabase } from "../setup/test-db";
import { RESEND_WEBHOOK_SECRET, signedResendEvent } from "../mocks/fake-resend";
import { completedOrder, signedIn } from "./factories";
import { rejectionOf } from "./helpers";
import { useTestEngine } from "./job-engine";

const db = useTestDatabase();
const engine = useTestEngine(db);
beforeEach(() => setResendWebhookSecret({ value: RESEND_WEBHOOK_SECRET }));
afterEach(() => {
  setResendWebhookSecret(undefined);
  setMailTransport(undefined);
});

const post = (event: { body: string; headers: Record<string, string> }) =>
  resendWebhook(new Request("http://localhost/api/webhooks/resend", { method: "POST", headers: event.headers, body: event.body }));

/** An outbox row as a hosted send leaves it: sent, with Resend's id. */
async function sentRow(to: string, orderId: string | null = null) {
  const emailId = `re_${Math.random().toString(36).slice(2)}`;
  await db().emailOutbox.create({
    data: {
      to,
      subject: "Your guide",
      template: "download-links",
      html: "<p/>",
      text: "",
      status: "sent",
      transport: "resend",
      providerMessageId: emailId,
      idempotencyKey: emailId,
      orderId,
      sentAt: new Date(),
    },
  });
  return emailId;
}

const bounce = { message: "Mailbox does not exist", type: "Permanent", subType: "General" };

/** Every order of a list (Heap's algorithm, small lists only). */
function permutations<T>(list: T[]): T[][] {
  if (list.length <= 1) return [list];
  return list.flatMap((item, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe("POST /api/webhooks/resend", () => {
  it("answers 503 while RESEND_WEBHOOK_SECRET is unset, and 400 for a bad or missing signature, applying nothing", async () => {
    const emailId = await sentRow("ana@mail.fertility-buyers.org");
    const event = signedResendEvent({ type: "email.delivered", emailId, to: "ana@mail.fertility-buyers.org" });
    setResendWebhookSecret({ value: undefined });
    const unset = await post(event);
    expect(unset.status).toBe(503);
    expect((await unset.json()).error).toContain("RESEND_WEBHOOK_SECRET");

    setResendWebhookSecret({ value: RESEND_WEBHOOK_SECRET });
    const otherSecret = `whsec_${Buffer.from("another-signing-key-of-32-bytes!").toString("base64")}`;
    const forged = signedResendEvent({ type: "email.delivered", emailId, to: "ana@mail.fertility-buyers.org" }, { secret: otherSecret });
    expect((await post(forged)).status).toBe(400);
    expect((await post({ body: event.body.replace("delivered", "bounced"), headers: event.headers })).status).toBe(400);
    const { "svix-signature": _, ...unsigned } = event.headers;
    expect((await post({ body: event.body, headers: unsigned })).status).toBe(400);
    const stale = signedResendEvent(
      { type: "email.delivered", emailId, to: "ana@mail.fertility-buyers.org" },
      { timestamp: new Date(Date.now() - 3_600_000) },
    );
    expect((await post(stale)).status).toBe(400);
    expect(await db().mailEvent.count()).toBe(0);
    expect((await db().emailOutbox.findFirstOrThrow({ where: { providerMessageId: emailId } })).delivery).toBeNull();
  });

  it("applies each event once: a replay of the same svix-id changes nothing", async () => {
    const emailId = await sentRow("ben@mail.fertility-buyers.org");
    const delivered = signedResendEvent({ type: "email.delivered", emailId, to: "ben@mail.fertility-buyers.org" });
    expect(await (await post(delivered)).json()).toMatchObject({ delivery: "delivered", changed: true });
    // The same event again (Svix retries), then a lower one: the row keeps "delivered".
    expect(await (await post(delivered)).json()).toMatchObject({ duplicate: true });
    await post(signedResendEvent({ type: "email.sent", emailId, to: "ben@mail.fertility-buyers.org" }));
    expect(await db().mailEvent.count()).toBe(2);
    expect(await db().emailOutbox.findFirstOrThrow({ where: { providerMessageId: emailId } })).toMatchObject({ delivery: "delivered" });
  });

  it("ends in the highest state whatever order the events arrive in, each order on its own e-mail", async () => {
    const types = ["email.sent", "email.delivery_delayed", "email.delivered", "email.bounced"];
    for (const order of permutations(types)) {
      const to = `p${Math.random().toString(36).slice(2, 8)}@mail.fertility-buyers.org`;
      const emailId = await sentRow(to);
      for (const type of order)
        expect((await post(signedResendEvent({ type, emailId, to, bounce: type === "email.bounced" ? bounce : undefined }))).status).toBe(
          200,
        );
      const row = await db().emailOutbox.findFirstOrThrow({ where: { providerMessageId: emailId } });
      expect(row, order.join(" → ")).toMatchObject({ delivery: "bounced", deliveryReason: "Mailbox does not exist" });
      expect(await db().emailSuppression.findUnique({ where: { email: to } })).toMatchObject({
        reason: "bounced",
        detail: "Mailbox does not exist",
      });
    }
  });

  it("a transient bounce marks the e-mail but does not suppress the address; a complaint suppresses it; opens are ignored", async () => {
    const soft = await sentRow("full@mail.fertility-buyers.org");
    await post(
      signedResendEvent({
        type: "email.bounced",
        emailId: soft,
        to: "full@mail.fertility-buyers.org",
        bounce: { message: "Mailbox full", type: "Transient", subType: "MailboxFull" },
      }),
    );
    expect(await db().emailSuppression.count({ where: { email: "full@mail.fertility-buyers.org" } })).toBe(0);
    const spam = await sentRow("Spam@Mail.Fertility-Buyers.org");
    await post(signedResendEvent({ type: "email.complained", emailId: spam, to: "Spam@Mail.Fertility-Buyers.org" }));
    expect(await db().emailSuppression.findUnique({ where: { email: "spam@mail.fertility-buyers.org" } })).toMatchObject({
      reason: "complained",
    });
    const opened = await post(signedResendEvent({ type: "email.opened", emailId: spam, to: "spam@mail.fertility-buyers.org" }));
    expect(await opened.json()).toEqual({ received: true });
    expect(await db().emailOutbox.findFirstOrThrow({ where: { providerMessageId: spam } })).toMatchObject({ delivery: "complained" });
  });
});

describe("outgoing email.bounced", () => {
  it("is raised once per bounce of an order's e-mail, with the order, template and reason, when an endpoint listens", async () => {
    const { order } = await completedOrder({ email: "hook@mail.fertility-buyers.org" });
    await db().webhookEndpoint.create({
      data: { url: "https://hooks.fertility-buyers.org/in", events: ["email.bounced"], secretCiphertext: "x" },
    });
    const emailId = await sentRow("hook@mail.fertility-buyers.org", order.id);
    const event = signedResendEvent({ type: "email.bounced", emailId, to: "hook@mail.fertility-buyers.org", bounce });
    await post(event);
    await post(event); // a replay raises nothing more
    const jobs = await db().scheduledJob.findMany({ where: { name: "webhook-fan-out" } });
    expect(jobs).toHaveLength(1);
    const data = jobs[0]!.payload as Parameters<typeof buildWebhookPayload>[1];
    expect(data).toMatchObject({
      type: "email.bounced",
      subjectId: order.id,
      detail: { template: "download-links", reason: "Mailbox does not exist" },
    });
    expect(await buildWebhookPayload(db(), data)).toMatchObject({
      type: "email.bounced",
      data: {
        id: order.id,
        bounce: { template: "download-links", to: "hook@mail.fertility-buyers.org", reason: "Mailbox does not exist" },
      },
    });
  });
});

describe("suppression, the order page and 'Change e-mail and resend'", () => {
  it("a receipt to bounced@resend.dev bounces (local adapter), shows on the order, the filter and /admin's count; resend is a 409 until the address is corrected", async () => {
    const { order } = await completedOrder({ email: "bounced+ana@resend.dev" });
    await engine().run(); // the receipt
    const admin = await signedIn(db(), { admin: true });
    const detail = await admin.caller.orders.get({ orderId: order.id });
    const receipt = detail.emails.find((e) => e.template === "order-confirmation")!;
    expect(receipt).toMatchObject({
      to: "bounced+ana@resend.dev",
      status: "sent",
      delivery: "bounced",
      deliveryReason: "Mailbox does not exist",
    });
    expect(detail.timeline.some((t) => t.kind === "email" && t.title.includes("bounced: mailbox does not exist"))).toBe(true);
    expect(detail.suppression).toMatchObject({ email: "bounced+ana@resend.dev", reason: "bounced" });
    expect((await admin.caller.orders.search({ delivery: "bounced", email: "bounced+ana" })).orders.map((o) => o.id)).toEqual([order.id]);
    expect((await admin.caller.orders.search({ delivery: "delivered", email: "bounced+ana" })).orders).toEqual([]);
    const { count } = await admin.caller.orders.undelivered();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await rejectionOf(admin.caller.orders.search({ delivery: "lost" as "bounced" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: deliveryMessages.unknownDelivery,
    });

    // A resend to the suppressed address asks for a corrected address first; nothing is queued.
    const refused = await rejectionOf(admin.caller.orders.resendLinks({ orderId: order.id }));
    expect(refused).toMatchObject({
      code: "CONFLICT",
      message: deliveryMessages.suppressed("bounced+ana@resend.dev", "bounced", "Mailbox does not exist"),
    });
    expect(await db().scheduledJob.count({ where: { name: "fresh-download-links" } })).toBe(0);

    // Change e-mail and resend: the order's address changes (audited), links go to the new one only.
    const grantsBefore = await db().downloadGrant.findMany({ where: { orderId: order.id }, select: { id: true } });
    expect(await rejectionOf(admin.caller.orders.changeEmail({ orderId: order.id, email: "BOUNCED+ana@resend.dev" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: deliveryMessages.sameEmail,
    });
    expect(await rejectionOf(admin.caller.orders.changeEmail({ orderId: order.id, email: "not an address" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    const changed = await admin.caller.orders.changeEmail({ orderId: order.id, email: "Delivered+ana@resend.dev" });
    expect(changed.message).toBe(deliveryMessages.emailChanged("delivered+ana@resend.dev"));
    await engine().run(); // the fresh links
    const links = await db().emailOutbox.findMany({ where: { orderId: order.id, template: "download-links" } });
    expect(links.map((l) => [l.to, l.delivery])).toEqual([["delivered+ana@resend.dev", "delivered"]]);
    expect(await db().emailOutbox.count({ where: { to: "bounced+ana@resend.dev", template: "download-links" } })).toBe(0);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ email: "delivered+ana@resend.dev" });
    expect(await db().downloadGrant.findMany({ where: { orderId: order.id }, select: { id: true } })).toEqual(grantsBefore);
    expect(await db().auditEvent.findFirst({ where: { action: "order.email_changed", target: order.id } })).toMatchObject({
      actorEmail: admin.user.email,
      details: { from: "bounced+ana@resend.dev", to: "delivered+ana@resend.dev" },
    });
    // The latest e-mail was delivered: the order no longer counts as not received.
    expect(await admin.caller.orders.undelivered()).toEqual({ count: count - 1 });
    expect((await admin.caller.orders.search({ delivery: "bounced", email: "ana@resend.dev" })).orders).toEqual([]);
    expect((await admin.caller.orders.search({ delivery: "delivered", email: "ana@resend.dev" })).orders.map((o) => o.id)).toEqual([
      order.id,
    ]);
  });

  it("marketing to a suppressed address is skipped with an outcome; the admin lifts it (audited) and it is sent again", async () => {
    await db().emailSuppression.create({
      data: { email: "gone@mail.fertility-buyers.org", reason: "bounced", detail: "Mailbox does not exist" },
    });
    const props = {
      email: "gone@mail.fertility-buyers.org",
      blogUrl: "http://localhost:3000/blog",
      unsubscribeUrl: "http://localhost:3000/unsubscribe?token=t",
    };
    expect(
      await sendEmail(db(), { to: "Gone@mail.fertility-buyers.org", template: "newsletter-confirmation", props, idempotencyKey: "n:1" }),
    ).toEqual({ status: "suppressed", reason: "bounced" });
    expect(await db().emailOutbox.count({ where: { idempotencyKey: "n:1" } })).toBe(0);

    const member = await signedIn(db());
    expect((await rejectionOf(member.caller.customers.liftSuppression({ email: "gone@mail.fertility-buyers.org" }))).code).toBe(
      "FORBIDDEN",
    );
    const admin = await signedIn(db(), { admin: true });
    const customer = await admin.caller.customers.get({ email: "gone@mail.fertility-buyers.org" }).catch(() => null);
    expect(customer).toBeNull(); // no order, account or cart: the suppression alone is not a customer
    expect(await admin.caller.customers.liftSuppression({ email: "GONE@mail.fertility-buyers.org" })).toEqual({
      message: deliveryMessages.lifted("gone@mail.fertility-buyers.org"),
    });
    expect(await rejectionOf(admin.caller.customers.liftSuppression({ email: "gone@mail.fertility-buyers.org" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await db().auditEvent.findFirst({ where: { action: "suppression.lifted" } })).toMatchObject({
      target: "gone@mail.fertility-buyers.org",
      details: { reason: "bounced" },
    });
    expect(
      await sendEmail(db(), { to: "gone@mail.fertility-buyers.org", template: "newsletter-confirmation", props, idempotencyKey: "n:2" }),
    ).toMatchObject({ status: "sent" });
  });
});
