import "server-only";
import { render } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import { env } from "@/env";
import { isUniqueViolation } from "@/server/db/errors";
import type { Db } from "@/server/db/open";
import { getMailTransport } from ".";
import { applyDeliveryEvent, suppressionOf } from "./delivery";
import { type EmailProps, type EmailTemplateName, emailTemplates } from "./templates";
import { MailDeliveryError } from "./port";

export type SendEmailInput<N extends EmailTemplateName> = {
  to: string;
  template: N;
  props: EmailProps<N>;
  /** Same key, same e-mail: sent at most once. */
  idempotencyKey: string;
  replyTo?: string;
  /** Extra headers (marketing e-mail: unsubscribeHeaders() from server/services/leads/unsubscribe.ts). */
  headers?: Record<string, string>;
  /** The order the e-mail is about (receipt, links, refund): its timeline shows the e-mail and its delivery. */
  orderId?: string;
};

/**
 * Renders a template, records it in the outbox and delivers it through the mail port.
 * A key already sent (or being sent) is not delivered again. A delivery failure leaves the
 * row as `failed` (retried by the next call with the same key) and throws MailDeliveryError,
 * naming the template: the callers are mostly background steps (the engine retries them and
 * the dashboard shows the error); a caller on a person's request maps it to that person's text.
 * An address on the suppression list (a hard bounce or a complaint, docs/product.md#delivery) is
 * sent nothing: the answer is `{ status: "suppressed" }` and no outbox row is written. The local
 * adapter's delivery events (Resend's test addresses) are applied here as the webhook's are.
 */
export async function sendEmail<N extends EmailTemplateName>(db: Db, input: SendEmailInput<N>) {
  const { component, subject: subjectOf } = emailTemplates[input.template] as {
    component: (props: EmailProps<N>) => ReactElement;
    subject: (props: EmailProps<N>) => string;
  };
  const element = createElement(component, input.props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const subject = subjectOf(input.props);
  const transport = getMailTransport();

  const suppression = await suppressionOf(db, input.to);
  if (suppression) return { status: "suppressed" as const, reason: suppression.reason };

  const row = await claimOutboxRow(db, { ...input, subject, html, text, transport: transport.name });
  if (!row) return { status: "duplicate" as const };

  try {
    const { id, events } = await transport.deliver({
      from: env.MAIL_FROM,
      to: input.to,
      subject,
      html,
      text,
      idempotencyKey: input.idempotencyKey,
      replyTo: input.replyTo,
      headers: input.headers,
    });
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { status: "sent", providerMessageId: id, sentAt: new Date(), error: null },
    });
    for (const event of events ?? []) await applyDeliveryEvent(db, event);
    return { status: "sent" as const, id: row.id };
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "failed", error: error.message } });
    throw new MailDeliveryError(`The "${input.template}" e-mail could not be sent.`, { cause: error });
  }
}

type NewRow = {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  idempotencyKey: string;
  transport: string;
  headers?: Record<string, string>;
  orderId?: string;
};

/** Creates the outbox row, or takes over a failed one; null when the key is sent or in flight. */
async function claimOutboxRow(db: Db, row: NewRow) {
  const data = {
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    template: row.template,
    idempotencyKey: row.idempotencyKey,
    transport: row.transport,
    headers: row.headers,
    orderId: row.orderId,
  };
  try {
    return await db.emailOutbox.create({ data: { ...data, attempts: 1 }, select: { id: true } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const retried = await db.emailOutbox.updateMany({
    where: { idempotencyKey: row.idempotencyKey, status: "failed" },
    data: { ...data, status: "queued", attempts: { increment: 1 } },
  });
  if (retried.count === 0) return null;
  return db.emailOutbox.findUnique({ where: { idempotencyKey: row.idempotencyKey }, select: { id: true } });
}
