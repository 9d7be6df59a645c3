import { describe, expect, it, vi } from "vitest";
import { Prisma, type PrismaClient } from "@/generated/prisma/client";
import type { DirectSql } from "./direct-sql";

const statement = () => Prisma.sql`SELECT ${7}::int AS "n" WHERE ${"a"} = ${"a"}`;

describe("sqlRows", () => {
  it("finds a database registered by another instance of the module (Next bundles one per entry)", async () => {
    vi.resetModules();
    const opening = await import("./direct-sql");
    vi.resetModules();
    const route = await import("./direct-sql");
    expect(route).not.toBe(opening); // two instances, as the instrumentation's and a route handler's

    const queryRaw = vi.fn();
    const db = { $queryRaw: queryRaw } as unknown as PrismaClient;
    const pool = vi.fn(async () => [{ n: 7 }]) as unknown as DirectSql & ReturnType<typeof vi.fn>;
    opening.registerDirectSql(db, pool);

    await expect(route.sqlRows(db, statement())).resolves.toEqual([{ n: 7 }]);
    expect(pool).toHaveBeenCalledWith('SELECT $1::int AS "n" WHERE $2 = $3', [7, "a", "a"]);
    expect(queryRaw).not.toHaveBeenCalled();
  });

  it("sends a client it was not given (a transaction's, PGlite's) through $queryRaw", async () => {
    const { sqlRows } = await import("./direct-sql");
    const queryRaw = vi.fn(async () => [{ n: 7 }]);
    const tx = { $queryRaw: queryRaw } as unknown as PrismaClient;
    const sql = statement();
    await expect(sqlRows(tx, sql)).resolves.toEqual([{ n: 7 }]);
    expect(queryRaw).toHaveBeenCalledWith(sql);
  });
});
