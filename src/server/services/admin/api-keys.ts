import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { apiKeyMessages as m } from "@/lib/messages";
import { type ApiScope, apiKeyCreateInput, type ApiKeyCreateInput, apiScopes } from "@/lib/validation/api-keys";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { Prisma } from "@/generated/prisma/client";
import { sqlRows } from "@/server/db/direct-sql";
import { type RateRule, sweepSoon, upsertWindow, windowOutcome } from "@/server/rate-limit";

/**
 * API keys (docs/api.md#api-keys): `fgs_` + 32 random bytes in base64url (43 characters). The
 * secret is returned once by `createApiKey`; the database keeps its SHA-256 (a key has 256 bits
 * of entropy, so a fast hash is enough — nothing to brute-force) and a visible prefix.
 */
export const API_KEY_PREFIX = "fgs_";
const SECRET_PATTERN = /^fgs_[A-Za-z0-9_-]{43}$/;
/** How much of the secret the admin's list shows: `fgs_` and 8 characters. */
const VISIBLE = 12;

/** Each key's own limit: 600 requests a minute (a batch of calls is one request). */
export const apiKeyRateRule = { key: "api-key", limit: 600, windowMs: 60_000 } as const satisfies RateRule;

/** What the key's window counted for this request: the `RateLimit-*` headers of every answer to it. */
export type KeyRate = { limit: number; remaining: number; resetAt: Date };

/** Who a valid key is: what the tRPC context and route handlers carry as `apiKey`; `rate`, its window after this request. */
export type ApiKeyCaller = { id: string; name: string; prefix: string; scopes: ApiScope[]; createdById: string | null; rate?: KeyRate };

/** A 429 of a key over its limit, with the seconds until its window ends (the `Retry-After`). */
export class ApiKeyRateLimited extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly rate?: KeyRate,
  ) {
    super("RATE_LIMITED", m.rateLimited(retryAfterSeconds));
  }
}

export const hashApiKey = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * What the request's `Authorization` header says: no header (or another scheme) → "none"; a
 * Bearer value → the secret to check (an empty one included: it is refused as invalid). With the
 * Clerk adapter a Bearer JWT is a Clerk session token, left to the auth provider. Keys are read
 * from this header only — never from a query string or a cookie.
 */
export function bearerOf(headers: Headers, authProvider: "local" | "clerk"): { kind: "none" } | { kind: "key"; secret: string } {
  const header = headers.get("authorization");
  if (header === null) return { kind: "none" };
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header);
  if (!match) return { kind: "none" };
  const secret = (match[1] ?? "").trim();
  if (authProvider === "clerk" && /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/.test(secret)) return { kind: "none" };
  return { kind: "key", secret };
}

/**
 * The key a secret names, checked: a malformed, unknown, expired or revoked one is the one 401;
 * then its rate limit (429 with the seconds to wait); then its last use is noted (at most once a
 * minute per key, so a busy key does not write on every request).
 *
 * One plain-SQL statement on the pool for all three (docs/decisions/003-plain-sql-on-hot-paths.md):
 * every REST call runs it. The key's row is read from the database on every call, never from a
 * cache, so a revocation or an expiry holds at once in every server process; the window is
 * counted only for a valid key (an unknown secret writes nothing), under the same key as
 * `takeRateLimit(db, apiKeyRateRule, key.id)` would use.
 */
