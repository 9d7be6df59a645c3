import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "@/server/db/open";

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * An HMAC key: the configured value, or else a random key generated once and kept in the
 * database under `name` (insert-if-absent, so every process and every restart agrees on it).
 * Used by the download links and the unsubscribe links.
 */
export function appSecret(db: Db, name: string, configured?: string): Promise<Buffer> {
  if (configured) return Promise.resolve(Buffer.from(configured));
  let forDb = cache.get(db);
  if (!forDb) cache.set(db, (forDb = new Map()));
  let secret = forDb.get(name);
  if (!secret) {
    secret = (async () => {
      const value = randomBytes(32).toString("base64url");
      await db.appSecret.createMany({ data: [{ name, value }], skipDuplicates: true });
      const row = await db.appSecret.findUniqueOrThrow({ where: { name } });
      return Buffer.from(row.value);
    })();
    secret.catch(() => forDb.delete(name));
    forDb.set(name, secret);
  }
  return secret;
}
