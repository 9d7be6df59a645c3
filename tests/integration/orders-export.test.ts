import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/orders.csv/route";
import { orderSearchMessages as m } from "@/lib/messages";
import { EXPORT_BATCH } from "@/server/services/orders/export";
import { useTestDatabase } from "../setup/test-db";
import { orderRow, signedIn } from "./factories";

const db = useTestDatabase();

const get = (query: string, cookie?: string) =>
  exportCsv(new Request(`http://localhost:3000/api/admin/orders.csv${query}`, { headers: cookie ? { cookie } : {} }));

describe("GET /api/admin/orders.csv", () => {
  it("is for admins only: anonymous 401, a signed-in user 403; bad filters are a 400 with their message", async () => {
    expect((await get("")).status).toBe(401);
    const user = await signedIn(db());
    expect((await get("", user.cookie)).status).toBe(403);
    const { cookie } = await signedIn(db(), { admin: true });
    const reversed = await get("?from=2026-05-02&to=2026-05-01", cookie);
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ error: m.reversedRange });
    // A day before year 100 (Date.UTC would read it as 19xx): a 400 before anything is streamed.
    for (const early of ["?to=0001-01-01", "?from=0099-01-01"]) {
      const res = await get(early, cookie);
      expect(res.status, early).toBe(400);
      expect(await res.json()).toMatchObject({ error: m.badDate });
    }
    const status = await get("?status=shipped", cookie);
    expect(status.status).toBe(400);
    expect(await status.json()).toMatchObject({ error: m.unknownStatus });
    expect(await db().auditEvent.count({ where: { action: "orders.exported" } })).toBe(0);
  });

  it("streams every matching order (more than one batch) with a BOM, major units, currency, neutralised formulas, and audits it", async () => {
    const total = EXPORT_BATCH + 7;
    const start = Date.parse("2026-06-01T00:00:00Z");
    await db().order.createMany({
      data: [
        ...Array.from({ length: total }, (_, i) =>
          orderRow({
            email: `export${i}@shop.org`,
            status: "completed",
            amount: 4700 + i,
            currency: "gbp",
            createdAt: new Date(start + i * 1000),
          }),
        ),
        orderRow({
          email: "formula@shop.org",
          firstName: '=HYPERLINK("http://evil")',
          lastName: "-2+3",
          city: "Guía",
          status: "completed",
          createdAt: new Date(start - 5000),
        }),
        orderRow({ email: "plus@shop.org", firstName: "+1", lastName: "@SUM(A1)", status: "pending", createdAt: new Date(start - 6000) }),
        orderRow({
          email: "tab@shop.org",
          firstName: "\tx",
          lastName: "\rY",
          productName: "Guía de fertilidad",
          status: "completed",
          createdAt: new Date(start - 7000),
        }),
        orderRow({ email: "test@shop.org", status: "completed", createdAt: new Date(start - 8000) }),
      ],
    });
    const admin = await signedIn(db(), { admin: true });
    const res = await get("?status=completed&email=%40shop.org", admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
    const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
    // every completed non-test order with "@shop.org": the batch and a half, "formula" and "tab"
    expect(rows).toHaveLength(total + 2);
    expect(rows[0]).toMatchObject({
      email: `export${total - 1}@shop.org`,
      currency: "GBP",
      amount: ((4700 + total - 1) / 100).toFixed(2),
      status: "completed",
    });
    expect(new Set(rows.map((r) => r.order_id)).size).toBe(rows.length);
    const formula = rows.find((r) => r.email === "formula@shop.org")!;
    expect(formula.first_name).toBe('\'=HYPERLINK("http://evil")');
    expect(formula.last_name).toBe("'-2+3");
    const tab = rows.find((r) => r.email === "tab@shop.org")!;
    expect(tab).toMatchObject({ first_name: "'\tx", last_name: "'\rY", product_name: "Guía de fertilidad" });
    expect(rows.some((r) => r.email === "plus@shop.org" || r.email === "test@shop.org")).toBe(false);

    const [audit] = await db().auditEvent.findMany({ where: { action: "orders.exported" } });
    expect(audit).toMatchObject({ actorId: admin.user.id, actorEmail: admin.user.email });
    expect(audit!.details).toMatchObject({ rows: total + 2, complete: true, filters: { status: "completed", email: "@shop.org" } });
  });

  it("gives each order's refunded amount and its net amount (less every refund and a lost chargeback) in major units", async () => {
    const at = new Date("2026-07-01T00:00:00Z");
    const [partly, full, disputed, untouched] = await Promise.all(
      [
        { email: "partly@refund.org", status: "partially_refunded", refundedAmount: 1200 },
        { email: "full@refund.org", status: "refunded", refundedAmount: 4700 },
        { email: "lost@refund.org", status: "disputed", disputeStatus: "lost" },
        { email: "kept@refund.org", status: "completed" },
      ].map((o) => db().order.create({ data: orderRow({ ...o, createdAt: at }) })),
    );
    await db().refund.createMany({
      data: [
        { orderId: partly!.id, kind: "refund", amount: 500, currency: "usd", source: "admin" },
        { orderId: partly!.id, kind: "refund", amount: 700, currency: "usd", source: "stripe" },
        { orderId: full!.id, kind: "refund", amount: 4700, currency: "usd", source: "admin" },
        { orderId: disputed!.id, kind: "dispute", amount: 4700, currency: "usd", source: "stripe" },
      ],
    });
    const { cookie } = await signedIn(db(), { admin: true });
    const rows = parse(await (await get("?email=%40refund.org", cookie)).text(), { columns: true, bom: true }) as Record<string, string>[];
    const money = (id: string) => {
      const row = rows.find((r) => r.order_id === id)!;
      return [row.amount, row.refunded_amount, row.net_amount];
    };
    expect(money(partly!.id)).toEqual(["47.00", "12.00", "35.00"]);
    expect(money(full!.id)).toEqual(["47.00", "47.00", "0.00"]);
    expect(money(disputed!.id)).toEqual(["47.00", "0.00", "0.00"]);
    expect(money(untouched!.id)).toEqual(["47.00", "0.00", "47.00"]);
    expect(Object.keys(rows[0]!).slice(12, 15)).toEqual(["amount", "refunded_amount", "net_amount"]);
  });

  it("reads no further than the client takes: a download stopped after its first chunk reads a few batches, audited as incomplete", async () => {
    const total = EXPORT_BATCH * 6;
    const start = Date.parse("2026-08-01T00:00:00Z");
    await db().order.createMany({
      data: Array.from({ length: total }, (_, i) => orderRow({ email: `stop${i}@shop.org`, createdAt: new Date(start + i * 1000) })),
    });
    const admin = await signedIn(db(), { admin: true });
    const reader = (await get("?email=stop", admin.cookie)).body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value)).toMatch(/^\uFEFForder_id,created_at,status,email,/);
    // Time enough to read every batch, were they read ahead of the client.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await reader.cancel();
    const audit = async () =>
      (await db().auditEvent.findMany({ where: { action: "orders.exported" } }))
        .map((e) => e.details as { rows: number; complete: boolean; filters: { email?: string } })
        .find((d) => d.filters.email === "stop");
    await expect.poll(audit, { timeout: 5000 }).toMatchObject({ complete: false });
    expect((await audit())!.rows).toBeLessThanOrEqual(EXPORT_BATCH * 3);
  });
});
