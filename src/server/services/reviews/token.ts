import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { appSecret } from "@/server/secrets";

// The review link (docs/product.md#reviews): `/review?t=<orderId>.<hmac>`, signed with a key kept
// in the database. It names only the order, never expires (the same link edits the review later)
// and needs no account: whoever holds the buyer's e-mail holds the link.

const secretFor = (db: Db) => appSecret(db, "review-link");
const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url").slice(0, 32);

/** The signed token of an order's review link. */
export async function reviewToken(db: Db, orderId: string) {
  return `${orderId}.${sign(await secretFor(db), orderId)}`;
}

/** The page a review request links to. */
export async function reviewLink(db: Db, orderId: string) {
  const url = new URL("/review", env.NEXT_PUBLIC_SITE_URL);
  url.searchParams.set("t", await reviewToken(db, orderId));
  return url.toString();
}

/** The order a genuine token was signed for, or null (malformed or tampered with). */
export async function orderOfReviewToken(db: Db, token: string): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, orderId, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(await secretFor(db), orderId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}
