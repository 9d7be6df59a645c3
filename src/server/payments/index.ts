import { env } from "@/env";
import { getDb } from "@/server/db";
import type { PaymentGateway } from "./gateway";
import { localGateway } from "./local-gateway";
import { stripeGateway } from "./stripe-gateway";

let gateway: PaymentGateway | undefined;

/** The payments adapter, chosen once from env: Stripe with STRIPE_SECRET_KEY, the local test page without. */
export function getPaymentGateway(): PaymentGateway {
  gateway ??= env.STRIPE_SECRET_KEY
    ? stripeGateway({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, siteUrl: env.NEXT_PUBLIC_SITE_URL })
    : localGateway(getDb);
  return gateway;
}

/** Tests swap the adapter (for example Stripe pointed at a local fake server). */
export function setPaymentGateway(next: PaymentGateway | undefined) {
  gateway = next;
}
