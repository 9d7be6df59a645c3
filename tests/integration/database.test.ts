import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seed } from "../../prisma/seed";
import { applyMigrations } from "@/server/db/migrate";
import { DatabaseLockedError, lockDataDir } from "@/server/db/lock";
import { rateLimitKey, sweepRateLimits, takeRateLimit } from "@/server/rate-limit";
import { useTestDatabase } from "../setup/test-db";

const db = useTestDatabase();

describe("seed", () => {
  it("loads the spec's products, prices, settings and codes, and is idempotent", async () => {
    await db().websiteSetting.update({ where: { key: "single_price" }, data: { value: "89" } });
    await seed(db());
    await seed(db());
    expect(await db().product.count()).toBe(3);
    expect(await db().price.count()).toBe(7);
    expect(await db().websiteSetting.count()).toBe(7);
    const price = await db().price.findUniqueOrThrow({ where: { productId_country: { productId: "intimacy", country: "UK" } } });
    expect(price).toMatchObject({ amount: 2900, currency: "gbp" });
    expect(await db().discountCode.findUniqueOrThrow({ where: { code: "SAVE50" } })).toMatchObject({ percentOff: 50 });
    expect(await db().discountCode.findUniqueOrThrow({ where: { code: "WELCOME20" } })).toMatchObject({ percentOff: 20 });
    // an admin's edit survives a re-seed
    expect(await db().websiteSetting.findUniqueOrThrow({ where: { key: "single_price" } })).toMatchObject({ value: "89" });
    expect(await db().bundleItem.count({ where: { bundleId: "bundle" } })).toBe(2);
  });
});

describe("migrations", () => {
  it("are recorded like prisma migrate, and a second run applies nothing", async () => {
    const rows = await db().$queryRawUnsafe<{ migration_name: string }[]>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(rows.map((r) => r.migration_name)).toContain("20261122000000_init");
    const exec = async (sql: string) => void (await db().$executeRawUnsafe(sql));
    await expect(applyMigrations({ db: db(), exec, close: async () => {} })).resolves.toEqual([]);
  });

  it("refuse to continue when an applied migration was edited", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fg-migrations-"));
    fs.mkdirSync(path.join(dir, "20261122000000_init"));
    fs.writeFileSync(path.join(dir, "20261122000000_init", "migration.sql"), "-- edited\nSELECT 1;");
    const exec = async (sql: string) => void (await db().$executeRawUnsafe(sql));
    await expect(applyMigrations({ db: db(), exec, close: async () => {} }, dir)).rejects.toThrow(/was changed/);
  });
});

describe("rate limit", () => {
  it("counts concurrent attempts exactly (10 of 30 allowed)", async () => {
    const rule = { key: "concurrency-test", limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 30 }, () => takeRateLimit(db(), rule, "1.2.3.4")));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("opens a new window once the old one has passed", async () => {
    const rule = { key: "window-test", limit: 1, windowMs: 1000 };
    const t0 = new Date("2026-01-01T00:00:00Z");
    expect((await takeRateLimit(db(), rule, "c", t0)).allowed).toBe(true);
    expect((await takeRateLimit(db(), rule, "c", new Date(t0.getTime() + 999))).allowed).toBe(false);
    expect((await takeRateLimit(db(), rule, "c", new Date(t0.getTime() + 1000))).allowed).toBe(true);
  });

  it("stores a fixed-size hash of the client, however long the client string is", async () => {
    const rule = { key: "key-test", limit: 5, windowMs: 60_000 };
    await takeRateLimit(db(), rule, "x".repeat(6000));
    const rows = await db().rateLimit.findMany({ where: { key: { startsWith: "key-test:" } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe(rateLimitKey("key-test", "x".repeat(6000)));
    expect(rows[0]!.key.length).toBeLessThanOrEqual("key-test:".length + 22);
    expect(rows[0]!.key).not.toContain("xxxx");
  });

  it("stops every client together at the store-wide ceiling", async () => {
    const rule = { key: "ceiling-test", limit: 2, windowMs: 60_000, store: { limit: 5, windowMs: 60_000 } };
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await takeRateLimit(db(), rule, `198.51.100.${i}`));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false, false, false]);
    expect(results[5]!.scope).toBe("store");
    // A client over its own limit is refused without using up the store's allowance.
    const own = [];
    for (let i = 0; i < 3; i++) own.push(await takeRateLimit(db(), { ...rule, key: "ceiling-own" }, "203.0.113.1"));
    expect(own.map((r) => [r.allowed, r.scope])).toEqual([
      [true, "client"],
      [true, "client"],
      [false, "client"],
    ]);
  });

  it("deletes windows that have ended, and only those", async () => {
    const t0 = new Date("2026-02-01T00:00:00Z");
    await takeRateLimit(db(), { key: "sweep-short", limit: 1, windowMs: 1000 }, "c", t0);
    await takeRateLimit(db(), { key: "sweep-long", limit: 1, windowMs: 60_000 }, "c", t0);
    expect(await sweepRateLimits(db(), new Date(t0.getTime() + 1001))).toBeGreaterThanOrEqual(1);
    const left = await db().rateLimit.findMany({ where: { key: { startsWith: "sweep-" } } });
    expect(left.map((r) => r.key)).toEqual([rateLimitKey("sweep-long", "c")]);
  });
});

describe("PGlite folder guard", () => {
  it("refuses a folder another live process holds, and takes over a dead one's lock", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fg-lock-")), "pglite");
    const other = spawn("sleep", ["30"]);
    fs.writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
    expect(() => lockDataDir(dir)).toThrow(`already open in another process (pid ${other.pid})`);
    other.kill();
    await new Promise((resolve) => other.once("exit", resolve));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
