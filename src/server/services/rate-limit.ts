import "server-only";
import type { Db } from "@/server/db/open";

export type RateRule = { key: string; limit: number; windowMs: number };

/** SPEC §5: the newsletter and the contact form allow 10 attempts per 5 minutes per key; the rest are ours. */
export const rateRules = {
  subscription: { key: "email-subscription", limit: 10, windowMs: 5 * 60_000 },
  contact: { key: "contact-form", limit: 10, windowMs: 5 * 60_000 },
  /** Checkout sessions: a buyer needs a few; a script creating pending orders gets stopped. */
  checkout: { key: "checkout-session", limit: 20, windowMs: 15 * 60_000 },
  /** Cart saves come debounced from typing: generous, but bounded. */
  cart: { key: "checkout-cart", limit: 60, windowMs: 15 * 60_000 },
  /** "Send me a fresh link": SPEC §5's default limiter, 5 per 15 minutes. */
  downloadLink: { key: "download-link", limit: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

/**
 * Counts one attempt of `client` under `rule` in a fixed window, atomically in the database
 * (one statement, so concurrent requests and several server processes count correctly).
 */
export async function takeRateLimit(db: Db, rule: RateRule, client: string, now = new Date()) {
  const key = `${rule.key}:${client}`;
  const windowFloor = new Date(now.getTime() - rule.windowMs);
  const [row] = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count") VALUES (${key}, ${now}, 1)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" <= ${windowFloor} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" <= ${windowFloor} THEN ${now} ELSE "RateLimit"."windowStart" END
    RETURNING "count", "windowStart"`;
  const count = Number(row!.count);
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetAt: new Date(row!.windowStart.getTime() + rule.windowMs),
  };
}
