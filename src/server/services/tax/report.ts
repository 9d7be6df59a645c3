import "server-only";
import type { Viewer } from "@/server/auth/port";
import type { OrderStatus } from "@/generated/prisma/client";
import type { Db } from "@/server/db/open";
import { recordAudit } from "@/server/audit";
import { majorUnits, streamCsv } from "@/server/services/orders/export";
import type { TaxLine } from "./arithmetic";
import { billingCountryOf } from "./checkout";
import { usStateCodeOf } from "./countries";

/** One line of the report: a country (and US state) in one currency over a quarter, minor units. */
export type TaxReportRow = {
  country: string;
  state: string | null;
  currency: string;
  orders: number;
  /** Orders an EU business accounted for (no tax charged). */
  reverseCharged: number;
  net: number;
  tax: number;
  gross: number;
  /** Money given back in the quarter (refunds and lost chargebacks) on orders from here, and its tax share. */
  refunds: number;
  refundsTax: number;
};

const BATCH = 1000;
const paid: OrderStatus[] = ["completed", "partially_refunded", "refunded", "disputed"];

/** A calendar quarter in UTC: [from, to). */
export function quarterRange(year: number, quarter: number) {
  return { from: new Date(Date.UTC(year, (quarter - 1) * 3, 1)), to: new Date(Date.UTC(year, quarter * 3, 1)) };
}

type Located = { country: string; countryCode: string; state: string; taxEvidence: unknown; taxLines: unknown };

/** Where an order is taxed: the billing country kept as evidence (older orders: their form country), and the US state. */
function placeOf(order: Located) {
  const evidence = order.taxEvidence as { billingCountry?: string } | null;
  const country = evidence?.billingCountry ?? billingCountryOf(order.country, order.countryCode);
  const lines = Array.isArray(order.taxLines) ? (order.taxLines as TaxLine[]) : [];
  const state = country === "US" ? (lines[0]?.state ?? usStateCodeOf(order.state)) : null;
  return { country, state };
}

const place = { country: true, countryCode: true, state: true, taxEvidence: true, taxLines: true } as const;

/**
 * The figures a VAT return, an OSS return or a BAS asks for (docs/product.md#tax): per country
 * (and US state) and currency, the paid orders completed in the quarter — count, net, tax,
 * gross — and the refunds made in it with their tax. Orders and refunds are read in batches.
 */
export async function taxReport(db: Db, period: { year: number; quarter: number }): Promise<TaxReportRow[]> {
  const { from, to } = quarterRange(period.year, period.quarter);
  const rows = new Map<string, TaxReportRow>();
  const rowOf = (where: { country: string; state: string | null }, currency: string) => {
    const key = `${where.country}|${where.state ?? ""}|${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = { ...where, currency, orders: 0, reverseCharged: 0, net: 0, tax: 0, gross: 0, refunds: 0, refundsTax: 0 };
      rows.set(key, row);
    }
    return row;
  };

  for (let cursor: string | undefined; ;) {
    const orders = await db.order.findMany({
      where: { status: { in: paid }, completedAt: { gte: from, lt: to } },
      select: { id: true, amount: true, currency: true, taxAmount: true, taxReverseCharge: true, ...place },
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const order of orders) {
      const row = rowOf(placeOf(order), order.currency);
      row.orders += 1;
      row.reverseCharged += order.taxReverseCharge ? 1 : 0;
      row.gross += order.amount;
      row.tax += order.taxAmount;
      row.net += order.amount - order.taxAmount;
    }
    if (orders.length < BATCH) break;
    cursor = orders.at(-1)!.id;
  }

  for (let cursor: string | undefined; ;) {
    const refunds = await db.refund.findMany({
      where: { createdAt: { gte: from, lt: to } },
      select: { id: true, amount: true, taxAmount: true, currency: true, order: { select: place } },
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const refund of refunds) {
      const row = rowOf(placeOf(refund.order), refund.currency);
      row.refunds += refund.amount;
      row.refundsTax += refund.taxAmount;
    }
    if (refunds.length < BATCH) break;
    cursor = refunds.at(-1)!.id;
  }

  return [...rows.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || (a.state ?? "").localeCompare(b.state ?? "") || a.currency.localeCompare(b.currency),
  );
}

const columns = [
  "quarter",
  "country",
  "state",
  "currency",
  "orders",
  "reverse_charged",
  "net",
  "tax",
  "gross",
  "refunds",
  "refunds_tax",
] as const;

/** The report as CSV (`GET /api/admin/tax.csv`): the orders export's format and streaming; audited. */
export async function exportTaxReportCsv(db: Db, viewer: Viewer, period: { year: number; quarter: number }) {
  const rows = await taxReport(db, period);
  await recordAudit(db, viewer, "orders.exported", null, { report: "tax", ...period, rows: rows.length });
  const label = `${period.year}-Q${period.quarter}`;
  return streamCsv(
    columns,
    (async function* () {
      yield rows.map((r) => [
        label,
        r.country,
        r.state ?? "",
        r.currency.toUpperCase(),
        r.orders,
        r.reverseCharged,
        majorUnits(r.net),
        majorUnits(r.tax),
        majorUnits(r.gross),
        majorUnits(r.refunds),
        majorUnits(r.refundsTax),
      ]);
    })(),
  );
}
