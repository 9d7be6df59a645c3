import "server-only";
import type { SubscriberListInput } from "@/lib/validation/subscribers";
import type { Db } from "@/server/db/open";
import { decodeCursor, encodeCursor } from "@/server/services/orders/search";

/** `subscribers.list`'s page size when none is asked for. */
export const SUBSCRIBERS_LIMIT = 50;

/**
 * `subscribers.list` (REST `GET /api/v1/subscribers`): newsletter subscribers newest first, one
 * page of `limit` after `cursor` — the keyset (createdAt, id) of the orders search, so a page never
 * repeats or skips a row while new ones arrive. `unsubscribed`: the address has since asked for
 * no more e-mail (the Unsubscribe table; the row stays, the mailings skip it).
 */
export async function listSubscribers(db: Db, input: SubscriberListInput) {
  const limit = input.limit ?? SUBSCRIBERS_LIMIT;
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const rows = await db.subscriber.findMany({
    where: after
      ? { AND: [{ createdAt: { lte: after.createdAt } }, { OR: [{ createdAt: { lt: after.createdAt } }, { id: { lt: after.id } }] }] }
      : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: { id: true, email: true, source: true, createdAt: true },
  });
  const page = rows.slice(0, limit);
  const gone = new Set(
    page.length
      ? (await db.unsubscribe.findMany({ where: { email: { in: page.map((r) => r.email) } }, select: { email: true } })).map((u) => u.email)
      : [],
  );
  const last = page.at(-1);
  return {
    subscribers: page.map((r) => ({ ...r, unsubscribed: gone.has(r.email) })),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
