// GET /api/admin/orders.csv?<the orders table's filters> – every matching order as CSV (admins).
// Written with withHttpErrors + requireAdminRequest (the route wrapper of another branch was not
// merged yet when this was written).
import { filtersFromParams, orderFilters } from "@/lib/validation/order-search";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import { withHttpErrors } from "@/server/http/errors";
import { requireAdminRequest } from "@/server/http/require-admin-request";
import { exportOrdersCsv } from "@/server/services/order-export";

// Node streams (csv-stringify) need the Node runtime; the answer is never cached.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = withHttpErrors("GET /api/admin/orders.csv", async (req) => {
  const db = await getDb();
  const viewer = await requireAdminRequest(req, db);
  const parsed = orderFilters.safeParse(filtersFromParams(new URL(req.url).searchParams));
  if (!parsed.success) throw new AppError("BAD_INPUT", parsed.error.issues[0]?.message ?? "Invalid filter");
  const body = exportOrdersCsv(db, viewer, parsed.data);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${day}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
