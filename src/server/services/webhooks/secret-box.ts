import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { appSecret } from "@/server/secrets";

/**
 * The webhook signing secrets at rest. Unlike an API key (kept as a hash: we only compare), the
 * store must SIGN with the secret on every delivery, so it has to be recoverable. The safest way
 * that still signs: AES-256-GCM under a key kept OUTSIDE the database — WEBHOOK_SECRETS_KEY —
 * so a leaked backup or dump of the database does not reveal the secrets (and GCM's tag refuses
 * a tampered ciphertext). Without WEBHOOK_SECRETS_KEY the key is generated once and kept in
 * AppSecret, the same database: then this only keeps the secrets out of casual reads (query
 * results, logs), and a production server warns about it (src/server/production-guard.ts).
 * The secret is shown to the admin once, at creation, and never sent to the browser again.
 */
const VERSION = "v1";

async function keyFor(db: Db) {
  const material = await appSecret(db, "webhook-secrets", env.WEBHOOK_SECRETS_KEY);
  return createHash("sha256").update(material).digest();
}

export async function sealSecret(db: Db, secret: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await keyFor(db), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

export async function openSecret(db: Db, box: string) {
  const [version, iv, tag, sealed] = box.split(".");
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error("This webhook secret is not in a format this version can read.");
  const decipher = createDecipheriv("aes-256-gcm", await keyFor(db), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
