import "server-only";
import type { WorkflowSteps } from "@/server/jobs/workflows";
import { sendPasswordResetLink } from "@/server/auth/password-reset-email";
import { followUpDelayMs } from "@/server/services/carts/recovery";
import { firstReminderDelayMs, remindAbandonedCart, remindAgain } from "@/server/services/carts/reminder";
import { sendLibraryCode } from "@/server/services/downloads/library-code-email";
import { sendEditionNoticeBatch } from "@/server/services/downloads/edition-notices";
import { broadcastDelayMs, sendBroadcastBatch } from "@/server/services/broadcasts/send";
import { sendFreshDownloadLinks } from "@/server/services/downloads/links-email";
import { notifySupport } from "@/server/services/leads/contact-notification";
import { sendLeadMagnet, sendNewsletterConfirmation } from "@/server/services/leads/lead-emails";
import { sendRefundEmail } from "@/server/services/money/refund-email";
import { confirmOrder } from "@/server/services/orders/confirmation";
import { sendReviewRequest } from "@/server/services/reviews/request";
import { reviewRequestDelayMs } from "@/server/services/reviews/settings";
import { deliverWebhook, emailEndpointDisabled, fanOutWebhookEvent, webhookRetryDelayMs } from "@/server/services/webhooks/webhooks";

/**
 * The step of every workflow of src/server/jobs/workflows.ts, by id: a plain service call
 * (each unit-tested on its own), with the policy its service decides — when it runs, how it
 * backs off. Handed to the engine where it starts: the local engine in
 * src/instrumentation-node.ts, Inngest's functions in src/app/api/inngest/route.ts. The type
 * refuses a workflow without its step, and a step whose data is not its trigger's.
 */
export const workflowSteps: WorkflowSteps = {
  "abandoned-cart-reminder": {
    delayMs: firstReminderDelayMs,
    run: ({ db, now }, data) => remindAbandonedCart(db, data, now),
  },
  "abandoned-cart-reminder-2": {
    delayFromSettings: (db) => followUpDelayMs(db, 2),
    run: ({ db, now }, data) => remindAgain(db, data, 2, now),
  },
  "abandoned-cart-reminder-3": {
    delayFromSettings: (db) => followUpDelayMs(db, 3),
    run: ({ db, now }, data) => remindAgain(db, data, 3, now),
  },
  "order-confirmation": { run: ({ db }, data) => confirmOrder(db, data.orderId) },
  "contact-notification": { run: ({ db, now }, data) => notifySupport(db, data.messageId, now) },
  "newsletter-confirmation": { run: ({ db, now }, data) => sendNewsletterConfirmation(db, data.email, now) },
  "lead-magnet-delivery": { run: ({ db, now }, data) => sendLeadMagnet(db, data.email, now) },
  "fresh-download-links": { run: ({ db }, data) => sendFreshDownloadLinks(db, data) },
  "password-reset-email": { run: ({ db }, data) => sendPasswordResetLink(db, data) },
  "library-code-email": { run: ({ db }, data) => sendLibraryCode(db, data) },
  "order-refunded": { run: ({ db }, data) => sendRefundEmail(db, data) },
  "webhook-fan-out": { run: ({ db, now }, data) => fanOutWebhookEvent(db, data, now) },
  "webhook-delivery": {
    retryDelayMs: webhookRetryDelayMs,
    run: ({ db, now, attempt, final }, data) => deliverWebhook(db, data, { now, attempt, final }),
  },
  "webhook-disabled-email": { run: ({ db }, data) => emailEndpointDisabled(db, data) },
  "edition-notices": { run: ({ db }, data) => sendEditionNoticeBatch(db, data) },
  "review-request": { delayFromSettings: reviewRequestDelayMs, run: ({ db }, data) => sendReviewRequest(db, data.orderId) },
  "broadcast-send": { delayMs: broadcastDelayMs, run: ({ db, now }, data) => sendBroadcastBatch(db, data, { now }) },
};
