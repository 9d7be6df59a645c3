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
