import "server-only";
import { eventType, Inngest } from "inngest";
import { env } from "@/env";
import { eventSchemas } from "@/server/jobs/events";

// INNGEST_DEV: "1"/"true" → the Dev Server on localhost:8288; a URL → the Dev Server there.
const devSetting = env.INNGEST_DEV?.trim().toLowerCase();
const devUrl = devSetting && /^https?:\/\//.test(devSetting) ? env.INNGEST_DEV!.trim() : undefined;
const inngestDev = Boolean(devUrl) || devSetting === "1" || devSetting === "true";

/** Inngest runs the workflows when it has keys (Inngest Cloud) or a Dev Server; else the local engine does. */
export const inngestConfigured = inngestDev || Boolean(env.INNGEST_EVENT_KEY || env.INNGEST_SIGNING_KEY);

/** Where an operator sees the runs: the Dev Server's UI, or Inngest Cloud. */
export const inngestDashboardUrl = inngestDev ? (devUrl ?? "http://localhost:8288") : "https://app.inngest.com";

/** The store's Inngest app, served at /api/inngest. Settings come from src/env.js only. */
export const inngest = new Inngest({
  id: "fertility-guides-store",
  eventKey: env.INNGEST_EVENT_KEY,
  signingKey: env.INNGEST_SIGNING_KEY,
  isDev: inngestDev,
  baseUrl: devUrl,
});

/** The typed events (src/server/jobs/events.ts): triggers and cancellations of the functions. */
export const events = {
  cartSaved: eventType("cart/saved", { schema: eventSchemas["cart/saved"] }),
  checkoutStarted: eventType("checkout/started", { schema: eventSchemas["checkout/started"] }),
  orderCompleted: eventType("order/completed", { schema: eventSchemas["order/completed"] }),
  contactReceived: eventType("contact/received", { schema: eventSchemas["contact/received"] }),
  newsletterSubscribed: eventType("newsletter/subscribed", { schema: eventSchemas["newsletter/subscribed"] }),
  leadMagnetClaimed: eventType("lead-magnet/claimed", { schema: eventSchemas["lead-magnet/claimed"] }),
  orderRefunded: eventType("order/refunded", { schema: eventSchemas["order/refunded"] }),
};
