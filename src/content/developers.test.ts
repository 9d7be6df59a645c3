import { describe, expect, it } from "vitest";
import { apiScopes } from "@/lib/validation/api-keys";
import { webhookEventTypes } from "@/lib/validation/webhooks";
import { restOperations } from "@/server/api/openapi";
import { curlCalls, curlCommand, curlExamples, developersPage, fillPath, inlineParts, webhookEvents, type DevBlock } from "./developers";

const origin = "https://shop.example";
/** The REST surface as the server lists it: what the page is handed (src/server/queries/developers.ts). */
const endpoints = restOperations();
const page = developersPage(`${origin}/`, endpoints);
const calls = curlCalls(endpoints);
const allText = (blocks: DevBlock[]) =>
  blocks.flatMap((b) => (b.kind === "p" ? [b.text] : b.kind === "list" ? b.items : b.kind === "table" ? b.rows.flat() : [b.label, b.code]));

describe("inlineParts", () => {
  it("splits code spans and links out of the text", () => {
    expect(inlineParts("Send `Authorization` to [the API](/api/v1/openapi.json) now.")).toEqual([
      { kind: "text", text: "Send " },
      { kind: "code", text: "Authorization" },
      { kind: "text", text: " to " },
      { kind: "link", text: "the API", href: "/api/v1/openapi.json" },
      { kind: "text", text: " now." },
    ]);
  });

  it("keeps unmatched marks as plain text", () => {
    expect(inlineParts("a ` b [c](d e)")).toEqual([{ kind: "text", text: "a ` b [c](d e)" }]);
    expect(inlineParts("")).toEqual([]);
  });
});

describe("curl examples", () => {
  it("fills path parameters, encoded, and refuses a missing one", () => {
    expect(fillPath("/orders/{orderId}/refund", { orderId: "a b/c" })).toBe("/orders/a%20b%2Fc/refund");
    expect(() => fillPath("/orders/{orderId}")).toThrow(/orderId/);
  });

  it("builds a GET with the key and the query, against the origin without a doubled slash", () => {
    expect(
      curlCommand(
        calls.find((c) => c.procedure === "orders.search")!,
        `${origin}/`,
      ),
    ).toBe(`curl "${origin}/api/v1/orders?status=completed&limit=20" \\\n  -H "Authorization: Bearer fgs_YOUR_KEY"`);
  });

  it("builds a POST with a JSON body", () => {
    const refund = calls.find((e) => e.procedure === "orders.refund")!;
    const command = curlCommand(refund, origin);
    expect(command).toMatch(/^curl -X POST "https:\/\/shop\.example\/api\/v1\/orders\/cm3k9x2ab0001\/refund"/);
    expect(command).toContain(`-H "Content-Type: application/json"`);
    expect(command).toContain(`-d '{"amount":1000,"reason":"Bought twice by mistake"}'`);
  });

  it("takes each example's method, path and scope from the operation that serves its procedure", () => {
    expect(calls.map((c) => c.procedure)).toEqual(curlExamples.map((e) => e.procedure));
    for (const call of calls) {
      const endpoint = endpoints.find((e) => e.procedure === call.procedure)!;
      expect([call.method, call.path, call.scope]).toEqual([endpoint.method, endpoint.path, endpoint.scope]);
      expect(apiScopes).toContain(call.scope);
    }
    const curlSection = page.sections.find((s) => s.id === "curl-examples")!;
    expect(curlSection.blocks.filter((b) => b.kind === "code")).toHaveLength(curlExamples.length);
  });

  it("refuses an example whose procedure is not on the REST surface", () => {
    expect(() => curlCalls(endpoints, [{ procedure: "settings.update", summary: "not served" }])).toThrow(/settings\.update/);
  });
});

describe("the developers page", () => {
  it("has the sections the issue asks for, with unique anchors", () => {
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      "getting-a-key",
      "authentication",
      "endpoints",
      "pagination",
      "errors",
      "rate-limits",
      "webhooks",
      "verifying-signatures",
      "curl-examples",
      "typed-clients",
      "reference",
    ])
      expect(ids).toContain(id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("lists every REST operation the server serves, with the scope its key needs", () => {
    const table = page.sections.find((s) => s.id === "endpoints")!.blocks.find((b) => b.kind === "table")!;
    expect(table.kind === "table" && table.rows).toEqual(
      endpoints.map((e) => [`\`${e.method} /api/v1${e.path}\``, e.summary, `\`${e.scope}\``]),
    );
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it("lists every scope and every webhook event, and names both typed clients", () => {
    const text = page.sections.flatMap((s) => allText(s.blocks)).join("\n");
    for (const scope of apiScopes) expect(text).toContain(`\`${scope}\``);
    expect(webhookEvents.map((e) => e.type)).toEqual(webhookEventTypes);
    for (const event of webhookEvents) expect(text).toContain(`\`${event.type}\``);
    for (const header of ["webhook-id", "webhook-timestamp", "webhook-signature"]) expect(text).toContain(header);
    expect(text).toContain("examples/typescript-client.ts");
    expect(text).toContain("examples/openapi-client.ts");
    expect(text).toContain('from "standardwebhooks"');
    expect(text).toContain("Retry-After");
  });

  it("links only to our own pages, the document, and the Standard Webhooks spec", () => {
    const links = [page.intro, ...page.sections.flatMap((s) => allText(s.blocks))].flatMap((t) =>
      inlineParts(t).flatMap((p) => (p.kind === "link" ? [p.href] : [])),
    );
    expect(links).toContain("/admin/api-keys");
    expect(links).toContain("/developers/reference");
    for (const href of links) expect(href.startsWith("/") || href === "https://www.standardwebhooks.com").toBe(true);
  });
});
