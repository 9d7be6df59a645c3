import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/server/db/open";

/** A fixed window: at most `limit` attempts per `windowMs`. */
export type RateWindow = { limit: number; windowMs: number };

/**
 * A rate rule: `limit` per `windowMs` for each client (its address, src/server/http/client-address.ts),
 * and optionally a store-wide ceiling `store` shared by every client together, so that even
 * many addresses (a botnet) cannot make the store send more than that many e-mails or sessions.
 */
export type RateRule = RateWindow & { key: string; store?: RateWindow };

const HOUR = 60 * 60_000;

/** docs/product.md#security: the newsletter and the contact form allow 10 attempts per 5 minutes per key; the rest are ours. */
export const rateRules = {
  /** The newsletter and the exit popup's checklist: each accepted attempt sends an e-mail. */
  subscription: { key: "email-subscription", limit: 10, windowMs: 5 * 60_000, store: { limit: 500, windowMs: HOUR } },
  /** Each message notifies the support inbox by e-mail. */
  contact: { key: "contact-form", limit: 10, windowMs: 5 * 60_000, store: { limit: 200, windowMs: HOUR } },
  /** Checkout sessions: a buyer needs a few; a script creating pending orders gets stopped. */
  checkout: { key: "checkout-session", limit: 20, windowMs: 15 * 60_000, store: { limit: 3000, windowMs: HOUR } },
  /** Cart saves come debounced from typing: generous, but bounded (a saved cart may be reminded by e-mail). */
  cart: { key: "checkout-cart", limit: 60, windowMs: 15 * 60_000, store: { limit: 5000, windowMs: HOUR } },
  /** "Send me a fresh link": the browser limiter's default (docs/product.md#security), 5 per 15 minutes; each may e-mail up to 5 orders. */
  downloadLink: { key: "download-link", limit: 5, windowMs: 15 * 60_000, store: { limit: 300, windowMs: HOUR } },
  /** Quotes that check a discount code: enough to try a few codes, too few to enumerate them. */
  discountCheck: { key: "discount-check", limit: 30, windowMs: 15 * 60_000, store: { limit: 3000, windowMs: HOUR } },
  /** The page-view beacon (docs/insights.md): one per page a person opens; a script flooding the counts gets stopped. */
  beacon: { key: "insight-beacon", limit: 120, windowMs: 60_000, store: { limit: 200_000, windowMs: HOUR } },
  /** Sign-in attempts per e-mail address, whatever the client (password guessing from many addresses). */
  signInEmail: { key: "sign-in-email", limit: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

/** The store-wide counter's client. */
const STORE = "*";

/**
 * The stored key of a client under a rule: the rule's name and a hash of the client, so a key
 * has a fixed size (22 characters of SHA-256) whatever the client string is.
 */
export function rateLimitKey(ruleKey: string, client: string) {
  const digest = client === STORE ? STORE : createHash("sha256").update(client).digest("base64url").slice(0, 22);
  return `${ruleKey}:${digest}`;
}

/** Counts one attempt of `key` in a fixed window, atomically in the database (one statement, so
 *  concurrent requests and several server processes count correctly). */
async function count(db: Db, key: string, window: RateWindow, now: Date) {
  const windowFloor = new Date(now.getTime() - window.windowMs);
  const expiresAt = new Date(now.getTime() + window.windowMs);
  const [row] = await db.$queryRaw<{ count: number; windowStart: Date }[]>`
    INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt") VALUES (${key}, ${now}, 1, ${expiresAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" <= ${windowFloor} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "expiresAt" = CASE WHEN "RateLimit"."windowStart" <= ${windowFloor} THEN ${expiresAt} ELSE "RateLimit"."expiresAt" END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" <= ${windowFloor} THEN ${now} ELSE "RateLimit"."windowStart" END
    RETURNING "count", "windowStart"`;
  const n = Number(row!.count);
  return { allowed: n <= window.limit, remaining: Math.max(0, window.limit - n), resetAt: new Date(row!.windowStart.getTime() + window.windowMs) };
}

/**
 * Counts one attempt of `client` under `rule`, then (if the client is within its limit) one
 * store-wide attempt under the rule's ceiling. `allowed` is false when either is exceeded;
 * `scope` says which. Windows that have ended are deleted now and then (`sweepRateLimits`).
 */
export async function takeRateLimit(db: Db, rule: RateRule, client: string, now = new Date()) {
  await sweepSoon(db, now);
  const ownKey = rateLimitKey(rule.key, client);
  const storeKey = rateLimitKey(rule.key, STORE);
  if (rule.store && ownKey !== storeKey) {
    const { own, store } = await countBoth(db, { key: ownKey, window: rule }, { key: storeKey, window: rule.store }, now);
    if (!own.allowed || !store) return { ...own, scope: "client" as const };
    return store.allowed ? { ...own, scope: "client" as const } : { ...store, scope: "store" as const };
  }
  const own = await count(db, ownKey, rule, now);
  if (!own.allowed || !rule.store) return { ...own, scope: "client" as const };
  const store = await count(db, storeKey, rule.store, now);
  return store.allowed ? { ...own, scope: "client" as const } : { ...store, scope: "store" as const };
}

/**
 * `count` of the client's window, then of the store's window only if the client's count is within
 * its limit, as one statement (two data-modifying CTEs on two different rows): one round trip
 * instead of two on every rate-limited request (docs/performance.md, issue 25, third round). The
 * same SQL as `count`, so the windows behave alike; `store` is null when it was not counted.
 */
async function countBoth(db: Db, own: { key: string; window: RateWindow }, store: { key: string; window: RateWindow }, now: Date) {
  const ownFloor = new Date(now.getTime() - own.window.windowMs);
  const ownExpires = new Date(now.getTime() + own.window.windowMs);
  const storeFloor = new Date(now.getTime() - store.window.windowMs);
  const storeExpires = new Date(now.getTime() + store.window.windowMs);
  const rows = await db.$queryRaw<{ which: "own" | "store"; count: number; windowStart: Date }[]>`
    WITH own AS (
      INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt") VALUES (${own.key}, ${now}, 1, ${ownExpires})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."windowStart" <= ${ownFloor} THEN 1 ELSE "RateLimit"."count" + 1 END,
        "expiresAt" = CASE WHEN "RateLimit"."windowStart" <= ${ownFloor} THEN ${ownExpires} ELSE "RateLimit"."expiresAt" END,
        "windowStart" = CASE WHEN "RateLimit"."windowStart" <= ${ownFloor} THEN ${now} ELSE "RateLimit"."windowStart" END
      RETURNING "count", "windowStart"
    ), store AS (
      INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt")
      SELECT CAST(${store.key} AS text), CAST(${now} AS timestamp(3)), 1, CAST(${storeExpires} AS timestamp(3)) FROM own
      WHERE own."count" <= CAST(${own.window.limit} AS integer)
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."windowStart" <= ${storeFloor} THEN 1 ELSE "RateLimit"."count" + 1 END,
        "expiresAt" = CASE WHEN "RateLimit"."windowStart" <= ${storeFloor} THEN ${storeExpires} ELSE "RateLimit"."expiresAt" END,
        "windowStart" = CASE WHEN "RateLimit"."windowStart" <= ${storeFloor} THEN ${now} ELSE "RateLimit"."windowStart" END
      RETURNING "count", "windowStart"
    )
    SELECT 'own' AS "which", "count", "windowStart" FROM own
    UNION ALL SELECT 'store' AS "which", "count", "windowStart" FROM store`;
  const outcome = (which: "own" | "store", window: RateWindow) => {
    const row = rows.find((r) => r.which === which);
    if (!row) return null;
    const n = Number(row.count);
    return { allowed: n <= window.limit, remaining: Math.max(0, window.limit - n), resetAt: new Date(row.windowStart.getTime() + window.windowMs) };
  };
  return { own: outcome("own", own.window)!, store: outcome("store", store.window) };
}

/** Deletes every window that ended before `now`; returns how many. */
export async function sweepRateLimits(db: Db, now = new Date()) {
  return db.rateLimit.deleteMany({ where: { expiresAt: { lt: now } } }).then((r) => r.count);
}

const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/** At most once a minute per process and database (one indexed DELETE, so the table stays small). */
async function sweepSoon(db: Db, now: Date) {
  const last = lastSweep.get(db) ?? 0;
  if (Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await sweepRateLimits(db, now);
}
