import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import type { Db } from "@/server/db/open";

/** How long a download link works. An expired link offers a fresh one by e-mail. */
export const DOWNLOAD_LINK_TTL_MS = 48 * 60 * 60_000;

const SECRET_NAME = "download-token";
const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The HMAC key: DOWNLOAD_TOKEN_SECRET, or else a random key generated once and kept in the
 * database (insert-if-absent, so every process and every restart agrees on it).
 */
function secretFor(db: Db): Promise<Buffer> {
  if (env.DOWNLOAD_TOKEN_SECRET) return Promise.resolve(Buffer.from(env.DOWNLOAD_TOKEN_SECRET));
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      const value = randomBytes(32).toString("base64url");
      await db.appSecret.createMany({ data: [{ name: SECRET_NAME, value }], skipDuplicates: true });
      const row = await db.appSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } });
      return Buffer.from(row.value);
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

type Payload = { o: string; p: string; e: number };

const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** A token for one product of one order, valid until `now + ttlMs`: `<payload>.<hmac>`, URL-safe. */
export async function signDownloadToken(
  db: Db,
  grant: { orderId: string; productId: string },
  opts: { ttlMs?: number; now?: number } = {},
) {
  const exp = Math.floor(((opts.now ?? Date.now()) + (opts.ttlMs ?? DOWNLOAD_LINK_TTL_MS)) / 1000);
  const payload = Buffer.from(JSON.stringify({ o: grant.orderId, p: grant.productId, e: exp } satisfies Payload)).toString("base64url");
  return `${payload}.${sign(await secretFor(db), payload)}`;
}

export type TokenCheck =
  | { status: "valid"; orderId: string; productId: string; expiresAt: Date }
  | { status: "expired"; orderId: string; productId: string; expiresAt: Date }
  | { status: "invalid" };

/** Checks a token's signature (constant time), then its expiry. A tampered token is "invalid". */
export async function checkDownloadToken(db: Db, token: string, now = Date.now()): Promise<TokenCheck> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { status: "invalid" };
  const expected = Buffer.from(sign(await secretFor(db), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" };
  let data: Payload;
  try {
    data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Payload;
  } catch {
    return { status: "invalid" };
  }
  if (typeof data.o !== "string" || typeof data.p !== "string" || typeof data.e !== "number") return { status: "invalid" };
  const expiresAt = new Date(data.e * 1000);
  return { status: expiresAt.getTime() > now ? "valid" : "expired", orderId: data.o, productId: data.p, expiresAt };
}
