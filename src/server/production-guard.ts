import "server-only";
import { clerkKeysFrom } from "@/lib/auth/clerk-keys";

/**
 * What a production server must have, checked once at start (src/instrumentation.ts): a local
 * default that is unsafe in production is refused, one that only limits the store is warned
 * about. Each rule is a small pure function of the settings; to add a check, add a rule.
 */
export type GuardSettings = {
  NODE_ENV: string;
  ALLOW_TEST_PAYMENTS: boolean;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  RESEND_API_KEY?: string;
  DOWNLOAD_TOKEN_SECRET?: string;
  UPLOADTHING_TOKEN?: string;
  DATABASE_URL?: string;
  INNGEST_EVENT_KEY?: string;
  INNGEST_SIGNING_KEY?: string;
  TRUSTED_PROXY_HOPS?: number;
  CLIENT_IP_HEADER?: string;
  /** Whether each request carries its socket's address (src/server/http/socket-address.ts); undefined when not checked. */
  SOCKET_ADDRESS_STAMPED?: boolean;
  WEBHOOKS_ALLOW_PRIVATE_URLS?: string;
  WEBHOOK_SECRETS_KEY?: string;
  BETTER_AUTH_SECRET?: string;
  CLERK_SECRET_KEY?: string;
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY?: string;
  /** Whether the running build was made with Clerk on ("1") or off ("0"): next.config.mjs inlines it. */
  CLERK_BUILT_ON?: string;
};

/** One finding: the setting it is about, and what happens without it. */
export type Finding = { key: string; message: string };

type Rule = (s: GuardSettings) => { refuse?: Finding; warn?: Finding } | null;

/** Test payments are on: the local payment adapter completes orders with no payment provider. */
export const testPaymentsOn = (s: Pick<GuardSettings, "STRIPE_SECRET_KEY">) => !s.STRIPE_SECRET_KEY;

/** A production store that takes money for real (Stripe) rather than a test store (ALLOW_TEST_PAYMENTS=1). */
const sellsForReal = (s: GuardSettings) => !!s.STRIPE_SECRET_KEY;

export const missingStripeMessage =
  "STRIPE_SECRET_KEY is not set: this production server would serve the test-payment page, where anyone can complete an order and download the guides without paying. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_PAYMENTS=1 for a test store.";

export const missingAuthSecretMessage =
  "BETTER_AUTH_SECRET is not set: the sign-in cookies of local accounts could not be signed safely. Set it to a random string of at least 32 characters (openssl rand -base64 32), or configure Clerk.";

export const clerkBuildMismatchMessage =
  "Clerk's keys differ between this build and this server: the browser code was built with Clerk {built}, the server has it {running}, so nobody could sign in. Set both CLERK_SECRET_KEY and NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY (or neither) before `npm run build`, and start with the same settings.";

export const clientAddressMessages = {
  both: "TRUSTED_PROXY_HOPS and CLIENT_IP_HEADER are both set: the client's address would come from one and the other be ignored. Set only CLIENT_IP_HEADER (a header your platform sets and overwrites) or only TRUSTED_PROXY_HOPS (the number of proxies that append to X-Forwarded-For).",
  forwarded:
    "CLIENT_IP_HEADER names {header}, a list the client starts itself: its first entry is whatever the client sent, so one client could pose as any other and use up their limits. Set TRUSTED_PROXY_HOPS to the number of proxies in front of the app instead.",
  noSocket:
    "Neither TRUSTED_PROXY_HOPS nor CLIENT_IP_HEADER is set, and this server could not read each connection's address: every client would share one rate-limit allowance, so one client could block checkout for everyone. Set TRUSTED_PROXY_HOPS or CLIENT_IP_HEADER.",
};

/** Why the client's address cannot be read right with these settings, or null. */
function clientAddressProblem(s: GuardSettings): string | null {
  const header = s.CLIENT_IP_HEADER?.toLowerCase();
  if (header && s.TRUSTED_PROXY_HOPS) return clientAddressMessages.both;
  if (header === "x-forwarded-for" || header === "forwarded") return clientAddressMessages.forwarded.replace("{header}", header);
  if (!header && !s.TRUSTED_PROXY_HOPS && s.SOCKET_ADDRESS_STAMPED === false) return clientAddressMessages.noSocket;
  return null;
}

