// API keys (docs/api.md#api-keys): made and revoked by admins (audited), the secret returned once
// and kept only as its SHA-256, `Authorization: Bearer fgs_…` on /api/trpc and on withRoute's
// `{ scope }` routes (the orders CSV), the one 401, the 403 naming the scope, the per-key 429.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/orders.csv/route";
import { GET as trpcGet, POST as trpcPost } from "@/app/api/trpc/[trpc]/route";
import { accessMessages, apiKeyMessages as m } from "@/lib/messages";
import type { ApiScope } from "@/lib/validation/api-keys";
import { apiKeyRateRule } from "@/server/services/admin/api-keys";
import { rateLimitKey } from "@/server/rate-limit";
import { useTestDatabase } from "../setup/test-db";
import { orderRow, signedIn } from "./factories";
import { freshIp, rejectionOf } from "./helpers";

const db = useTestDatabase();
const SITE = "http://localhost:3000";

/** A key made through the router by a fresh admin. */
async function keyWith(scopes: ApiScope[], extra: { expiresAt?: Date } = {}) {
  const admin = await signedIn(db(), { admin: true });
  const made = await admin.caller.apiKeys.create({ name: scopes.length > 2 ? "all scopes" : `key ${scopes.join(" ")}`, scopes, ...extra });
  return { ...made, admin };
}

type TrpcAnswer = { status: number; headers: Headers; data?: unknown; message?: string };

async function answerOf(response: Response): Promise<TrpcAnswer> {
  const body = (await response.json()) as { result?: { data?: { json?: unknown } }; error?: { json?: { message: string } } };
  return { status: response.status, headers: response.headers, data: body.result?.data?.json, message: body.error?.json?.message };
}

/** A GET of a query over HTTP, as a script would send it. */
async function query(path: string, input: unknown, headers: Record<string, string> = {}, search = "") {
  const url = `${SITE}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}${search}`;
  return answerOf(await trpcGet(new Request(url, { headers: { "x-forwarded-for": freshIp(), ...headers } })));
}

