// The schema-driven REST fuzz (openapi-fuzz.ts) against the /api/v1 route handler in process, for
// a few operations (bench/hostile-sweep.ts runs every operation against a production build): no
// answer ≥ 500, every status listed for its operation, every JSON body as the document says.
// And the judge itself: it must catch a body, a status or a failure the document does not allow.
import { describe, expect, it } from "vitest";
import { DELETE, GET, PATCH, POST, PUT } from "@/app/api/v1/[...path]/route";
import { apiScopes } from "@/lib/validation/api-keys";
import { openApiDocument, REST_BASE } from "@/server/api/openapi";
import { useTestDatabase } from "../../setup/test-db";
import { completedOrder, signedIn } from "../factories";
import { freshIp } from "../helpers";
import { answerJudge, fuzzRequests, operationsOf, type OpenApiDocument } from "./openapi-fuzz";

const db = useTestDatabase();
const SITE = "http://localhost:3000";
const doc = openApiDocument(SITE) as unknown as OpenApiDocument;
const handlers: Record<string, (req: Request) => Promise<Response>> = { GET, POST, PATCH, PUT, DELETE };

describe("REST fuzz from the OpenAPI document", () => {
  it("makes at least 30 requests for every operation, half valid, half invalid", () => {
    const requests = fuzzRequests(doc, { count: 30, seed: 1 });
    for (const { name } of operationsOf(doc)) {
      const mine = requests.filter((r) => r.operation === name);
      expect([name, mine.length, mine.filter((r) => r.valid).length]).toEqual([name, 30, 15]);
    }
  });

  it("answers generated requests to three operations as the document says", { timeout: 120_000 }, async () => {
    const admin = await signedIn(db(), { admin: true });
    const { secret } = await admin.caller.apiKeys.create({ name: "fuzz", scopes: [...apiScopes] });
    const { order } = await completedOrder();
    const judge = answerJudge(doc);
    const picked = ["GET /orders", "GET /orders/{orderId}", "POST /orders/{orderId}/refund"];
    const requests = fuzzRequests(doc, { count: 30, seed: 20261127, known: { orderId: [order.id] } }).filter((r) =>
      picked.includes(r.operation),
    );
    const problems: string[] = [];
    const statuses = new Set<number>();
    for (const [i, r] of requests.entries()) {
      if (i % 20 === 0) await db().rateLimit.deleteMany();
      const response = await handlers[r.method]!(
        new Request(`${SITE}${REST_BASE}${r.path}`, {
          method: r.method,
          headers: {
            authorization: `Bearer ${secret}`,
            "x-forwarded-for": freshIp(),
            ...(r.body !== undefined && { "content-type": "application/json" }),
          },
          body: r.body,
        }),
      );
      statuses.add(response.status);
      const verdict = judge(r, response.status, response.headers.get("content-type"), await response.text());
      if (verdict.failure ?? verdict.violation) problems.push(`${r.method} ${r.path} (${r.why}): ${verdict.failure ?? verdict.violation}`);
    }
    expect(problems).toEqual([]);
    expect(requests).toHaveLength(90);
    // The valid half reached the operations (200 for the order that exists), the invalid half was refused.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400]));
  });

  it("judges a body, a status and a failure the document does not allow", () => {
    const judge = answerJudge(doc);
    const list = { operation: "GET /orders", method: "GET", path: "/orders", valid: true, why: "valid" };
    expect(judge(list, 200, "application/json", JSON.stringify({ orders: [], nextCursor: null }))).toEqual({
      validRefused: false,
      invalidAccepted: false,
    });
    expect(judge(list, 200, "application/json", JSON.stringify({ orders: [{ id: 1 }], nextCursor: null })).violation).toMatch(/body/);
    expect(judge(list, 200, "text/html", "<p>").violation).toMatch(/not JSON/);
    expect(judge(list, 418, "application/json", "{}").violation).toMatch(/not listed/);
    expect(judge(list, 400, "application/json", JSON.stringify({ error: "x" })).violation).toMatch(/body/);
    expect(judge(list, 500, "application/json", "{}").failure).toBeDefined();
    expect(judge(list, 0, null, "").failure).toBeDefined();
  });
});
