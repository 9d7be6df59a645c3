import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { Db } from "@/server/db/open";

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Name of the httpOnly cookie that carries a local session token. */
export const SESSION_COOKIE = "fg_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/** scrypt hash as `salt:hash`, both hex. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 64);
  return `${salt.toString("hex")}:${hash.toString("hex")}`;
}

/** Constant-time check of a password against `hashPassword`'s output. */
export async function verifyPassword(password: string, stored: string) {
  const [saltHex, hashHex] = stored.split(":");
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, "hex");
  const actual = await scrypt(password, Buffer.from(saltHex, "hex"), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Session ids are the sha256 of the token, so a leaked table cannot be replayed. */
export const sessionIdFor = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a local account. */
export async function createLocalUser(db: Db, email: string, password: string) {
  return db.user.create({ data: { email: email.toLowerCase(), passwordHash: await hashPassword(password) } });
}

/** Opens a session for a user; the returned token goes into the session cookie. */
export async function createLocalSession(db: Db, userId: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db.session.create({
    data: { id: sessionIdFor(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) },
  });
  return token;
}
