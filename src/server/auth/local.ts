import "server-only";
import { createHash, randomBytes, scrypt as scryptCb } from "node:crypto";
import { promisify } from "node:util";
import type { Db } from "@/server/db/open";
import type { AuthProvider } from "./port";

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Name of the httpOnly cookie that carries a local session token. */
export const SESSION_COOKIE = "fg_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/** scrypt hash as `salt:hash`, both hex. */
async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 64);
  return `${salt.toString("hex")}:${hash.toString("hex")}`;
}

/** Session ids are the sha256 of the token, so a leaked table cannot be replayed. */
const sessionIdFor = (token: string) => createHash("sha256").update(token).digest("hex");

function readCookie(headers: Headers, name: string) {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

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

/** Local default of the auth port: accounts and database sessions in our own tables, behind an httpOnly cookie. */
export function localAuthProvider(): AuthProvider {
  return {
    name: "local",
    async getViewer(headers, db) {
      const token = readCookie(headers, SESSION_COOKIE);
      if (!token) return null;
      const session = await db.session.findUnique({
        where: { id: sessionIdFor(token) },
        select: { expiresAt: true, user: { select: { id: true, email: true } } },
      });
      if (!session || session.expiresAt <= new Date()) return null;
      return { userId: session.user.id, email: session.user.email };
    },
    async findUserIdByEmail(email, db) {
      const user = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
      return user?.id ?? null;
    },
  };
}