/** A POST of a mutation over HTTP (no Origin: a server's call, unless told). */
async function mutate(path: string, input: unknown, headers: Record<string, string> = {}) {
  return answerOf(
    await trpcPost(
      new Request(`${SITE}/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), host: "localhost:3000", ...headers },
        body: JSON.stringify({ json: input }),
      }),
    ),
  );
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe("creating and listing keys", () => {
  it("returns the secret once, keeps only its SHA-256 and a prefix, and audits the creation without the secret", async () => {
    const { id, secret, admin } = await keyWith(["orders:read", "stats:read", "orders:read"]);
    expect(secret).toMatch(/^fgs_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice(4), "base64url")).toHaveLength(32);

    const row = await db().apiKey.findUniqueOrThrow({ where: { id } });
    expect(row.hash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(row.prefix).toBe(secret.slice(0, 12));
    expect(row.scopes).toEqual(["orders:read", "stats:read"]);
    expect(row.createdById).toBe(admin.user.id);
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));

    const listed = (await admin.caller.apiKeys.list()).find((k) => k.id === id)!;
    expect(listed).toMatchObject({
      prefix: secret.slice(0, 12),
      scopes: ["orders:read", "stats:read"],
      createdByEmail: admin.user.email,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(listed).not.toHaveProperty("hash");
    expect(JSON.stringify(await admin.caller.apiKeys.list())).not.toContain(secret.slice(12));

    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "api_key.created", target: id } });
    expect(audit).toMatchObject({ actorId: admin.user.id, actorEmail: admin.user.email });
    expect(audit.details).toMatchObject({ prefix: secret.slice(0, 12), scopes: ["orders:read", "stats:read"] });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(12));

    // Two keys never share a secret.
    expect((await keyWith(["orders:read"])).secret).not.toBe(secret);
  });

  it("refuses a key without a name or scopes, with an unknown scope, or expiring in the past (400, our message)", async () => {
    const { caller } = await signedIn(db(), { admin: true });
    expect(await rejectionOf(caller.apiKeys.create({ name: " ", scopes: ["orders:read"] }))).toMatchObject({
      code: "BAD_REQUEST",
      message: m.nameRequired,
    });
    expect(await rejectionOf(caller.apiKeys.create({ name: "x", scopes: [] }))).toMatchObject({
      code: "BAD_REQUEST",
      message: m.scopesRequired,
    });
    expect(await rejectionOf(caller.apiKeys.create({ name: "x", scopes: ["orders:delete" as ApiScope] }))).toMatchObject({
      code: "BAD_REQUEST",
      message: m.unknownScope,
    });
    expect(
      await rejectionOf(caller.apiKeys.create({ name: "x", scopes: ["orders:read"], expiresAt: new Date(Date.now() - 1000) })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: m.expiryInPast,
    });
  });
});

describe("calling with Authorization: Bearer", () => {
  it("lets a key with the scope call its procedures over HTTP, with no session, and notes its last use", async () => {
    await db().order.create({ data: orderRow({ email: "keyed@shop.org", status: "completed" }) });
    const { id, secret } = await keyWith(["orders:read"]);
    const answer = await query("orders.search", { email: "keyed@shop.org" }, bearer(secret));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ orders: [expect.objectContaining({ email: "keyed@shop.org" })] });
    const used = await db().apiKey.findUniqueOrThrow({ where: { id } });
    expect(used.lastUsedAt).toBeInstanceOf(Date);
    expect(Date.now() - used.lastUsedAt!.getTime()).toBeLessThan(60_000);
  });

  it("answers an empty, malformed, unknown, expired or revoked key with the one 401", async () => {
    const expiring = await keyWith(["orders:read"], { expiresAt: new Date(Date.now() + 60_000) });
    await db().apiKey.update({ where: { id: expiring.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const revoked = await keyWith(["orders:read"]);
    await revoked.admin.caller.apiKeys.revoke({ id: revoked.id });
    const valid = await keyWith(["orders:read"]);
    const cases = {
      empty: "Bearer",
      emptyWithSpace: "Bearer   ",
      malformed: "Bearer not-a-key",
      wrongPrefix: `Bearer sk_${valid.secret.slice(4)}`,
      tooShort: `Bearer ${valid.secret.slice(0, -1)}`,
      unknown: `Bearer fgs_${"A".repeat(43)}`,
      expired: `Bearer ${expiring.secret}`,
      revoked: `Bearer ${revoked.secret}`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const answer = await query("orders.search", {}, { authorization });
      expect([name, answer.status, answer.message]).toEqual([name, 401, m.invalid]);
      // A public procedure too: a request with a bad key is refused as a whole.
      expect([name, (await query("settings.public", undefined, { authorization })).status]).toEqual([name, 401]);
    }
    expect((await query("orders.search", {}, bearer(valid.secret))).status).toBe(200);
  });

  it("never reads a key from the query string or a cookie", async () => {
    const { secret } = await keyWith(["orders:read"]);
    for (const [headers, search] of [
      [{}, `&api_key=${secret}`],
      [{}, `&authorization=Bearer%20${secret}`],
      [{ cookie: `api_key=${secret}; authorization=Bearer ${secret}` }, ""],
    ] as const) {
      const answer = await query("orders.search", {}, headers, search);
      expect([answer.status, answer.message]).toEqual([401, accessMessages.signIn]);
    }
  });

  it("answers a key without the scope 403 naming the scope, and never lets a key call an admin session's procedures", async () => {
    const { secret } = await keyWith(["stats:read"]);
    expect((await query("orders.stats", undefined, bearer(secret))).status).toBe(200);
    const search = await query("orders.search", {}, bearer(secret));
    expect([search.status, search.message]).toEqual([403, m.missingScope("orders:read")]);
    const refund = await mutate("orders.refund", { orderId: "x" }, bearer(secret));
    expect([refund.status, refund.message]).toEqual([403, m.missingScope("orders:write")]);

    const all = await keyWith(["orders:read", "orders:write", "products:read", "discounts:write", "subscribers:read", "stats:read"]);
    for (const [path, input] of [
      ["apiKeys.create", { name: "mine", scopes: ["orders:read"] }],
      ["apiKeys.revoke", { id: all.id }],
      ["settings.update", { key: "x", value: "y" }],
      ["admin.grantRole", { email: "x@y.org" }],
    ] as const) {
      const answer = await mutate(path, input, bearer(all.secret));
      expect([path, answer.status, answer.message]).toEqual([path, 403, m.sessionOnly]);
    }
    expect((await query("apiKeys.list", undefined, bearer(all.secret))).status).toBe(403);
    expect(await db().apiKey.count({ where: { name: "mine" } })).toBe(0);
    expect((await db().apiKey.findUniqueOrThrow({ where: { id: all.id } })).revokedAt).toBeNull();
  });

  it("uses only the key when a session cookie comes with it", async () => {
    const { secret } = await keyWith(["stats:read"]);
    const admin = await signedIn(db(), { admin: true });
    const answer = await query("orders.search", {}, { ...bearer(secret), cookie: admin.cookie });
    expect([answer.status, answer.message]).toEqual([403, m.missingScope("orders:read")]);
  });

  it("takes a server's mutation with a key and no Origin, audits it as the key, and still refuses a cookie's cross-site POST", async () => {
    const { secret, admin } = await keyWith(["discounts:write"]);
    const created = await mutate("discounts.create", { code: "KEYED-10", kind: "percent", percentOff: 10 }, bearer(secret));
    expect(created.status).toBe(200);
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "discount.created", target: "KEYED-10" } });
    expect(audit.actorId).toBe(admin.user.id);
    expect(audit.actorEmail).toBe(`API key ${secret.slice(0, 12)}… (key discounts:write)`);
    // Another site's page cannot ride a session by adding a Bearer header: with a cookie it is cross-site as ever.
    const withCookie = await mutate(
      "discounts.create",
      { code: "KEYED-11", kind: "percent", percentOff: 10 },
      {
        ...bearer(secret),
        cookie: admin.cookie,
        origin: "http://evil.example",
      },
    );
    expect([withCookie.status, withCookie.message]).toEqual([403, accessMessages.crossSite]);
  });

  it("limits each key to 600 requests a minute: 429 with Retry-After, other keys unaffected", async () => {
    const busy = await keyWith(["stats:read"]);
    const other = await keyWith(["stats:read"]);
    // The key's window already holds 599 requests (counted by the rate-limit service's own table).
    await db().rateLimit.create({
      data: {
        key: rateLimitKey(apiKeyRateRule.key, busy.id),
        windowStart: new Date(Date.now() - 20_000),
        count: 599,
        expiresAt: new Date(Date.now() + 40_000),
      },
    });
    expect((await query("orders.stats", undefined, bearer(busy.secret))).status).toBe(200);
    const limited = await query("orders.stats", undefined, bearer(busy.secret));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(39);
    expect(retryAfter).toBeLessThanOrEqual(41);
    expect(limited.message).toBe(m.rateLimited(retryAfter));
    expect((await query("orders.stats", undefined, bearer(other.secret))).status).toBe(200);
    const csv = await exportCsv(new Request(`${SITE}/api/admin/orders.csv`, { headers: bearer(busy.secret) }));
    expect([csv.status, csv.headers.get("retry-after")]).toEqual([429, expect.stringMatching(/^\d+$/)]);
  });
});

describe("revoking", () => {
  it("stops the key at once and is audited once", async () => {
    const { id, secret, admin } = await keyWith(["orders:read"]);
    expect((await query("orders.search", {}, bearer(secret))).status).toBe(200);
    const revoked = await admin.caller.apiKeys.revoke({ id });
    expect(revoked.revokedAt).toBeInstanceOf(Date);
    await admin.caller.apiKeys.revoke({ id });
    expect(await db().auditEvent.count({ where: { action: "api_key.revoked", target: id } })).toBe(1);
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "api_key.revoked", target: id } });
    expect(audit).toMatchObject({ actorId: admin.user.id, details: { prefix: secret.slice(0, 12) } });
    expect((await query("orders.search", {}, bearer(secret))).message).toBe(m.invalid);
    expect((await admin.caller.apiKeys.list()).find((k) => k.id === id)?.revokedAt).toBeInstanceOf(Date);
    expect(await rejectionOf(admin.caller.apiKeys.revoke({ id: "nope" }))).toMatchObject({ code: "NOT_FOUND", message: m.notFound });
  });
});

describe("GET /api/admin/orders.csv with a key (withRoute's { scope })", () => {
  const csv = (headers: Record<string, string>) =>
    exportCsv(new Request(`${SITE}/api/admin/orders.csv?email=csvkey%40shop.org`, { headers }));

  it("streams the CSV for a key with orders:read, 403 naming the scope without it, the one 401 for a bad key; the admin session as before", async () => {
    await db().order.create({ data: orderRow({ email: "csvkey@shop.org", status: "completed" }) });
    const reader = await keyWith(["orders:read"]);
    const ok = await csv(bearer(reader.secret));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("csvkey@shop.org");
    expect(
      await db().auditEvent.findFirst({
        where: { action: "orders.exported", actorEmail: { startsWith: `API key ${reader.secret.slice(0, 12)}` } },
      }),
    ).not.toBeNull();

    const other = await keyWith(["stats:read"]);
    const refused = await csv(bearer(other.secret));
    expect([refused.status, await refused.json()]).toEqual([403, expect.objectContaining({ error: m.missingScope("orders:read") })]);
    const bad = await csv({ authorization: "Bearer fgs_nope" });
    expect([bad.status, await bad.json()]).toEqual([401, expect.objectContaining({ error: m.invalid })]);
    expect((await csv({})).status).toBe(401);
    const admin = await signedIn(db(), { admin: true });
    const asAdmin = await csv({ cookie: admin.cookie });
    expect(asAdmin.status).toBe(200);
    await asAdmin.text(); // read to the end, so its audit record is written before the database closes
    const user = await signedIn(db());
    expect((await csv({ cookie: user.cookie })).status).toBe(403);
  });
});
