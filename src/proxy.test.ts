import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { restMessages } from "@/lib/messages";
import { proxyMatcher } from "../tests/proxy-matcher";

/** The proxy module as loaded with these settings (src/env.js reads them once, at import). */
async function proxyWith(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  const { proxy } = await import("@/proxy");
  return { proxy: async (req: NextRequest) => (await proxy(req, event))! };
}
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const event = { waitUntil() {}, passThroughOnException() {} } as never;
const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost:3000${path}`, { headers });

const clerkOn = {
  CLERK_SECRET_KEY: "sk_test_offline-proxy-test",
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_test_${btoa("clerk.fertility-guides.example$")}`,
};

describe.each([
  ["Clerk off", { CLERK_SECRET_KEY: undefined, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: undefined }],
  ["Clerk on", clerkOn],
])("proxy, %s", (name, vars) => {
  it("gives a dynamic page its nonce policy and the request path, on the request and the answer", async () => {
    const { proxy } = await proxyWith(vars);
    const response = await proxy(request("/admin/jobs", { "x-request-path": "/forged" }));
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(response.headers.get("x-middleware-request-x-request-path")).toBe("/admin/jobs");
    if (name === "Clerk on") {
      expect(policy).toContain("https://clerk.fertility-guides.example");
      // Clerk's middleware ran: it marks the request with its (signed-out) auth state.
      expect(response.headers.get("x-middleware-request-x-clerk-auth-status")).toBe("signed-out");
    }
    // A pass-through, not Clerk's rewrite to the same URL (which a server bound to an address proxies to itself).
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    if (name === "Clerk off") expect(policy).not.toMatch(/clerk/);
  });

  it("passes a dynamic page with a query through, too", async () => {
    const { proxy } = await proxyWith(vars);
    const response = await proxy(request("/admin/jobs?status=failed&page=2"));
    expect([response.headers.get("x-middleware-next"), response.headers.get("x-middleware-rewrite")]).toEqual(["1", null]);
  });

  it("rewrites nothing but /: any other matched path passes through", async () => {
    const { proxy } = await proxyWith(vars);
    for (const path of ["/auth", "/account/orders", "/some-future-page"]) {
      const response = await proxy(request(path));
      expect([path, response.headers.get("x-middleware-rewrite"), response.headers.get("x-middleware-next")]).toEqual([path, null, "1"]);
    }
  });

  it("keeps Clerk off the guests' pages: test payment, thank-you and download get their policy without it", async () => {
    const { proxy } = await proxyWith(vars);
    for (const path of ["/checkout/test-payment?session_id=cs_1", "/thank-you", "/download"]) {
      const response = await proxy(request(path, { "sec-fetch-dest": "document" }));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toMatch(/'nonce-/);
      expect([...response.headers.keys()].filter((k) => k.includes("clerk"))).toEqual([]);
    }
  });
});

describe("paths whose percent-escapes do not decode", () => {
  const broken = [
    "/media/images/a%ED%A0%80b",
    "/media/images/%C0%AF",
    "/media/%FF",
    "/api/auth/%ED%A0%80",
    "/api/trpc/%C0%AF",
    "/blog/%FF",
    "/dev/outbox/%ED%A0%80",
    "/%E0%A4%A",
    "/blog/a%00b",
  ];

  it("are refused before routing: 400, with the security headers", async () => {
    const { proxy } = await proxyWith({});
    for (const path of broken) {
      const response = await proxy(request(path));
      expect([
        path,
        response.status,
        response.headers.get("x-content-type-options"),
        response.headers.get("content-security-policy"),
      ]).toEqual([path, 400, "nosniff", "default-src 'none'"]);
    }
    // Under the REST API, its own error: a JSON 404, as for any path that names no endpoint.
    for (const path of ["/api/v1/orders/%E0%A4%A", "/api/v1/%FF"]) {
      const response = await proxy(request(path));
      expect([path, response.status, await response.json()]).toEqual([
        path,
        404,
        { code: "NOT_FOUND", message: restMessages.noSuchEndpoint },
      ]);
    }
    for (const path of ["/blog/caf%C3%A9", "/media/images/a%20b"]) {
      expect([path, (await proxy(request(path))).status]).toEqual([path, 200]);
    }
  });

  it("reach the proxy: its matcher, compiled as Next compiles it, takes every path with a %", async () => {
    const match = await proxyMatcher();
    for (const path of broken) expect([path, match(path)]).toEqual([path, true]);
    // `/` too: next.config.mjs's rewrites choose its region (src/lib/landing-rewrite.js).
    for (const path of ["/", "/blog/intimacy-gap-guide", "/media/images/a.png", "/api/trpc/x", "/robots.txt"])
      expect([path, match(path)]).toEqual([path, false]);
  });
});

describe("moved addresses", () => {
  it("answer 308 with the canonical path, the query kept", async () => {
    const { movedPaths } = await import("@/lib/moved-paths");
    const { proxy } = await proxyWith({});
    for (const [from, to] of Object.entries(movedPaths)) {
      const response = await proxy(request(from));
      expect([from, response.status, response.headers.get("location")]).toEqual([from, 308, `http://localhost:3000${to}`]);
    }
    const withQuery = await proxy(request("/tos?ref=footer"));
    expect([withQuery.status, withQuery.headers.get("location")]).toEqual([308, "http://localhost:3000/terms?ref=footer"]);
    // A canonical page passes through.
    expect((await proxy(request("/terms"))).headers.get("location")).toBeNull();
  });

  it("all reach the proxy through its matcher, and nothing more does", async () => {
    const { movedPaths } = await import("@/lib/moved-paths");
    const match = await proxyMatcher();
    for (const from of Object.keys(movedPaths)) {
      expect([from, match(from)]).toEqual([from, true]);
    }
    // The matcher names no address the map lacks: its lists are the map's keys, and each canonical
    // page and near spellings stay out.
    const { config } = await import("@/proxy");
    const listed = config.matcher.flatMap((entry) => {
      const [, prefix, names] = /^(\/(?:blog\/)?):moved\((.*)\)$/.exec(entry) ?? [];
      return names ? names.split("|").map((name) => `${prefix}${name}`) : [];
    });
    expect(listed.toSorted()).toEqual(Object.keys(movedPaths).toSorted());
    for (const path of [...new Set(Object.values(movedPaths)), "/tos2", "/blog/intimacy-gap-guide/x", "/articles/1", "/blog"]) {
      expect([path, match(path)]).toEqual([path, false]);
    }
  });
});
