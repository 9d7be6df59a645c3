// The developers' API (docs/api.md#rest-api-v1): `GET /api/v1/orders` with an API key, on
// PostgreSQL with 10 000 orders, 8 requests in flight at once (8 clients, each with its own key,
// as 8 integrations would), through the route handler in-process — the REST adapter, the key's
// hash lookup, its rate-limit count, the procedure and its output check, as in the built app.
// Beside it, in the same run, the baseline: a bare handler running the same search (the same SQL)
// with no key, no adapter, no output check. Prints p50/p95/p99 of each and the ratio; target: the
// REST call's p95 ≤ 50 ms. Requests walk pages 1–20 of the newest orders through the cursor.
// NODE_ENV=production as under `next start` (outside production the adapter re-checks the whole
// router on every request).
//   NODE_ENV=production npx tsx --conditions=react-server bench/api-orders.ts [orders=10000] [requests per client=150]
import { searchOrders } from "@/server/services/orders/search";
import { setDatabaseForTests } from "@/server/db";
import { createApiKey } from "@/server/services/admin/api-keys";
import { adminQuery } from "../tests/setup/databases";
import { benchDatabase, percentile } from "./pg-timing";

const ORDERS = Number(process.argv[2] ?? 10_000);
const PER_CLIENT = Number(process.argv[3] ?? 150);
const CLIENTS = 8;
const PAGES = 20;
const { name: database, open, db } = await benchDatabase("fg_bench_api");

try {
  const t0 = performance.now();
  await db.$executeRawUnsafe(`
    INSERT INTO "Order" ("id", "email", "firstName", "lastName", "address", "city", "state", "zipCode", "country", "countryCode",
      "productId", "productName", "subtotal", "amount", "currency", "provider", "status", "createdAt", "completedAt", "updatedAt")
    SELECT 'bench' || lpad(i::text, 6, '0'), 'buyer' || i || '@mail-buyers.shop', 'Jane', 'Doe', '1 Main St', 'Springfield', 'IL', '62701',
      'United States', 'US', (ARRAY['fertility','intimacy','bundle'])[1 + i % 3], 'Guide', 4700, 4700, (ARRAY['usd','gbp','aud'])[1 + i % 3], 'local',
      (ARRAY['completed','completed','completed','pending','failed'])[1 + i % 5]::"OrderStatus",
      now() - (i * (365 * 86400.0 / ${ORDERS})) * interval '1 second',
      now() - (i * (365 * 86400.0 / ${ORDERS})) * interval '1 second', now()
    FROM generate_series(1, ${ORDERS}) AS i`);
  await db.$executeRawUnsafe(`ANALYZE "Order"`);
  console.log(
    `developers' API: ${await db.order.count()} orders on PostgreSQL (inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );

  // The route handler reads the process's database: this one.
  setDatabaseForTests(open);
  const { GET: rest } = await import("@/app/api/v1/[...path]/route");
  const admin = await db.user.create({ data: { id: "bench-admin", email: "bench-admin@shop.org", emailVerified: true } });
  const keys = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      createApiKey(db, { userId: admin.id, email: admin.email }, { name: `bench client ${i + 1}`, scopes: ["orders:read"] }),
    ),
  );

  // The cursors of pages 1–20 (50 a page), found by paging through once.
  const cursors: (string | undefined)[] = [undefined];
  while (cursors.length < PAGES) cursors.push((await searchOrders(db, { limit: 50, cursor: cursors.at(-1) })).nextCursor ?? undefined);
  const query = (n: number) => `limit=50${cursors[n % PAGES] ? `&cursor=${cursors[n % PAGES]}` : ""}`;

  const bare = async (req: Request) => {
    const params = new URL(req.url).searchParams;
    return Response.json(await searchOrders(db, { limit: Number(params.get("limit")), cursor: params.get("cursor") ?? undefined }));
  };

  /** CLIENTS loops, each sending `requests` one after another; every answer must be a 200 with 50 orders. */
  async function load(name: string, handler: (req: Request) => Promise<Response>, requests: number, clients = CLIENTS) {
    const ms: number[] = [];
    const t = performance.now();
    await Promise.all(
      keys.slice(0, clients).map(async ({ secret }, client) => {
        for (let n = 0; n < requests; n++) {
          const req = new Request(`http://localhost:3000/api/v1/orders?${query(client + n)}`, {
            headers: { authorization: `Bearer ${secret}`, "x-forwarded-for": `10.9.0.${client + 1}` },
          });
          const start = performance.now();
          const response = await handler(req);
          const body = (await response.json()) as { orders?: unknown[] };
          ms.push(performance.now() - start);
          if (response.status !== 200 || body.orders?.length !== 50)
            throw new Error(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
        }
      }),
    );
    const seconds = (performance.now() - t) / 1000;
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(ms, p));
    if (requests > 5) {
      console.log(
        `  ${name.padEnd(44)} p50 ${p50!.toFixed(1).padStart(6)} ms   p95 ${p95!.toFixed(1).padStart(6)} ms   p99 ${p99!.toFixed(1).padStart(6)} ms   ${(ms.length / seconds).toFixed(0)} req/s`,
      );
    }
    return { p50: p50!, p95: p95!, p99: p99! };
  }

  console.log(`${CLIENTS} clients at once, ${PER_CLIENT} requests each, pages 1–${PAGES} of 50 orders in turn:`);
  // Warm-up (connections, query plans, the adapter's first document check), then the two in turn.
  await load("warm-up", rest, 5);
  await load("warm-up", bare, 5);
  const baseline = await load("baseline: bare handler, same search, no key", bare, PER_CLIENT);
  const api = await load("GET /api/v1/orders with a key", rest, PER_CLIENT);
  console.log(`  ratio to the baseline: p50 ${(api.p50 / baseline.p50).toFixed(2)}×, p95 ${(api.p95 / baseline.p95).toFixed(2)}×`);
  console.log(`  target p95 ≤ 50 ms: ${api.p95 <= 50 ? "met" : "NOT met"}`);
  // One client alone: what a request costs without queueing behind the 7 others (2 cores).
  console.log("1 client alone, the same requests:");
  const bareAlone = await load("baseline: bare handler, same search, no key", bare, PER_CLIENT, 1);
  const apiAlone = await load("GET /api/v1/orders with a key", rest, PER_CLIENT, 1);
  console.log(
    `  ratio to the baseline: p50 ${(apiAlone.p50 / bareAlone.p50).toFixed(2)}×, p95 ${(apiAlone.p95 / bareAlone.p95).toFixed(2)}×`,
  );
  console.log(
    `load average while measuring: ${(await import("node:os"))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await open.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
