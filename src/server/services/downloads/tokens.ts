import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { appSecret } from "@/server/secrets";

/** How long a download link works. An expired link offers a fresh one by e-mail. */
export const DOWNLOAD_LINK_TTL_MS = 48 * 60 * 60_000;

/** The HMAC key: DOWNLOAD_TOKEN_SECRET, or one generated once and kept in the database. */
const secretFor = (db: Db) => appSecret(db, "download-token", env.DOWNLOAD_TOKEN_SECRET);

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
