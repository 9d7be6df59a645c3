// The baseline of bench/checkout-cpu.ts: a bare Next route handler that runs the same SQL as the
// store's checkout.createSession with the local payment gateway — four statements (both
// rate-limit windows in one, product with its prices, the order's insert, the session's and the
// cart's update in one), kept in step with the store's (docs/decisions/003-plain-sql-on-hot-paths.md)
// — through plain `pg`, with no tRPC, Prisma, validation or superjson. It is only served
// when bench/checkout-cpu.ts gives the bare app a DATABASE_URL.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;

// The two rate-limit windows as the store counts them: one statement (src/server/rate-limit.ts).
async function countBoth(client, own, store, now) {
  const ownFloor = new Date(now.getTime() - own.windowMs);
  const ownExpires = new Date(now.getTime() + own.windowMs);
  const storeFloor = new Date(now.getTime() - store.windowMs);
  const storeExpires = new Date(now.getTime() + store.windowMs);
  const { rows } = await client.query(
    `WITH own AS (
       INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt") VALUES ($1, $2, 1, $3)
       ON CONFLICT ("key") DO UPDATE SET
         "count" = CASE WHEN "RateLimit"."windowStart" <= $4 THEN 1 ELSE "RateLimit"."count" + 1 END,
         "expiresAt" = CASE WHEN "RateLimit"."windowStart" <= $4 THEN $3 ELSE "RateLimit"."expiresAt" END,
         "windowStart" = CASE WHEN "RateLimit"."windowStart" <= $4 THEN $2 ELSE "RateLimit"."windowStart" END
       RETURNING "count", "windowStart"
     ), store AS (
       INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt")
       SELECT CAST($5 AS text), CAST($2 AS timestamp(3)), 1, CAST($6 AS timestamp(3)) FROM own WHERE own."count" <= CAST($7 AS integer)
       ON CONFLICT ("key") DO UPDATE SET
         "count" = CASE WHEN "RateLimit"."windowStart" <= $8 THEN 1 ELSE "RateLimit"."count" + 1 END,
         "expiresAt" = CASE WHEN "RateLimit"."windowStart" <= $8 THEN $6 ELSE "RateLimit"."expiresAt" END,
         "windowStart" = CASE WHEN "RateLimit"."windowStart" <= $8 THEN $2 ELSE "RateLimit"."windowStart" END
       RETURNING "count", "windowStart"
     )
     SELECT 'own' AS "which", "count", "windowStart" FROM own UNION ALL SELECT 'store' AS "which", "count", "windowStart" FROM store`,
    [own.key, now, ownExpires, ownFloor, store.key, storeExpires, own.limit, storeFloor],
  );
  return rows;
}

export async function POST(request) {
  if (!pool) return Response.json({ error: "no DATABASE_URL" }, { status: 503 });
  const input = (await request.json()).json;
  const client = (request.headers.get("x-forwarded-for") ?? "").split(",").pop().trim();
  const now = new Date();
  await countBoth(
    pool,
    { key: `checkout-session:${createHash("sha256").update(client).digest("base64url").slice(0, 22)}`, windowMs: 15 * 60_000, limit: 20 },
    { key: "checkout-session:*", windowMs: 60 * 60_000 },
    now,
  );
  const prices = (
    await pool.query(
      `SELECT p."id", p."kind"::text AS "kind", p."name", p."active", pr."country"::text AS "country", pr."currency", pr."amount"
       FROM "Product" p LEFT JOIN "Price" pr ON pr."productId" = p."id" AND pr."country"::text IN ($1, 'US') WHERE p."kind"::text = $2`,
      ["US", input.product],
    )
  ).rows;
  const product = prices[0];
  const price = prices.find((p) => p.country === "US");
  const id = `bare${randomBytes(10).toString("hex")}`;
  await pool.query(
    `INSERT INTO "Order" ("id", "email", "firstName", "lastName", "address", "addressLine2", "city", "state", "zipCode", "country",
       "countryCode", "marketingOptIn", "productId", "productName", "subtotal", "discountAmount", "amount", "currency",
       "discountCodeId", "status", "provider", "userId", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CAST($11 AS "CountryCode"), $12, $13, $14, $15, $16, $17, $18, $19, 'pending', $20, $21, $22, $23)`,
    [
      id,
      input.email,
      input.firstName,
      input.lastName,
      input.address,
      null,
      input.city,
      input.state,
      input.zipCode,
      input.country,
      "US",
      false,
      product.id,
      product.name,
      price.amount,
      0,
      price.amount,
      price.currency,
      null,
      "local",
      null,
      now,
      now,
    ],
  );
  const session = `local_${randomBytes(16).toString("hex")}`;
  const updated = new Date();
  await pool.query(
    `WITH "session" AS (
       UPDATE "Order" SET "providerSessionId" = $1, "expiresAt" = $2, "updatedAt" = $3 WHERE "id" = $4
     )
     UPDATE "Cart" SET "status" = 'checkout_started', "updatedAt" = $5
     WHERE "email" = $6 AND "productId" = $7 RETURNING "id"`,
    [session, new Date(Date.now() + 30 * 60_000), updated, id, updated, input.email, product.id],
  );
  return Response.json({
    result: { data: { json: { orderId: id, sessionId: session, url: `/checkout/test-payment?session_id=${session}`, provider: "local" } } },
  });
}
