import "server-only";
import { Resend } from "resend";
import { type MailTransport, MailDeliveryError } from "./port";

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
          { from: email.from, to: email.to, subject: email.subject, html: email.html, text: email.text, replyTo: email.replyTo, headers: email.headers },
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
