import { describe, expect, it } from "vitest";
import { proxyMatcher } from "../../tests/proxy-matcher";
import {
  clerkFrontendApiOf,
  contentSecurityPolicy,
  cspOptionsFrom,
  isNonceRoute,
  nonceRoutes,
  securityHeaders,
  staticPolicySource,
} from "./security-headers";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `) || d === name);
const site = { NEXT_PUBLIC_SITE_URL: "https://store.example", NODE_ENV: "production" };

describe("contentSecurityPolicy", () => {
  it("static pages: the app's own scripts and Next's inline ones, nothing from elsewhere, never framed", () => {
    const policy = contentSecurityPolicy(cspOptionsFrom(site));
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "upgrade-insecure-requests")).toBeDefined();
    expect(policy).not.toMatch(/google|clerk|unsafe-eval|nonce/);
  });

  it("dynamic pages: only scripts with this request's nonce (and what they load), the theme script by hash", () => {
    const policy = contentSecurityPolicy({ ...cspOptionsFrom(site), nonce: "abc123", scriptHashes: ["'sha256-xyz'"] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic' 'sha256-xyz'");
    expect(policy).not.toContain("'unsafe-inline' 'nonce"); // 'unsafe-inline' stays for styles only
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
  });

  it("adds Google Analytics' hosts only when GA is on", () => {
    const on = contentSecurityPolicy(cspOptionsFrom({ ...site, NEXT_PUBLIC_GA_ID: "G-TEST" }));
    expect(directive(on, "script-src")).toContain("https://*.googletagmanager.com");
    expect(directive(on, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(on, "img-src")).toContain("https://*.google-analytics.com");
  });

  it("lets the admin's browser reach UploadThing's ingest and CDN only when UploadThing is on", () => {
    const on = contentSecurityPolicy(cspOptionsFrom({ ...site, UPLOADTHING_TOKEN: "token" }));
    expect(on).toMatch(/connect-src [^;]*https:\/\/\*\.ingest\.uploadthing\.com/);
    expect(on).toMatch(/img-src [^;]*https:\/\/\*\.ufs\.sh/);
    expect(contentSecurityPolicy(cspOptionsFrom(site))).not.toContain("uploadthing");
  });

  it("adds Clerk's hosts only when Clerk is on (its Frontend API read from the publishable key)", () => {
    const key = `pk_test_${btoa("happy-cat-12.clerk.accounts.dev$")}`;
    expect(clerkFrontendApiOf(key)).toBe("happy-cat-12.clerk.accounts.dev");
    expect(clerkFrontendApiOf(undefined)).toBeUndefined();
    expect(clerkFrontendApiOf("pk_test_not base64!")).toBeUndefined();
    // The publishable key alone does not switch Clerk on: both keys do.
    expect(contentSecurityPolicy(cspOptionsFrom({ ...site, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key }))).not.toMatch(/clerk|cloudflare/);
    const on = contentSecurityPolicy(cspOptionsFrom({ ...site, NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key, CLERK_SECRET_KEY: "sk_test_x" }));
    expect(directive(on, "script-src")).toContain("https://happy-cat-12.clerk.accounts.dev");
    expect(directive(on, "connect-src")).toContain("https://happy-cat-12.clerk.accounts.dev");
    expect(directive(on, "img-src")).toContain("https://img.clerk.com");
    expect(directive(on, "frame-src")).toBe("frame-src https://challenges.cloudflare.com");
  });

  it("lets next dev's hot reload work, and does not ask plain-http sites to upgrade", () => {
    const dev = contentSecurityPolicy(cspOptionsFrom({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000", NODE_ENV: "development" }));
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'");
    expect(directive(dev, "connect-src")).toContain("ws:");
    expect(directive(dev, "upgrade-insecure-requests")).toBeUndefined();
  });
});

describe("which paths get which policy", () => {
  const staticPolicy = new RegExp(`^${staticPolicySource}$`);
  it("gives the nonce routes to the proxy and every other path the static policy", () => {
    for (const path of [
      "/checkout/test-payment",
      "/thank-you",
      "/download",
      "/admin",
      "/admin/orders",
      "/auth",
      "/auth/reset",
      "/account",
    ]) {
      expect([path, isNonceRoute(path), staticPolicy.test(path)]).toEqual([path, true, false]);
    }
    for (const path of [
      "/",
      "/blog",
      "/blog/intimacy-gap-guide",
      "/download/file",
      "/downloads/x.pdf",
      "/checkouts",
      "/checkout",
      "/checkout/uk/intimacy",
      "/checkout/test-payment/x",
      "/authors",
      "/account/x",
      "/accounts",
      "/api/trpc/x",
    ]) {
      expect([path, isNonceRoute(path), staticPolicy.test(path)]).toEqual([path, false, true]);
    }
  });

  it("leaves /media's own policy (default-src 'none'; sandbox) in place: the static one would replace it", () => {
    for (const path of ["/media/images/a.png", "/media/images/x/y"]) expect([path, staticPolicy.test(path)]).toEqual([path, false]);
    for (const path of ["/media", "/mediakit", "/blog/media/x"]) expect([path, staticPolicy.test(path)]).toEqual([path, true]);
  });

  it("has the proxy run on every nonce route, and on no path next to one", async () => {
    const match = await proxyMatcher();
    for (const { path, nested } of nonceRoutes) {
      for (const reached of nested ? [path, `${path}/`, `${path}/x`, `${path}/x/y`] : [path])
        expect([reached, isNonceRoute(reached), match(reached)]).toEqual([reached, true, true]);
      for (const beside of [`${path}s`, `${path}-x`, ...(nested ? [] : [`${path}/x`])])
        expect([beside, isNonceRoute(beside), match(beside)]).toEqual([beside, false, false]);
    }
  });
});

describe("securityHeaders", () => {
  it("sends nosniff, no framing, a referrer policy and a permissions policy; HSTS in production only", () => {
    const keys = (production: boolean) => securityHeaders({ production }).map((h) => h.key);
    expect(keys(false)).toEqual(["X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy", "Permissions-Policy"]);
    expect(keys(true)).toContain("Strict-Transport-Security");
  });
});
