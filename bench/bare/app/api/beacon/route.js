// The baseline of bench/beacon.ts: a bare Next route handler doing the beacon's minimum — read the
// body, parse the JSON, insert one page-view row through plain `pg` — with none of the store's
// rate limit, validation, bot filter, visitor hash or Prisma. Only served when bench/beacon.ts
// gives the bare app a DATABASE_URL.
import { randomBytes } from "node:crypto";
import pg from "pg";

const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;

export async function POST(request) {
  if (!pool) return Response.json({ error: "no DATABASE_URL" }, { status: 503 });
  const body = JSON.parse(await request.text());
  const now = new Date();
  await pool.query(
    `INSERT INTO "InsightEvent" ("id", "day", "visitor", "kind", "path", "country", "device", "createdAt") VALUES ($1, $2, $3, 'pageview', $4, 'unknown', 'desktop', $5)`,
    [`bare${randomBytes(10).toString("hex")}`, now.toISOString().slice(0, 10), "bare-visitor", String(body.u).slice(0, 200), now],
  );
  return new Response(null, { status: 204 });
}
