import "server-only";
import { env } from "@/env";
import { outboxTransport } from "./outbox";
import { resendTransport } from "./resend";
import type { MailTransport } from "./port";

let transport: MailTransport | undefined;

/** The mail transport, chosen once from env: Resend with a key, the outbox without. */
export function getMailTransport(): MailTransport {
  transport ??= env.RESEND_API_KEY
    ? resendTransport(env.RESEND_API_KEY, env.RESEND_BASE_URL)
    : outboxTransport(env.NODE_ENV === "development" ? (line) => console.info(line) : undefined);
  return transport;
}

/** Tests swap the transport (for example Resend pointed at a local fake server). */
export function setMailTransport(next: MailTransport | undefined) {
  transport = next;
}

let webhookSecret: { value: string | undefined } | undefined;

/** Resend's webhook signing secret (RESEND_WEBHOOK_SECRET), or undefined when delivery events are not configured. */
export const getResendWebhookSecret = () => (webhookSecret ? webhookSecret.value : env.RESEND_WEBHOOK_SECRET);

/** Tests set or clear the secret; `undefined` goes back to the environment's. */
export function setResendWebhookSecret(next: { value: string | undefined } | undefined) {
  webhookSecret = next;
}
