import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { missingStripeMessage, ProductionConfigError } from "@/server/production-guard";
import type { PaymentGateway } from "./port";
import { localGateway } from "./local";
import { stripeGateway } from "./stripe";

let gateway: PaymentGateway | undefined;

/**
 * The payments adapter, chosen once from env: Stripe with STRIPE_SECRET_KEY, the local test page
 * without — which a production server refuses unless ALLOW_TEST_PAYMENTS=1 (the start already
 * stops on it, src/instrumentation.ts; this keeps any other path from handing out free guides).
 */
export function getPaymentGateway(): PaymentGateway {
  if (!gateway && !env.STRIPE_SECRET_KEY && env.NODE_ENV === "production" && !env.ALLOW_TEST_PAYMENTS) {
    throw new ProductionConfigError([{ key: "STRIPE_SECRET_KEY", message: missingStripeMessage }]);
  }
  gateway ??= env.STRIPE_SECRET_KEY
    ? stripeGateway({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        siteUrl: env.NEXT_PUBLIC_SITE_URL,
        api: apiBase(env.STRIPE_API_BASE),
      })
    : localGateway(getDb);
  return gateway;
}

/** STRIPE_API_BASE as the SDK's host/port/protocol (unset: Stripe itself). */
function apiBase(base: string | undefined) {
  if (!base) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol } as const;
}

/** Tests swap the adapter (for example Stripe pointed at a local fake server). */
export function setPaymentGateway(next: PaymentGateway | undefined) {
  gateway = next;
}
