import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { appSecret } from "@/server/secrets";

// A broadcast's links go through /click: `c=<broadcast>.<base64url(address)>.<signature>` and
// `u=<target>`. The signature covers all three, so a made-up value counts nothing and the route
// never redirects anywhere the e-mail did not link to. No open pixel: only clicks are counted.

const signingKey = (db: Db) => appSecret(db, "broadcast-click-link");
const sign = (key: Buffer, payload: string, target: string) =>
  createHmac("sha256", key).update(`${payload}\n${target}`).digest("base64url").slice(0, 22);

/** A function that turns a target into this recipient's signed click link. */
export async function clickLinker(db: Db, broadcastId: string, email: string) {
  const key = await signingKey(db);
  const payload = `${broadcastId}.${Buffer.from(email).toString("base64url")}`;
  return (target: string) => {
    const url = new URL("/click", env.NEXT_PUBLIC_SITE_URL);
    url.searchParams.set("c", `${payload}.${sign(key, payload, target)}`);
    url.searchParams.set("u", target);
    return url.toString();
  };
}

/** The broadcast and address of a genuine click link, or null. */
export async function clickOf(db: Db, c: string, target: string) {
  const match = /^([a-z0-9]{1,40})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/.exec(c);
  if (!match) return null;
  const [, broadcastId, email64, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(await signingKey(db), `${broadcastId}.${email64}`, target));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { broadcastId, email: Buffer.from(email64, "base64url").toString("utf8") };
}

/** Counts a click of a genuine link (the first sets `clickedAt`); returns where to send the reader, or null. */
export async function recordClick(db: Db, c: string, target: string, now = new Date()) {
  const click = await clickOf(db, c, target);
  if (!click) return null;
  await db.$executeRaw`
    UPDATE "BroadcastRecipient" SET "clicks" = "clicks" + 1, "clickedAt" = COALESCE("clickedAt", ${now})
    WHERE "broadcastId" = ${click.broadcastId} AND "email" = ${click.email}`;
  return target;
}
