import { describe, expect, it } from "vitest";
import type { OrderChange } from "@/server/live/order-changes";
import { useTestDatabase } from "../setup/test-db";
import { orderRow, signedIn } from "./factories";
import { callerFor, rejectionOf } from "./helpers";

const db = useTestDatabase();

/** Collects a subscription's events until `count` arrived (or fails after `ms`). */
async function take(iterable: AsyncIterable<unknown>, count: number, ms = 5000) {
  const got: OrderChange[] = [];
  const iterator = iterable[Symbol.asyncIterator]();
  const timeout = setTimeout(() => void iterator.return?.(), ms);
  try {
    while (got.length < count) {
      const next = await iterator.next();
      if (next.done) break;
      // tracked(id, data) is an [id, data] envelope when called on the server
      const [id, data] = next.value as [string, OrderChange];
      expect(data.id).toBe(id);
      got.push(data);
    }
  } finally {
    clearTimeout(timeout);
    await iterator.return?.();
  }
  return got;
}

describe("orders.changes (admin, live)", () => {
  it("is for admins only", async () => {
    expect(await rejectionOf((await callerFor()).orders.changes())).toMatchObject({ code: "UNAUTHORIZED" });
    const { caller } = await signedIn(db());
    expect(await rejectionOf(caller.orders.changes())).toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses unknown input keys with a 400", async () => {
    const { caller } = await signedIn(db(), { admin: true });
    // @ts-expect-error an unknown key
    expect(await rejectionOf(caller.orders.changes({ lastEventId: "x", since: 1 }))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("opens with a resync, then reports each insert, update and delete of an order", async () => {
    const { caller } = await signedIn(db(), { admin: true });
    const stream = await caller.orders.changes();
    const events = take(stream, 4);
    await new Promise((r) => setTimeout(r, 100)); // the LISTEN is in place once the resync is out
    const order = await db().order.create({ data: orderRow() });
    await db().order.update({ where: { id: order.id }, data: { status: "completed" } });
    await db().order.delete({ where: { id: order.id } });
    const got = await events;
    expect(got.map((e) => [e.op, e.orderId])).toEqual([
      ["resync", null],
      ["insert", order.id],
      ["update", order.id],
      ["delete", order.id],
    ]);
    expect(new Set(got.map((e) => e.id)).size).toBe(4);
  });
});
