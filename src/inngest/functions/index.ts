import "server-only";
import { workflows } from "@/server/jobs/workflows";
import { workflowFunction } from "./workflow-function";

/**
 * Every Inngest function of the store, served at /api/inngest: abandoned-cart-reminder,
 * order-confirmation, contact-notification, newsletter-confirmation, lead-magnet-delivery,
 * fresh-download-links, order-refunded.
 */
export const functions = workflows.map(workflowFunction);