export async function authenticateApiKey(db: Db, secret: string, now = new Date()): Promise<ApiKeyCaller> {
  if (!SECRET_PATTERN.test(secret)) throw new AppError("UNAUTHORIZED", m.invalid);
  sweepSoon(db, now);
  const rule = apiKeyRateRule;
  const at = now.toISOString();
  // rateLimitKey(rule.key, id) in SQL: the first 22 characters of the id's SHA-256 in base64url.
  const windowKey = Prisma.sql`CAST(${`${rule.key}:`} AS text) || translate(left(encode(sha256(convert_to(k."id", 'UTF8')), 'base64'), 22), '+/', '-_')`;
  const rows = Prisma.sql`SELECT ${windowKey}, ${at}::timestamp(3), 1, ${new Date(now.getTime() + rule.windowMs).toISOString()}::timestamp(3) FROM k`;
  const [row] = await sqlRows<KeyRow>(
    db,
    Prisma.sql`WITH k AS (
        SELECT "id", "name", "prefix", "scopes", "createdById" FROM "ApiKey"
        WHERE "hash" = ${hashApiKey(secret)} AND "revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > ${at}::timestamp(3))
      ),
      own AS (${upsertWindow("", rule, now, rows)}),
      used AS (
        UPDATE "ApiKey" SET "lastUsedAt" = ${at}::timestamp(3)
        WHERE "id" IN (SELECT "id" FROM k) AND EXISTS (SELECT 1 FROM own WHERE own."count" <= CAST(${rule.limit} AS integer))
          AND ("lastUsedAt" IS NULL OR "lastUsedAt" < ${new Date(now.getTime() - 60_000).toISOString()}::timestamp(3))
      )
      SELECT k."id", k."name", k."prefix", k."scopes", k."createdById", own."count", own."windowStartMs" FROM k, own`,
  );
  if (!row) throw new AppError("UNAUTHORIZED", m.invalid);
  const limit = windowOutcome(rule, row);
  const rate: KeyRate = { limit: rule.limit, remaining: limit.remaining, resetAt: limit.resetAt };
  if (!limit.allowed) throw new ApiKeyRateLimited(Math.max(1, Math.ceil((limit.resetAt.getTime() - now.getTime()) / 1000)), rate);
  return { id: row.id, name: row.name, prefix: row.prefix, scopes: row.scopes.filter(isScope), createdById: row.createdById, rate };
}

type KeyRow = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdById: string | null;
  count: number;
  windowStartMs: number;
};

const isScope = (s: string): s is ApiScope => (apiScopes as readonly string[]).includes(s);

/** 403 naming the scope, unless the key has it. */
export function requireScope(key: ApiKeyCaller, scope: ApiScope) {
  if (!key.scopes.includes(scope)) throw new AppError("FORBIDDEN", m.missingScope(scope));
}

/**
 * The actor a key's changes are recorded under (refunds, resends, codes): the admin who created
 * the key, described as the key, so the audit trail says "API key fgs_ab12cd34 (CRM sync)".
 */
export const actorOfKey = (key: ApiKeyCaller): Viewer => ({
  userId: key.createdById ?? `api-key:${key.id}`,
  email: `API key ${key.prefix}… (${key.name})`,
});

/** A new key: `{ id, secret }` — the only time the secret exists outside the caller (audited). */
export async function createApiKey(db: Db, actor: Viewer, input: ApiKeyCreateInput) {
  const { name, scopes, expiresAt } = apiKeyCreateInput.parse(input);
  const secret = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const prefix = secret.slice(0, VISIBLE);
  return db.$transaction(async (tx) => {
    const key = await tx.apiKey.create({
      data: {
        name,
        scopes,
        expiresAt: expiresAt ?? null,
        prefix,
        hash: hashApiKey(secret),
        createdById: actor.userId,
        createdByEmail: actor.email,
      },
    });
    await recordAudit(tx, actor, "api_key.created", key.id, { name, prefix, scopes, expiresAt: expiresAt?.toISOString() ?? null });
    return { id: key.id, secret };
  });
}

/** Every key, newest first, without its hash. */
export async function listApiKeys(db: Db) {
  return db.apiKey.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      name: true,
      prefix: true,
      scopes: true,
      createdByEmail: true,
      createdAt: true,
      expiresAt: true,
      lastUsedAt: true,
      revokedAt: true,
    },
  });
}

/** Revokes a key for good (audited once; revoking it again changes nothing). */
export async function revokeApiKey(db: Db, actor: Viewer, id: string, now = new Date()) {
  return db.$transaction(async (tx) => {
    const key = await tx.apiKey.findUnique({ where: { id } });
    if (!key) throw new AppError("NOT_FOUND", m.notFound);
    if (key.revokedAt) return { id, name: key.name, revokedAt: key.revokedAt };
    const { count } = await tx.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
    if (count === 1) await recordAudit(tx, actor, "api_key.revoked", id, { name: key.name, prefix: key.prefix });
    return { id, name: key.name, revokedAt: now };
  });
}
