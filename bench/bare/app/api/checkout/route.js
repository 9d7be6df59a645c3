// The baseline of bench/checkout-cpu.ts: a bare Next route handler that runs the same SQL as the
// store's checkout.createSession with the local payment gateway (captured with log_statement on
// 2026-11-26: two rate-limit upserts, product, prices, order insert, session update, cart
// lookup), through plain `pg`, with no tRPC, Prisma, validation or superjson. It is only served
// when bench/checkout-cpu.ts gives the bare app a DATABASE_URL.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;

async function count(client, key, windowMs, now) {
  const floor = new Date(now.getTime() - windowMs);
  const expiresAt = new Date(now.getTime() + windowMs);
  const { rows } = await client.query(
    `INSERT INTO "RateLimit" ("key", "windowStart", "count", "expiresAt") VALUES ($1, $2, 1, $3)
     ON CONFLICT ("key") DO UPDATE SET
       "count" = CASE WHEN "RateLimit"."windowStart" <= $4 THEN 1 ELSE "RateLimit"."count" + 1 END,
       "expiresAt" = CASE WHEN "RateLimit"."windowStart" <= $5 THEN $6 ELSE "RateLimit"."expiresAt" END,
       "windowStart" = CASE WHEN "RateLimit"."windowStart" <= $7 THEN $8 ELSE "RateLimit"."windowStart" END
     RETURNING "count", "windowStart"`,
    [key, now, expiresAt, floor, floor, expiresAt, floor, now],
  );
  return Number(rows[0].count);
}

export async function POST(request) {
  if (!pool) return Response.json({ error: "no DATABASE_URL" }, { status: 503 });
  const input = (await request.json()).json;
  const client = (request.headers.get("x-forwarded-for") ?? "").split(",").pop().trim();
  const now = new Date();
  await count(pool, `checkout-session:${createHash("sha256").update(client).digest("base64url").slice(0, 22)}`, 15 * 60_000, now);
  await count(pool, "checkout-session:*", 60 * 60_000, now);
  const product = (await pool.query(`SELECT "id", "kind"::text, "name", "description", "badge", "active", "fileId", "createdAt", "updatedAt" FROM "Product" WHERE "kind" = CAST($1::text AS "ProductKind") LIMIT 1`, [input.product])).rows[0];
  const prices = (await pool.query(`SELECT "id", "productId", "country"::text, "currency", "amount" FROM "Price" WHERE "country" IN (CAST($1::text AS "CountryCode"), CAST($2::text AS "CountryCode")) AND "productId" = $3`, ["US", "US", product.id])).rows;
  const price = prices[0];
  const id = `bare${randomBytes(10).toString("hex")}`;
  await pool.query(
    `INSERT INTO "Order" ("id","email","firstName","lastName","address","addressLine2","city","state","zipCode","country","countryCode","marketingOptIn","productId","productName","subtotal","discountAmount","amount","currency","discountCodeId","status","provider","userId","createdAt","updatedAt")
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,CAST($11::text AS "CountryCode"),$12,$13,$14,$15,$16,$17,$18,$19,CAST($20::text AS "OrderStatus"),$21,$22,$23,$24) RETURNING *`,
    [id, input.email, input.firstName, input.lastName, input.address, null, input.city, input.state, input.zipCode, input.country, "US", false, product.id, product.name, price.amount, 0, price.amount, price.currency, null, "pending", "local", null, now, now],
  );
  const session = `local_${randomBytes(16).toString("hex")}`;
  await pool.query(`UPDATE "Order" SET "providerSessionId" = $1, "expiresAt" = $2, "updatedAt" = $3 WHERE "id" = $4 RETURNING *`, [session, new Date(Date.now() + 30 * 60_000), new Date(), id]);
  await pool.query(`SELECT "id" FROM "Cart" WHERE "email" = $1 AND "productId" = $2 LIMIT 1`, [input.email, product.id]);
  return Response.json({ result: { data: { json: { orderId: id, sessionId: session, url: `/checkout/test-payment?session_id=${session}`, provider: "local" } } } });
}
