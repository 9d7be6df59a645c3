import fs from "node:fs";
import path from "node:path";

/**
 * The statements with which migration `20261128071210_order_tallies` fills the dashboard's running
 * totals from the orders already there (docs/orders.md#figures-at-any-size): what a bulk load that
 * bypassed the triggers runs afterwards.
 */
export function tallyBackfillStatements(): string[] {
  const migration = fs.readFileSync(path.join("prisma", "migrations", "20261128071210_order_tallies", "migration.sql"), "utf8");
  const backfill = migration.slice(migration.indexOf("-- The totals of the orders and refunds already there."));
  return backfill.split(";").filter((statement) => statement.includes("INSERT"));
}
