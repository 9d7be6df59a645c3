import "server-only";
import type { DeliveryEvent } from "./delivery";

/** One e-mail, rendered, ready for a transport. */
export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  idempotencyKey: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing e-mail. */
  headers?: Record<string, string>;
};

/**
 * The mail port: Resend when RESEND_API_KEY is set, the database outbox otherwise. Both
 * adapters pass tests/integration/mail-contract.test.ts.
 */
export interface MailTransport {
  readonly name: "resend" | "outbox";
  /**
   * Hands the e-mail over; resolves with the provider's id, rejects with MailDeliveryError. The
   * local adapter also returns the delivery events Resend would report for its test addresses
   * (sendEmail applies them as the webhook route applies Resend's).
   */
  deliver(email: OutgoingEmail): Promise<{ id: string; events?: DeliveryEvent[] }>;
}

export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailDeliveryError";
  }
}

/** A delivery webhook whose signature does not verify (400). */
export class MailWebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MailWebhookSignatureError";
  }
}
