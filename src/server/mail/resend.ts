import "server-only";
import { Resend, type WebhookEventPayload } from "resend";
import { Webhook } from "standardwebhooks";
import { type DeliveryEvent, deliveryEventTypes } from "./delivery";
import { type MailTransport, MailDeliveryError, MailWebhookSignatureError } from "./port";

/**
 * Resend adapter. Resend *returns* errors instead of throwing, so `error` is
 * checked; the idempotency key stops a retried request from sending twice on their side.
 */
export function resendTransport(apiKey: string, baseUrl?: string): MailTransport {
  const client = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    name: "resend",
    async deliver(email) {
      let result: Awaited<ReturnType<typeof client.emails.send>>;
      try {
        result = await client.emails.send(
          {
            from: email.from,
            to: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
            replyTo: email.replyTo,
            headers: email.headers,
          },
          { idempotencyKey: email.idempotencyKey },
        );
      } catch (cause) {
        throw new MailDeliveryError(`Resend request failed: ${(cause as Error).message}`, { cause });
      }
      if (result.error || !result.data) {
        throw new MailDeliveryError(`Resend refused the e-mail: ${result.error?.message ?? "no id returned"}`);
      }
      return { id: result.data.id };
    },
  };
}

/**
 * Verifies one of Resend's webhook requests and reads the delivery event in it; null for an
 * event type the store does not track (opens and clicks are not asked for, docs/product.md#delivery).
 * Resend signs with Svix, whose scheme is Standard Webhooks: the `standardwebhooks` package is
 * what the `resend` SDK's own `webhooks.verify` calls (that method needs an API-key client;
 * receiving events does not). Verifies the raw body and the timestamp's tolerance; throws
 * MailWebhookSignatureError otherwise.
 */
export function verifyResendWebhook(secret: string, rawBody: string, headers: Headers): DeliveryEvent | null {
  const id = headers.get("svix-id");
  const timestamp = headers.get("svix-timestamp");
  const signature = headers.get("svix-signature");
  if (!id || !timestamp || !signature) throw new MailWebhookSignatureError("Missing svix-id, svix-timestamp or svix-signature header.");
  let payload: WebhookEventPayload;
  try {
    payload = new Webhook(secret).verify(rawBody, {
      "webhook-id": id,
      "webhook-timestamp": timestamp,
      "webhook-signature": signature,
    }) as WebhookEventPayload;
  } catch (error) {
    throw new MailWebhookSignatureError(`The signature does not verify: ${(error as Error).message}`);
  }
  const type = deliveryEventTypes.find((t) => t === payload.type);
  if (!type) return null;
  // The five tracked types carry an e-mail's data (BaseEmailEventData, a bounce's details).
  const data = payload.data as { email_id: string; to: string[]; bounce?: { message: string; type: string } };
  const bounce = data.bounce;
  return {
    id,
    type,
    emailId: data.email_id,
    to: data.to[0] ?? "",
    at: new Date(payload.created_at),
    reason: bounce ? bounce.message : type === "email.complained" ? "Marked as spam by the recipient" : undefined,
    transient: bounce?.type === "Transient",
  };
}
