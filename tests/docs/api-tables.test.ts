// docs/api.md's tables of the REST surface and of the API key scopes are written by
// `npm run docs:api` (scripts/docs-api.ts) from restOperations() and the procedures' scopes. This
// fails when the committed tables are not what it would write now: change the routers, run it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiScopes } from "@/lib/validation/api-keys";
import { restOperations } from "@/server/api/openapi";
import { API_DOC, apiDocTables, renderApiDoc, scopedRoutes } from "../../scripts/docs-api";

describe("docs/api.md's generated tables", () => {
  it("are what `npm run docs:api` writes now", () => {
    const committed = readFileSync(API_DOC, "utf8");
    expect(renderApiDoc(committed), "docs/api.md is stale: run `npm run docs:api`").toBe(committed);
  });

  it("hold one row per REST operation and per scope", () => {
    const tables = apiDocTables();
    const rows = (table: string) => table.split("\n").slice(2);
    expect(rows(tables["rest-operations"]!)).toHaveLength(restOperations().length);
    expect(rows(tables["api-key-scopes"]!)).toHaveLength(apiScopes.length);
  });

  it("finds the route handlers that take a key (the reader of withRoute's options works)", () => {
    const routes = scopedRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(apiScopes).toContain(route.scope);
  });

  it("refuses a doc whose markers are missing, rather than writing nothing", () => {
    expect(() => renderApiDoc("# no markers\n")).toThrow(/rest-operations:start/);
  });
});
