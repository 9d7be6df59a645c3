import "server-only";
import {
  webhookCreateInput,
  webhookDeliveriesInput,
  webhookIdInput,
  webhookRedeliverInput,
  webhookUpdateInput,
} from "@/lib/validation/webhooks";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverWebhook,
  updateWebhookEndpoint,
} from "@/server/services/webhooks/webhooks";

/**
 * Outgoing webhooks, managed at /admin/webhooks (docs/webhooks.md). Admin sessions only: an API
 * key cannot add an endpoint (it could point the store's signed events anywhere).
 */
export const webhooksRouter = createTRPCRouter({
  /** Every endpoint: URL, events, enabled / disabled, failing since, delivery counts (never the secret). */
  list: adminProcedure.query(({ ctx }) => listWebhookEndpoints(ctx.db)),
  /** A new endpoint; `{ id, secret }` — the `whsec_` secret is returned this once (audited). Bad URL → 400. */
  create: adminProcedure.input(webhookCreateInput).mutation(({ ctx, input }) => createWebhookEndpoint(ctx.db, ctx.viewer, input)),
  /** Change the URL or events, enable or disable (audited). */
  update: adminProcedure.input(webhookUpdateInput).mutation(({ ctx, input }) => updateWebhookEndpoint(ctx.db, ctx.viewer, input)),
  /** Delete the endpoint and its deliveries (audited). */
  delete: adminProcedure.input(webhookIdInput).mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.db, ctx.viewer, input.id)),
  /** One endpoint's latest deliveries: event, status, response code, time, attempts. */
  deliveries: adminProcedure
    .input(webhookDeliveriesInput)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.db, input.endpointId, input.limit)),
  /** Sends a delivery again now (same `webhook-id`; audited). */
  redeliver: adminProcedure
    .input(webhookRedeliverInput)
    .mutation(({ ctx, input }) => redeliverWebhook(ctx.db, ctx.viewer, input.deliveryId)),
});
