// Invoice numbers across processes (docs/product.md#invoices): two app processes on one PostgreSQL
// database complete the same 60 orders at once; each order gets one invoice and the numbers are one
// run from 1, with no gap and no repeat.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { databaseUrl, usePostgres } from "../setup/databases";
import { useTestDatabase } from "../setup/test-db";
import { orderRow } from "./factories";

const db = useTestDatabase();
const ORDERS = 60;

describe("invoice numbers across processes", () => {
  // Two processes need PostgreSQL (the embedded database belongs to one process): npm run test:pg.
  it.runIf(usePostgres)(
    "two processes completing the same 60 orders at once: one invoice each, numbered 1 to 60",
    async () => {
      const ids = Array.from({ length: ORDERS }, (_, i) => `race-order-${i}`);
      await db().order.createMany({ data: ids.map((id) => orderRow({ id, status: "pending" })) });
      const [{ name }] = (await db().$queryRaw<{ name: string }[]>`SELECT current_database()::text AS name`) as [{ name: string }];
      const startAt = String(Date.now() + 6000);
      const worker = () =>
        promisify(execFile)(
          "npx",
          ["tsx", "--conditions=react-server", "tests/integration/invoices-race-worker.ts", databaseUrl(name), startAt, ids.join(",")],
          {
            env: { ...process.env, NODE_ENV: "test" },
          },
        );
      const outputs = await Promise.all([worker(), worker()]);
      const issued = outputs.map(({ stdout }) => Number(/issued (\d+)/.exec(stdout)?.[1]));
      console.warn(`invoice race: the two processes issued ${issued.join(" + ")} invoices`);
      expect(issued[0]! + issued[1]!).toBe(ORDERS);
      expect(issued.every((n) => n > 0)).toBe(true); // both really took part
      const rows = await db().invoice.findMany({ select: { number: true, orderId: true } });
      expect(new Set(rows.map((r) => r.orderId)).size).toBe(ORDERS);
      const year = new Date().getUTCFullYear();
      expect(rows.map((r) => r.number).sort()).toEqual(
        Array.from({ length: ORDERS }, (_, i) => `INV-${year}-${String(i + 1).padStart(6, "0")}`),
      );
    },
    120_000,
  );
});
