import "server-only";
import { createHash, randomInt } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { sqlRows } from "@/server/db/direct-sql";
import type { Db } from "@/server/db/open";

/** A fixed window: at most `limit` attempts per `windowMs`. */
export type RateWindow = { limit: number; windowMs: number };

/**
 * A rate rule: `limit` per `windowMs` for each client (its address, src/server/http/client-address.ts),
 * and optionally a store-wide ceiling `store` shared by every client together, so that even
 * many addresses (a botnet) cannot make the store send more than that many e-mails or sessions.
 */
export type RateRule = RateWindow & { key: string; store?: StoreWindow };

/**
 * The store-wide window. `shards`: count it over that many rows, each allowing its share of the
 * limit, and pick one at random per attempt. A rule that every page view passes (the beacon)
 * would otherwise update one row on every request, and each update waits for the row lock of
 * the one before it to commit: that capped the beacon below its target rate
 * (docs/performance.md#insights). With shards the ceiling still holds store-wide, in
 * every process together; near it, an attempt may be refused while another shard has room.
 */
export type StoreWindow = RateWindow & { shards?: number };

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
  beacon: { key: "insight-beacon", limit: 120, windowMs: 60_000, store: { limit: 200_000, windowMs: HOUR, shards: 16 } },
  /** Library codes asked for per client (docs/product.md#the-library-without-a-password): each sends an e-mail; a store-wide ceiling too. */
  libraryCodeClient: { key: "library-code-client", limit: 10, windowMs: 15 * 60_000, store: { limit: 500, windowMs: HOUR } },
  /** Library codes asked for per e-mail address, whatever the client: an inbox is not flooded, and guesses stay few. */
  libraryCodeEmail: { key: "library-code-email", limit: 5, windowMs: 15 * 60_000 },
  /** Codes entered per client (each code also allows only 5 wrong tries). */
  libraryCodeEntry: { key: "library-code-entry", limit: 30, windowMs: 15 * 60_000 },
  /** Sign-in attempts per e-mail address, whatever the client (password guessing from many addresses). */
  signInEmail: { key: "sign-in-email", limit: 10, windowMs: 15 * 60_000 },
  /** "Resend download links" per order, whoever asks (an admin, a key): each e-mails the buyer. */
  resendLinks: { key: "order-resend-links", limit: 3, windowMs: HOUR },
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

/** The store-wide counter's key and window of one attempt: a random shard's, when the window is sharded. */
export function storeCounter(rule: RateRule & { store: StoreWindow }) {
  const { shards = 1, ...window } = rule.store;
  const key = rateLimitKey(rule.key, STORE);
  if (shards <= 1) return { key, window };
  return { key: `${key}${randomInt(shards)}`, window: { ...window, limit: Math.ceil(window.limit / shards) } };
}

/** Rows to insert in the same statement as the count, only if the attempt is allowed (one round trip instead of two). */
export type InsertIfAllowed = { into: Prisma.Sql; rows: Prisma.Sql };

/** One window's upsert; `rows` is what is inserted (by default one new window). */
export function upsertWindow(key: string, window: RateWindow, now: Date, rows?: Prisma.Sql) {
  const at = now.toISOString();
  const expires = new Date(now.getTime() + window.windowMs).toISOString();
  const ended = Prisma.sql`"RateLimit"."windowStart" <= ${new Date(now.getTime() - window.windowMs).toISOString()}::timestamp(3)`;
  return Prisma.sql`INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt") ${rows ?? Prisma.sql`VALUES (${key}, ${at}::timestamp(3), 1, ${expires}::timestamp(3))`}
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN ${ended} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "expiresAt" = CASE WHEN ${ended} THEN ${expires}::timestamp(3) ELSE "RateLimit"."expiresAt" END,
      "windowStart" = CASE WHEN ${ended} THEN ${at}::timestamp(3) ELSE "RateLimit"."windowStart" END
    RETURNING "count", (extract(epoch FROM "windowStart") * 1000)::float8 AS "windowStartMs"`;
}

type Counter = { key: string; window: RateWindow };

/** What an upsertWindow row says about the attempt: allowed or not, what is left, when the window ends. */
export function windowOutcome(window: RateWindow, row: { count: number; windowStartMs: number }) {
  const n = Number(row.count);
  return {
    allowed: n <= window.limit,
    remaining: Math.max(0, window.limit - n),
    resetAt: new Date(Number(row.windowStartMs) + window.windowMs),
  };
}
type CountRow = { which: "own" | "store"; count: number; windowStartMs: number };

