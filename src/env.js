import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

const optional = z.string().min(1).optional();

/**
 * Every setting the store reads, validated once. No hosted key is required: each missing
 * key switches its port to the local default (README, "What runs locally without keys").
 */
export const env = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** Set by Next itself: "phase-production-build" while `next build` renders the static pages. */
    NEXT_PHASE: z.string().optional(),
    DATABASE_URL: z.string().url().optional(),
    PGLITE_DIR: z.string().default(".data/pglite"),
    UPLOADS_DIR: z.string().default(".data/uploads"),
    MAIL_FROM: z.string().default("Natural Fertility Guides <guides@fertilityguides.example>"),
    /** The contact form's notification inbox; unset, the support address shown on the site. */
    SUPPORT_EMAIL: z.string().email().optional(),
    RESEND_API_KEY: optional,
    RESEND_BASE_URL: z.string().url().optional(),
    /** Resend's webhook signing secret (whsec_…): unset, POST /api/webhooks/resend answers 503 (docs/product.md#delivery). */
    RESEND_WEBHOOK_SECRET: optional,
    STRIPE_SECRET_KEY: optional,
    /** "1": a production server without Stripe keys may run the test-payment page (a test store; src/server/production-guard.ts). */
    ALLOW_TEST_PAYMENTS: z
      .enum(["0", "1"])
      .default("0")
      .transform((v) => v === "1"),
    STRIPE_WEBHOOK_SECRET: optional,
    /** Only to point the Stripe SDK elsewhere (the load benchmark's local fake Stripe). */
    STRIPE_API_BASE: z.string().url().optional(),
    CLERK_SECRET_KEY: optional,
    /** Signs Better Auth's session cookies (the local accounts); required in production (src/server/production-guard.ts). */
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    /** Comma-separated addresses: a verified account with one of them becomes admin when it signs in. */
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter((e) => e.length > 0),
      ),
    /** Clerk's PEM public key (Dashboard → API keys → JWT public key): session tokens verified without a network call. */
    CLERK_JWT_KEY: optional,
    UPLOADTHING_TOKEN: optional,
    INNGEST_EVENT_KEY: optional,
    INNGEST_SIGNING_KEY: optional,
    /** "1" for an Inngest Dev Server on localhost:8288, or the Dev Server's URL. */
    INNGEST_DEV: optional,
    /** Minutes after the last cart save before the abandoned-cart reminder (docs/product.md#numbers: 5). */
    CART_REMINDER_DELAY_MINUTES: z.coerce.number().positive().max(10_080).default(5),
    /** How often the local job engine looks for due jobs (milliseconds). */
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    DOWNLOAD_TOKEN_SECRET: optional,
    /**
     * "1": outgoing webhooks may go to http:// and to private, loopback and link-local addresses
     * (docs/webhooks.md#ssrf). Unset: on in development and tests, off in production (where a
     * server that sets it logs a warning, src/server/production-guard.ts).
     */
    WEBHOOKS_ALLOW_PRIVATE_URLS: z.enum(["0", "1"]).optional(),
    /** Encrypts the webhook signing secrets at rest; unset, a key generated once and kept in AppSecret. */
    WEBHOOK_SECRETS_KEY: z.string().min(32).optional(),
    /** How many trusted proxies append to X-Forwarded-For in front of the app (src/server/http/client-address.ts). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    /** Or: the header the hosting platform sets to the client's address (e.g. cf-connecting-ip). */
    CLIENT_IP_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
  },
  client: {
    NEXT_PUBLIC_SITE_URL: z.string().url().default("http://localhost:3000"),
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: optional,
    NEXT_PUBLIC_GA_ID: optional,
  },
  experimental__runtimeEnv: {
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
    NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
  },
  skipValidation: !!process.env.SKIP_ENV_VALIDATION,
  emptyStringAsUndefined: true,
});
