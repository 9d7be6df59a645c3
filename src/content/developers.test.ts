import { describe, expect, it } from "vitest";
import { apiScopes } from "@/lib/validation/api-keys";
import { curlCommand, curlExamples, developersPage, fillPath, inlineParts, webhookEvents, type DevBlock } from "./developers";

const origin = "https://shop.example";
const page = developersPage(`${origin}/`);
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
    expect(curlCommand(curlExamples[0]!, `${origin}/`)).toBe(
      `curl "${origin}/api/v1/orders?status=completed&limit=20" \\\n  -H "Authorization: Bearer fgs_YOUR_KEY"`,
    );
  });

  it("builds a POST with a JSON body", () => {
    const refund = curlExamples.find((e) => e.path === "/orders/{orderId}/refund")!;
    const command = curlCommand(refund, origin);
    expect(command).toMatch(/^curl -X POST "https:\/\/shop\.example\/api\/v1\/orders\/cm3k9x2ab0001\/refund"/);
    expect(command).toContain(`-H "Content-Type: application/json"`);
    expect(command).toContain(`-d '{"amount":1000,"reason":"Bought twice by mistake"}'`);
  });

  it("covers the operations the page promises, each with a scope a key can have", () => {
    expect(curlExamples.map((e) => `${e.method} ${e.path}`)).toEqual([
      "GET /orders",
      "GET /orders/{orderId}",
      "POST /orders/{orderId}/refund",
      "GET /products",
      "POST /discounts",
    ]);
    for (const example of curlExamples) expect(apiScopes).toContain(example.scope);
    const curlSection = page.sections.find((s) => s.id === "curl-examples")!;
    expect(curlSection.blocks.filter((b) => b.kind === "code")).toHaveLength(curlExamples.length);
  });
});

describe("the developers page", () => {
  it("has the sections the issue asks for, with unique anchors", () => {
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ["getting-a-key", "authentication", "pagination", "errors", "rate-limits", "webhooks", "verifying-signatures", "curl-examples", "typed-clients", "reference"])
      expect(ids).toContain(id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("lists every scope and every webhook event, and names both typed clients", () => {
    const text = page.sections.flatMap((s) => allText(s.blocks)).join("\n");
    for (const scope of apiScopes) expect(text).toContain(`\`${scope}\``);
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