/**
 * Counts one attempt of the client's window and, if the client is within its limit, one of the
 * store's window; if `insert` is given and both are within their limits, inserts its rows too.
 * One statement (data-modifying CTEs on different rows), atomic in the database, so concurrent
 * requests and several server processes count correctly; plain SQL on the pool
 * (src/server/db/direct-sql.ts), because every rate-limited request runs it. `store` is null
 * when it was not counted.
 */
async function countAttempt(db: Db, own: Counter, store: Counter | null, now: Date, insert?: InsertIfAllowed) {
  const ownWithin = Prisma.sql`own."count" <= CAST(${own.window.limit} AS integer)`;
  const ctes = [Prisma.sql`own AS (${upsertWindow(own.key, own.window, now)})`];
  const selects = [Prisma.sql`SELECT 'own' AS "which", "count", "windowStartMs" FROM own`];
  if (store) {
    const rows = Prisma.sql`SELECT CAST(${store.key} AS text), ${now.toISOString()}::timestamp(3), 1, ${new Date(now.getTime() + store.window.windowMs).toISOString()}::timestamp(3) FROM own WHERE ${ownWithin}`;
    ctes.push(Prisma.sql`store AS (${upsertWindow(store.key, store.window, now, rows)})`);
    selects.push(Prisma.sql`SELECT 'store' AS "which", "count", "windowStartMs" FROM store`);
  }
  if (insert) {
    const allowed = [Prisma.sql`EXISTS (SELECT 1 FROM own WHERE ${ownWithin})`];
    if (store) allowed.push(Prisma.sql`EXISTS (SELECT 1 FROM store WHERE store."count" <= CAST(${store.window.limit} AS integer))`);
    ctes.push(Prisma.sql`inserted AS (${insert.into} SELECT * FROM (${insert.rows}) AS r WHERE ${Prisma.join(allowed, " AND ")})`);
  }
  const statement = Prisma.sql`WITH ${Prisma.join(ctes, ", ")} ${Prisma.join(selects, " UNION ALL ")}`;
  const rows = await sqlRows<CountRow>(db, statement);
  const outcome = ({ window }: Counter, row: CountRow | undefined) => (row ? windowOutcome(window, row) : null);
  return {
    own: outcome(
      own,
      rows.find((r) => r.which === "own"),
    )!,
    store:
      store &&
      outcome(
        store,
        rows.find((r) => r.which === "store"),
      ),
  };
}

/**
 * Counts one attempt of `client` under `rule`, then (if the client is within its limit) one
 * store-wide attempt under the rule's ceiling, in one statement (one round trip on every
 * rate-limited call: docs/decisions/003-plain-sql-on-hot-paths.md). `allowed` is false when either
 * is exceeded; `scope` says which.
 * `insert`: rows written in the same statement when allowed (the beacon's page view).
 * Windows that have ended are deleted now and then (`sweepRateLimits`).
 */
export async function takeRateLimit(db: Db, rule: RateRule, client: string, now = new Date(), insert?: InsertIfAllowed) {
  sweepSoon(db, now);
  const own = { key: rateLimitKey(rule.key, client), window: rule };
  const storeWide = rule.store && client !== STORE ? storeCounter({ ...rule, store: rule.store }) : null;
  const counted = await countAttempt(db, own, storeWide, now, insert);
  if (!counted.own.allowed || !counted.store) return { ...counted.own, scope: "client" as const };
  return counted.store.allowed ? { ...counted.own, scope: "client" as const } : { ...counted.store, scope: "store" as const };
}

/** Deletes every window that ended before `now`; returns how many. */
export async function sweepRateLimits(db: Db, now = new Date()) {
  return db.rateLimit.deleteMany({ where: { expiresAt: { lt: now } } }).then((r) => r.count);
}

const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * At most once a minute per process and database (one indexed DELETE, so the table stays small),
 * in the background: the request that comes a minute after the last sweep does not wait for it.
 * At the beacon's target rate a minute's ended windows are tens of thousands of rows, and waiting
 * for their DELETE put a visible delay on that request (bench/beacon.ts). A failed sweep is retried by
 * the next request.
 */
export function sweepSoon(db: Db, now: Date) {
  const last = lastSweep.get(db) ?? 0;
  if (Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  sweepRateLimits(db, now).catch((error: unknown) => {
    lastSweep.delete(db);
    console.warn(`rate limits: the sweep of ended windows failed (${(error as Error).message}); the next request retries it`);
  });
}
