// The live orders feed across processes (PostgreSQL only: the embedded database has one process).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { OrderChange } from "@/server/live/order-changes";
import { databaseUrl, usePostgres } from "../setup/databases";
import { useTestDatabase } from "../setup/test-db";
import { signedIn } from "./factories";

const db = useTestDatabase();

/** Reads a subscription's events as they come. */
function reader(iterable: AsyncIterable<unknown>) {
  const iterator = iterable[Symbol.asyncIterator]();
  return {
    async next(ms = 15_000): Promise<OrderChange> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("no event in time")), ms)));
      try {
        const next = await Promise.race([iterator.next(), timeout]);
        return (next.value as [string, OrderChange])[1];
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => iterator.return?.(),
  };
}

async function buyInAnotherProcess(email: string) {
  const [row] = await db().$queryRaw<{ name: string }[]>`SELECT current_database()::text AS name`;
  const { stdout } = await promisify(execFile)(
    "npx",
    ["tsx", "--conditions=react-server", "tests/integration/orders-live-worker.ts", databaseUrl(row!.name), email],
    { env: { ...process.env, NODE_ENV: "test" } },
  );
  return /order (\S+)/.exec(stdout)![1]!;
}

describe.runIf(usePostgres)("live orders across two app processes on one PostgreSQL database", () => {
  it("an order bought through one process appears in the other's subscription, also after its LISTEN connection was dropped", async () => {
    const { caller } = await signedIn(db(), { admin: true });
    const events = reader(await caller.orders.changes());
    expect(await events.next()).toMatchObject({ op: "resync" });

    const first = await buyInAnotherProcess(`live-a.${process.pid}@mail.fertility-buyers.org`);
    expect(await events.next()).toEqual(expect.objectContaining({ op: "insert", orderId: first }));
    // the checkout then stores the payment session on the order
    expect(await events.next()).toEqual(expect.objectContaining({ op: "update", orderId: first }));

    // Drop the LISTEN connection (a database restart, a network cut): it comes back and says "resync".
    await db().$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`;
    expect(await events.next()).toMatchObject({ op: "resync", orderId: null });

    const second = await buyInAnotherProcess(`live-b.${process.pid}@mail.fertility-buyers.org`);
    expect(await events.next()).toEqual(expect.objectContaining({ op: "insert", orderId: second }));
    await events.close();
  }, 60_000);
});
