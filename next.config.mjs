import path from "node:path";
import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { clerkKeysFrom } from "./src/lib/auth/clerk-keys.js";
import { siteUrlProblem } from "./src/lib/build-guard.js";
import { checkoutRewrites, landingRewrites } from "./src/lib/landing-rewrite.js";
import { env } from "./src/env.js";
import { writeStorefrontSheet } from "./src/styles/storefront-sheet/build.mjs";
import { contentSecurityPolicy, cspOptionsFrom, securityHeaders, staticPolicySource } from "./src/lib/security-headers.js";

/** @type {import("next").NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag: Next would hash each cached page's whole HTML on every request to send one
  // (docs/decisions/015-fixed-costs-off-the-storefront-requests.md).
  generateEtags: false,
  // `next dev` serves its own resources (/_next/*, hot reload) only to localhost unless told:
  // opened at http://127.0.0.1:3000 the page never hydrated (any port: Next compares host names).
  allowedDevOrigins: ["127.0.0.1", "[::1]"],
  // PGlite must stay a Node module: bundled, it fails at run time (docs/database.md).
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter"],
  typedRoutes: false,
  // Clerk on or off, inlined into the browser bundle (src/lib/auth/clerk-in-browser.ts): the rule
  // of the server (both keys set), without sending the secret key anywhere.
  env: { NEXT_PUBLIC_CLERK_ON: clerkKeysFrom(env) ? "1" : "0" },
  // authInterrupts: forbidden() answers 403 with src/app/forbidden.tsx (the admin guard).
  // inlineCss: the stylesheet inside the HTML; linked instead, it waited behind the page's scripts on
  // a phone's connection (docs/decisions/014-icons-from-a-sprite-the-stylesheet-stays-inline.md).
  // preloadEntriesOnStart off: `next start` otherwise loads every route's server code at start
  // (each admin and API route with its own copy of shared chunks such as the auth library's),
  // most of it never needed by a process that serves the storefront; a route loads on its first
  // request instead (Next's guide "Memory usage", docs/production.md#memory).
  experimental: { inlineCss: true, authInterrupts: true, preloadEntriesOnStart: false },
  // Security headers on every response, and the static Content-Security-Policy on every path but
  // the dynamic pages that get a nonce policy from src/proxy.ts (src/lib/security-headers.js says why).
  // Sources without a named parameter: Next would split and decode one's segments on every request.
  async headers() {
    return [
      { source: "/(.*)", headers: securityHeaders({ production: env.NODE_ENV === "production" }) },
      { source: staticPolicySource, headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(cspOptionsFrom(env)) }] },
    ];
  },
  // `/` → its region's prerendered page, inside the server (src/lib/landing-rewrite.js says why).
  // After the files: Next tests these rules only for a path no page, route or file answers, so
  // an image, a script or an article never meets them.
  async rewrites() {
    return { beforeFiles: [], afterFiles: [...landingRewrites(), ...checkoutRewrites()], fallback: [] };
  },
};

/** @param {string} phase */
export default function nextConfig(phase) {
  const problem = siteUrlProblem(phase === PHASE_PRODUCTION_BUILD, process.env);
  if (problem) throw new Error(problem);
  // A production build compiles the storefront's sheet itself, before any page is compiled
  // (src/components/storefront-sheet.tsx says why).
  if (phase === PHASE_PRODUCTION_BUILD) return writeStorefrontSheet(path.dirname(fileURLToPath(import.meta.url))).then(() => config);
  return config;
}
