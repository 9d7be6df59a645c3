import { afterEach, describe, expect, it } from "vitest";
import { POST as resendWebhook } from "@/app/api/webhooks/resend/route";
import { setMailTransport, setResendWebhookSecret } from "@/server/mail";
import { outboxTransport } from "@/server/mail/outbox";
import { resendTransport } from "@/server/mail/resend";
import { sendEmail } from "@/server/mail/send-email";
import { MailDeliveryError, type MailTransport } from "@/server/mail/port";
import { useTestDatabase } from "../setup/test-db";
import { rejectionOf } from "./helpers";
import { useFakeServers } from "./fake-servers";
import { RESEND_WEBHOOK_SECRET } from "../mocks/fake-resend";

const db = useTestDatabase();
const { resend } = useFakeServers({ resend: true });
afterEach(() => {
  setMailTransport(undefined);
  setResendWebhookSecret(undefined);
});

/**
 * What the provider then reports about the e-mail: the local adapter has applied the events of
 * Resend's test addresses already; the fake Resend's signed events go through the webhook route.
 */
async function reportDelivery(name: string, providerMessageId: string) {
  if (name !== "resend") return;
  setResendWebhookSecret({ value: RESEND_WEBHOOK_SECRET });
  for (const event of resend.eventsFor(providerMessageId)) {
    const res = await resendWebhook(
      new Request("http://localhost/api/webhooks/resend", { method: "POST", headers: event.headers, body: event.body }),
    );
    expect(res.status).toBe(200);
  }
}

const adapters: [string, () => MailTransport][] = [
  ["outbox", () => outboxTransport()],
  ["resend", () => resendTransport("re_test", resend.url)],
];

// The same contract for both adapters of the mail port.
describe.each(adapters)("mail port contract: %s", (name, make) => {
  const send = (key: string) =>
    sendEmail(db(), {
      to: `${name}-${key}@example.com`,
      template: "newsletter-confirmation",
      props: {
        email: `${name}-${key}@example.com`,
        blogUrl: "http://localhost:3000/blog",
        unsubscribeUrl: "http://localhost:3000/unsubscribe?token=t",
      },
      headers: { "List-Unsubscribe": "<http://localhost:3000/unsubscribe?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      idempotencyKey: `${name}:${key}`,
    });

  it("delivers a rendered e-mail and records it as sent", async () => {
    setMailTransport(make());
    await expect(send("one")).resolves.toMatchObject({ status: "sent" });
    const row = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `${name}:one` } });
    expect(row).toMatchObject({ status: "sent", transport: name, subject: "You're subscribed to Natural Fertility Guides" });
    expect(row.providerMessageId).toBeTruthy();
    expect(row.html).toContain("<html");
    expect(row.text).toContain("is now on our list");
    expect(row.headers).toEqual({
      "List-Unsubscribe": "<http://localhost:3000/unsubscribe?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    if (name === "resend") {
      const posted = resend.received.find((r) => r.headers["idempotency-key"] === `${name}:one`)!;
      expect(posted.body.headers).toEqual(row.headers);
    }
  });

  // Resend's test addresses (docs/product.md#delivery): every delivery state, with no keys.
  it.each([
    ["delivered", "delivered", null, null],
    ["bounced", "bounced", "Mailbox does not exist", "bounced"],
    ["complained", "complained", "Marked as spam by the recipient", "complained"],
  ] as const)(
    "follows %s@resend.dev (with a +label): delivery %s, reason %s, suppressed as %s",
    async (address, delivery, reason, suppressed) => {
      setMailTransport(make());
      const to = `${address}+${name}@resend.dev`;
      const props = { email: to, blogUrl: "http://localhost:3000/blog", unsubscribeUrl: "http://localhost:3000/unsubscribe?token=t" };
      await expect(
        sendEmail(db(), { to, template: "newsletter-confirmation", props, idempotencyKey: `${name}:${address}` }),
      ).resolves.toMatchObject({ status: "sent" });
      const sent = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `${name}:${address}` } });
      await reportDelivery(name, sent.providerMessageId!);
      const row = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `${name}:${address}` } });
      expect(row).toMatchObject({ status: "sent", delivery, deliveryReason: reason });
      expect(row.deliveryAt).toBeInstanceOf(Date);
      const suppression = await db().emailSuppression.findUnique({ where: { email: to } });
      expect(suppression?.reason ?? null).toBe(suppressed);
      // A later e-mail to a suppressed address is not sent (and not written to the outbox).
      const again = await sendEmail(db(), { to, template: "newsletter-confirmation", props, idempotencyKey: `${name}:${address}:again` });
      expect(again.status).toBe(suppressed ? "suppressed" : "sent");
      expect(await db().emailOutbox.count({ where: { idempotencyKey: `${name}:${address}:again` } })).toBe(suppressed ? 0 : 1);
    },
  );

  it("sends a key once, even when asked concurrently", async () => {
    setMailTransport(make());
    const results = await Promise.all(Array.from({ length: 5 }, () => send("twice")));
    expect(results.filter((r) => r.status === "sent")).toHaveLength(1);
    expect(await db().emailOutbox.count({ where: { idempotencyKey: `${name}:twice` } })).toBe(1);
  });
});

describe("resend adapter", () => {
  it("posts from, to, subject, html, text and the idempotency key", async () => {
    const before = resend.received.length;
    await resendTransport("re_test", resend.url).deliver({
      from: "Store <a@store.example>",
      to: "b@example.com",
      subject: "Hi",
      html: "<p>Hi</p>",
      text: "Hi",
      idempotencyKey: "k-1",
    });
    const request = resend.received[before]!;
    expect(request.path).toBe("/emails");
    expect(request.headers["idempotency-key"]).toBe("k-1");
    expect(request.headers.authorization).toBe("Bearer re_test");
    expect(request.body).toMatchObject({ from: "Store <a@store.example>", to: "b@example.com", subject: "Hi", html: "<p>Hi</p>" });
  });

  it("turns a returned error into MailDeliveryError", async () => {
    resend.state.failing = true;
    const error = await rejectionOf(
      resendTransport("re_test", resend.url).deliver({
        from: "a@b.co",
        to: "c@d.co",
        subject: "s",
        html: "h",
        text: "t",
        idempotencyKey: "k-2",
      }),
    );
    resend.state.failing = false;
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error.message).toContain("Resend is down");
  });
});
