// POST /api/webhooks/resend – the delivery of each e-mail as Resend reports it (docs/product.md#delivery)
import { bodyLimits, readText } from "@/server/http/body";
import { withRoute } from "@/server/http/route";
import { getResendWebhookSecret } from "@/server/mail";
import { applyDeliveryEvent } from "@/server/mail/delivery";
import { MailWebhookSignatureError } from "@/server/mail/port";
import { verifyResendWebhook } from "@/server/mail/resend";

const json = (status: number, body: object) => Response.json(body, { status });
const notConfigured = "Resend delivery events are not configured on this server (RESEND_WEBHOOK_SECRET).";

/**
 * Resend's signed delivery events (sent, delivered, delayed, bounced, complained), verified on
 * the raw body with the signing secret, each applied once and in any order. Other event types
 * are acknowledged and ignored, so Resend does not send them again.
 */
export const POST = withRoute("POST /api/webhooks/resend", async ({ req, db }) => {
  const secret = getResendWebhookSecret();
  if (!secret) return json(503, { error: notConfigured });
  const rawBody = await readText(req, bodyLimits.webhook);
  let event;
  try {
    event = verifyResendWebhook(secret, rawBody, req.headers);
  } catch (error) {
    if (error instanceof MailWebhookSignatureError) return json(400, { error: error.message });
    throw error;
  }
  if (!event) return json(200, { received: true });
  const result = await applyDeliveryEvent(db, event);
  return json(200, {
    received: true,
    ...(result.status === "duplicate" ? { duplicate: true } : { delivery: result.state, changed: result.changed }),
  });
});
