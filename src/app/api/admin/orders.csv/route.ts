// GET /api/admin/orders.csv?<the orders table's filters> – every matching order as CSV (admins,
// or an API key with orders:read: anonymous or a bad key 401, signed-in non-admin or a key
// without the scope 403, all decided by withRoute before anything is read).
import { filtersFromParams, orderFilters } from "@/lib/validation/order-search";
import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/route";
import { exportOrdersCsv } from "@/server/services/orders/export";

// Node streams (csv-stringify) need the Node runtime; the answer is never cached.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = withRoute("GET /api/admin/orders.csv", { scope: "orders:read" }, async ({ db, viewer, searchParams }) => {
  const parsed = orderFilters.safeParse(filtersFromParams(searchParams));
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
