import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import type { Db } from "@/server/db/open";
import { appSecret } from "@/server/secrets";

// Unsubscribe links: `<base64url(email)>.<hmac>`, signed with a key kept in the database. They
// never expire (an old e-mail's link must still work) and name only the address.

const secretFor = (db: Db) => appSecret(db, "unsubscribe-token");
const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** The signed token for an address. */
export async function unsubscribeToken(db: Db, email: string) {
  const payload = Buffer.from(email.toLowerCase()).toString("base64url");
  return `${payload}.${sign(await secretFor(db), payload)}`;
}

/** The address a token was signed for, or null when it is malformed or tampered with. */
export async function emailOfUnsubscribeToken(db: Db, token: string): Promise<string | null> {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(await secretFor(db), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(payload, "base64url").toString("utf8");
}

/**
 * What a marketing e-mail needs: the link for its footer (the page of choices — product updates,
 * news — so a mail scanner opening links unsubscribes nobody) and the RFC 8058 one-click
 * headers, whose POST records the unsubscribe at once.
 */
export async function unsubscribeLinks(db: Db, email: string) {
  const url = new URL("/unsubscribe", env.NEXT_PUBLIC_SITE_URL);
  url.searchParams.set("token", await unsubscribeToken(db, email));
  return {
    url: url.toString(),
    headers: { "List-Unsubscribe": `<${url.toString()}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** Records the unsubscribe of the token's address (a repeat is fine); null for a bad token. */
export async function unsubscribe(db: Db, token: string, source: "page" | "one-click") {
  const email = await emailOfUnsubscribeToken(db, token);
  if (!email) return null;
  await db.unsubscribe.createMany({ data: [{ email, source }], skipDuplicates: true });
  return { email };
}

/**
 * The two kinds of marketing e-mail an address can turn off on the unsubscribe page:
 * "updates" (new editions of guides it owns, reminders of a checkout it started) and "news"
 * (broadcasts, the newsletter's letters). Receipts, links and codes are neither.
 */
export const mailTopics = ["updates", "news"] as const;
export type MailTopic = (typeof mailTopics)[number];

/**
 * Whether the address asked for no more marketing e-mail: all of it (the one-click header, or
 * both topics off), or — given a topic — that topic.
 */
export async function isUnsubscribed(db: Db, email: string, topic?: MailTopic) {
  const key = email.toLowerCase();
  const [all, off] = await Promise.all([
    db.unsubscribe.count({ where: { email: key } }),
    topic ? db.mailTopicOptOut.count({ where: { email: key, topic } }) : 0,
  ]);
  return all + off > 0;
}

/** Which topics the address still receives (the unsubscribe page's ticks). */
export async function topicsOf(db: Db, email: string): Promise<Record<MailTopic, boolean>> {
  const key = email.toLowerCase();
  const [all, off] = await Promise.all([
    db.unsubscribe.count({ where: { email: key } }),
    db.mailTopicOptOut.findMany({ where: { email: key }, select: { topic: true } }),
  ]);
  const gone = new Set(off.map((o) => o.topic));
  return { updates: !all && !gone.has("updates"), news: !all && !gone.has("news") };
}

/**
 * The unsubscribe page's choice for the token's address: each topic on or off. Both off is a
 * full unsubscribe (the Unsubscribe row every mailing checks); any on lifts it. Null for a bad token.
 */
export async function chooseTopics(db: Db, token: string, keep: Record<MailTopic, boolean>) {
  const email = await emailOfUnsubscribeToken(db, token);
  if (!email) return null;
  const off = mailTopics.filter((t) => !keep[t]);
  await db.$transaction(async (tx) => {
    await tx.mailTopicOptOut.deleteMany({ where: { email, topic: { notIn: off } } });
    await tx.mailTopicOptOut.createMany({ data: off.map((topic) => ({ email, topic })), skipDuplicates: true });
    if (off.length === mailTopics.length) await tx.unsubscribe.createMany({ data: [{ email, source: "page" }], skipDuplicates: true });
    else await tx.unsubscribe.deleteMany({ where: { email } });
  });
  return { email, keep };
}