const rules: Rule[] = [
  // Payments: the local adapter hands out guides for free.
  (s) =>
    !testPaymentsOn(s)
      ? null
      : s.ALLOW_TEST_PAYMENTS
        ? {
            warn: {
              key: "ALLOW_TEST_PAYMENTS",
              message:
                "TEST PAYMENTS ARE ON (ALLOW_TEST_PAYMENTS=1, no STRIPE_SECRET_KEY): anyone can complete an order without paying; every checkout page says so.",
            },
          }
        : { refuse: { key: "STRIPE_SECRET_KEY", message: missingStripeMessage } },
  // Stripe without its webhook secret: orders of buyers who close the tab before the thank-you page never complete.
  (s) =>
    s.STRIPE_SECRET_KEY && !s.STRIPE_WEBHOOK_SECRET
      ? {
          refuse: {
            key: "STRIPE_WEBHOOK_SECRET",
            message:
              "STRIPE_WEBHOOK_SECRET is not set: Stripe's webhook cannot be verified, so a paid order is completed only if its buyer reaches the thank-you page.",
          },
        }
      : null,
  // Mail: the outbox keeps every e-mail in the database; a paying buyer would never get a receipt or a fresh link.
  (s) =>
    s.RESEND_API_KEY
      ? null
      : sellsForReal(s)
        ? {
            refuse: {
              key: "RESEND_API_KEY",
              message:
                "RESEND_API_KEY is not set: receipts, download links and every other e-mail would stay in the EmailOutbox table and never reach buyers.",
            },
          }
        : {
            warn: {
              key: "RESEND_API_KEY",
              message:
                "RESEND_API_KEY is not set: e-mails are kept in the EmailOutbox table, not delivered (acceptable for a test store only).",
            },
          },
  // Accounts: without Clerk, Better Auth signs session cookies with BETTER_AUTH_SECRET; a known or missing one lets anyone forge a session.
  (s) => (s.BETTER_AUTH_SECRET || s.CLERK_SECRET_KEY ? null : { refuse: { key: "BETTER_AUTH_SECRET", message: missingAuthSecretMessage } }),
  // Accounts: the browser's adapter is fixed at build time (NEXT_PUBLIC_CLERK_ON), the server's at start.
  (s) => {
    if (s.CLERK_BUILT_ON === undefined) return null;
    const built = s.CLERK_BUILT_ON === "1";
    const running = !!clerkKeysFrom(s);
    if (built === running) return null;
    const onOff = (on: boolean) => (on ? "on" : "off");
    return {
      refuse: {
        key: "CLERK_SECRET_KEY",
        message: clerkBuildMismatchMessage.replace("{built}", onOff(built)).replace("{running}", onOff(running)),
      },
    };
  },
  (s) =>
    s.DOWNLOAD_TOKEN_SECRET
      ? null
      : {
          warn: {
            key: "DOWNLOAD_TOKEN_SECRET",
            message:
              "DOWNLOAD_TOKEN_SECRET is not set: download links are signed with a key generated once and kept in the database (AppSecret), shared by every instance; set it to keep the key out of the database and to rotate it.",
          },
        },
  (s) =>
    s.UPLOADTHING_TOKEN
      ? null
      : {
          warn: {
            key: "UPLOADTHING_TOKEN",
            message:
              "UPLOADTHING_TOKEN is not set: guide files live on this machine's disk (UPLOADS_DIR); every instance must see the same folder.",
          },
        },
  (s) =>
    s.DATABASE_URL
      ? null
      : {
          warn: {
            key: "DATABASE_URL",
            message:
              "DATABASE_URL is not set: the embedded database (PGlite) serves this one process only; a second instance needs PostgreSQL.",
          },
        },
  (s) =>
    s.INNGEST_EVENT_KEY && s.INNGEST_SIGNING_KEY
      ? null
      : {
          warn: {
            key: "INNGEST_EVENT_KEY",
            message:
              "Inngest is not configured: background jobs (e-mails, reminders) run inside this web process from the ScheduledJob table.",
          },
        },
  // The client's address: each per-client limit (checkout, sign-in, the beacon's visitor…) counts by it.
  (s) => (clientAddressProblem(s) ? { refuse: { key: "CLIENT_IP_HEADER", message: clientAddressProblem(s)! } } : null),
  // Webhooks: the flag lets an admin point an endpoint at this machine's network (docs/webhooks.md#ssrf).
  (s) =>
    s.WEBHOOKS_ALLOW_PRIVATE_URLS === "1"
      ? {
          warn: {
            key: "WEBHOOKS_ALLOW_PRIVATE_URLS",
            message:
              "WEBHOOKS_ALLOW_PRIVATE_URLS=1: outgoing webhooks may go to http:// URLs and to private, loopback, link-local and cloud-metadata addresses; an admin account could reach this server's internal network. Unset it unless this is a test store.",
          },
        }
      : null,
  (s) =>
    s.WEBHOOK_SECRETS_KEY
      ? null
      : {
          warn: {
            key: "WEBHOOK_SECRETS_KEY",
            message:
              "WEBHOOK_SECRETS_KEY is not set: webhook signing secrets are encrypted with a key kept in the same database (AppSecret), so a copy of the database reveals them; set it to keep the key out of the database.",
          },
        },
];

/** What a server with these settings lacks: `missing` stops a production start, `warnings` are logged. Outside production, nothing. */
export function productionFindings(s: GuardSettings): { missing: Finding[]; warnings: Finding[] } {
  if (s.NODE_ENV !== "production") return { missing: [], warnings: [] };
  const found = rules.map((rule) => rule(s)).filter((f) => f !== null);
  return { missing: found.flatMap((f) => (f.refuse ? [f.refuse] : [])), warnings: found.flatMap((f) => (f.warn ? [f.warn] : [])) };
}

/** Thrown when a production server lacks a setting it cannot run safely without. */
export class ProductionConfigError extends Error {
  constructor(readonly missing: Finding[]) {
    super(`This production server is missing required settings:\n${missing.map((f) => `  - ${f.message}`).join("\n")}`);
    this.name = "ProductionConfigError";
  }
}

/** Logs the warnings, and throws ProductionConfigError naming every missing setting. */
export function assertProductionReady(s: GuardSettings, log: (line: string) => void = console.warn) {
  const { missing, warnings } = productionFindings(s);
  for (const w of warnings) log(`production: ${w.message}`);
  if (missing.length > 0) throw new ProductionConfigError(missing);
}
