import fs from "node:fs";
import path from "node:path";

/** The statements of a migration from `marker` on that contain `keyword`: what it runs on the rows already there. */
function backfillOf(migration: string, marker: string, keyword: string): string[] {
  const sql = fs.readFileSync(path.join("prisma", "migrations", migration, "migration.sql"), "utf8");
  return sql
    .slice(sql.indexOf(marker))
    .split(";")
    .filter((statement) => statement.includes(keyword));
}

/**
 * The statements with which migration `20261128071210_order_tallies` fills the dashboard's running
 * totals from the orders already there (docs/orders.md#figures-at-any-size): what a bulk load that
 * bypassed the triggers runs afterwards.
 */
export const tallyBackfillStatements = () =>
  backfillOf("20261128071210_order_tallies", "-- The totals of the orders and refunds already there.", "INSERT");

/**
 * The statement with which migration `20261129164450_order_latest_delivery` sets each order's
 * latest reported delivery from the e-mails already there (docs/orders.md#delivery-at-any-size).
 */
export const latestDeliveryBackfillStatements = () =>
  backfillOf("20261129164450_order_latest_delivery", "-- The e-mails already there.", "UPDATE");
