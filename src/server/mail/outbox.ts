import "server-only";
import { randomUUID } from "node:crypto";
import type { MailTransport } from "./port";

/**
 * Local default: the e-mail stays in the EmailOutbox table (written by sendEmail), where
 * admins and tests read it. Nothing leaves the machine.
 */
export function outboxTransport(log: (line: string) => void = () => {}): MailTransport {
  return {
    name: "outbox",
    async deliver(email) {
      log(`mail: "${email.subject}" to ${email.to} kept in the outbox (no RESEND_API_KEY)`);
      return { id: `outbox_${randomUUID()}` };
    },
  };
}
