// GET /api/admin/tax.csv?year=2026&quarter=3 – the quarter's tax report as CSV (admins, or an API
// key with orders:read; refused by withRoute before anything is read, as the orders CSV).
import { taxMessages } from "@/lib/messages";
import { taxQuarterInput } from "@/lib/validation/tax";
import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/route";
import { exportTaxReportCsv } from "@/server/services/tax/report";

// Node streams (csv-stringify) need the Node runtime; the answer is never cached.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = withRoute("GET /api/admin/tax.csv", { scope: "orders:read" }, async ({ db, viewer, searchParams }) => {
  const parsed = taxQuarterInput.safeParse({ year: Number(searchParams.get("year")), quarter: Number(searchParams.get("quarter")) });
  if (!parsed.success) throw new AppError("BAD_INPUT", taxMessages.badQuarter);
  const body = await exportTaxReportCsv(db, viewer, parsed.data);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="tax-${parsed.data.year}-q${parsed.data.quarter}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
