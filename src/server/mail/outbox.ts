import "server-only";
import { randomUUID } from "node:crypto";
import type { DeliveryEvent, DeliveryEventType } from "./delivery";
import type { MailTransport } from "./port";

/** What Resend reports for its test addresses (they accept a `+label`): the states each one reaches, in order. */
const testAddresses: Record<string, { types: DeliveryEventType[]; reason?: string }> = {
  delivered: { types: ["email.sent", "email.delivered"] },
  bounced: { types: ["email.sent", "email.bounced"], reason: "Mailbox does not exist" },
  complained: { types: ["email.sent", "email.delivered", "email.complained"], reason: "Marked as spam by the recipient" },
};

/**
 * The delivery events Resend would send for `to` (docs/product.md#delivery): delivered@resend.dev,
 * bounced@resend.dev, complained@resend.dev and their `+label` variants; none for any other address.
 */
export function testAddressEvents(to: string, emailId: string, at = new Date()): DeliveryEvent[] {
  const match = /^(delivered|bounced|complained)(\+[^@]*)?@resend\.dev$/i.exec(to.trim());
  const script = match ? testAddresses[match[1]!.toLowerCase()] : undefined;
  if (!script) return [];
  return script.types.map((type, i) => ({
    id: `local_${randomUUID()}`,
    type,
    emailId,
    to,
    at: new Date(at.getTime() + i),
    reason: type === "email.bounced" || type === "email.complained" ? script.reason : undefined,
  }));
}

/**
 * Local default: the e-mail stays in the EmailOutbox table (written by sendEmail), where
 * admins and tests read it. Nothing leaves the machine. Resend's test addresses get the
 * delivery events Resend would report, so every delivery state is reachable without keys.
 */
export function outboxTransport(log: (line: string) => void = () => {}): MailTransport {
  return {
    name: "outbox",
    async deliver(email) {
      log(`mail: "${email.subject}" to ${email.to} kept in the outbox (no RESEND_API_KEY)`);
      const id = `outbox_${randomUUID()}`;
      return { id, events: testAddressEvents(email.to, id) };
    },
  };
}
