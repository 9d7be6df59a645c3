// @ts-check
import { clerkKeysFrom } from "./auth/clerk-keys.js";
// The security headers of every response and the Content-Security-Policy builder: pure
// functions of what is switched on, shared by next.config.mjs (every route, static policy) and
// src/proxy.ts (the dynamic pages' per-request nonce policy). Plain JavaScript because
// next.config.mjs loads it directly.
//
// Why not nosecone / @nosecone/next: its Next adapter is a middleware putting one nonce policy
// on every route, which would make `/` and the blog dynamic (a static page under a nonce policy
// never hydrates); it has no Permissions-Policy; and the part we would use, directives → string,
// is the join below. Two policies from one builder keep the static pages static.

/**
 * Pages served with a per-request nonce policy (src/proxy.ts): they render per request anyway
 * (they read the session, the query or the visitor's headers). Every other page keeps the static
 * policy, so `/`, the blog and `/checkout` stay prerendered (docs/decisions/021-a-prerendered-checkout.md).
 * src/proxy.ts's matcher lists the same routes (a test checks it).
 */
export const nonceRoutes = [
  { path: "/checkout/test-payment", nested: false },
  { path: "/thank-you", nested: false },
  { path: "/download", nested: false },
  { path: "/admin", nested: true },
  { path: "/auth", nested: true },
  { path: "/account", nested: false },
  { path: "/library", nested: false },
  { path: "/review", nested: false },
];

/** @param {string} pathname */
export function isNonceRoute(pathname) {
  return nonceRoutes.some(({ path, nested }) => pathname === path || (nested && pathname.startsWith(`${path}/`)));
}

/**
 * Route handlers that set their own, stricter policy, which the static one would replace (Next's
 * `headers()` wins over a route's own header): the uploaded images of /media are served with
 * `default-src 'none'; sandbox` (src/app/media/[...key]/route.ts).
 */
export const ownPolicyPrefixes = ["/media/"];

/**
 * next.config.mjs `headers()` source: every path except the nonce routes (they get theirs from
 * the proxy) and the routes with their own policy.
 */
export const staticPolicySource = `/((?!${[
  ...nonceRoutes.map(({ path, nested }) => `${path.slice(1)}${nested ? "(?:/|$)" : "$"}`),
  ...ownPolicyPrefixes.map((prefix) => prefix.slice(1)),
].join("|")}).*)`;

/**
 * What the policy must allow beyond the app itself.
 * @typedef {object} CspOptions
 * @property {string} [nonce] a per-request nonce: the policy trusts scripts carrying it (and what
 *   they load: 'strict-dynamic') instead of any inline script.
 * @property {string[]} [scriptHashes] inline scripts the nonce policy allows by hash
 *   ('sha256-…'), for scripts Next does not nonce (the theme script in the root layout).
 * @property {boolean} [ga] Google Analytics is on (NEXT_PUBLIC_GA_ID).
 * @property {boolean} [uploadthing] UploadThing stores the files (UPLOADTHING_TOKEN): the admin's
 *   browser uploads to its ingest servers and shows images from its CDN.
 * @property {string} [clerkFrontendApi] Clerk is on: its Frontend API host (from the publishable key).
 * @property {boolean} [dev] `next dev`: React's debugging needs eval, hot reload a WebSocket.
 * @property {boolean} [https] the site is served over HTTPS: ask browsers to upgrade any http: request.
 */

/**
 * The Content-Security-Policy value for what is on. Without a nonce: `script-src 'self'
 * 'unsafe-inline'` (Next's inline hydration scripts on prerendered pages carry no nonce); with
 * one: the nonce, 'strict-dynamic' and the given hashes. Either way: nothing from other hosts
 * unless GA or Clerk is on, no plugins, no framing of the store by anyone.
 * @param {CspOptions} on
 */
export function contentSecurityPolicy(on) {
  const script = on.nonce
    ? ["'self'", `'nonce-${on.nonce}'`, "'strict-dynamic'", ...(on.scriptHashes ?? [])]
    : ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const img = ["'self'", "data:", "blob:"];
  /** @type {string[]} */
  const frame = [];
  if (on.ga) {
    // Google's own list for GA4 (developers.google.com/tag-platform/security/guides/csp).
    script.push("https://*.googletagmanager.com");
    connect.push("https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com");
    img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (on.clerkFrontendApi) {
    // Clerk's list: its Frontend API, its images, Cloudflare's bot check (a script and a frame).
    script.push(`https://${on.clerkFrontendApi}`, "https://challenges.cloudflare.com");
    connect.push(`https://${on.clerkFrontendApi}`);
    img.push("https://img.clerk.com");
    frame.push("https://challenges.cloudflare.com");
  }
  if (on.uploadthing) {
    // UploadThing's hosts (docs.uploadthing.com, "Content Security Policy"): its API, the ingest servers, the file CDN.
    connect.push("https://*.uploadthing.com", "https://*.ingest.uploadthing.com", "https://*.ufs.sh");
    img.push("https://*.ufs.sh", "https://utfs.io");
  }
  if (on.dev) {
    script.push("'unsafe-eval'");
    connect.push("ws:");
  }
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", img],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", connect],
    ["media-src", ["'self'"]],
    ["frame-src", frame.length ? frame : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  if (on.https) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/**
 * Clerk's Frontend API host from its publishable key (`pk_test_` or `pk_live_`, then base64 of
 * "<host>$"), or undefined when Clerk is off or the key is not one.
 * @param {string | undefined} publishableKey
 */
export function clerkFrontendApiOf(publishableKey) {
  const encoded = publishableKey?.match(/^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/)?.[1];
  if (!encoded) return undefined;
  const host = atob(encoded.replace(/-/g, "+").replace(/_/g, "/")).replace(/\$$/, "");
  return /^[a-z0-9.-]+$/i.test(host) ? host : undefined;
}

/**
 * What is switched on, from the settings (src/env.js).
 * Clerk is on when both of its keys are set (clerkKeysFrom, the same rule as the auth adapter and the proxy).
 * @param {{ NODE_ENV?: string; NEXT_PUBLIC_SITE_URL: string; NEXT_PUBLIC_GA_ID?: string; NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY?: string; CLERK_SECRET_KEY?: string; UPLOADTHING_TOKEN?: string }} env
 * @returns {CspOptions}
 */
export function cspOptionsFrom(env) {
  return {
    ga: !!env.NEXT_PUBLIC_GA_ID,
    uploadthing: !!env.UPLOADTHING_TOKEN,
    clerkFrontendApi: clerkKeysFrom(env) ? clerkFrontendApiOf(env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY) : undefined,
    dev: env.NODE_ENV === "development",
    https: env.NEXT_PUBLIC_SITE_URL.startsWith("https:"),
  };
}

/**
 * The headers every response carries besides the policy: no MIME sniffing, no framing (for old
 * browsers; frame-ancestors for the rest), the origin only to other sites, no powerful browser
 * features, and in production HSTS (two years, subdomains).
 * @param {{ production: boolean }} opts
 */
export function securityHeaders({ production }) {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=(), fullscreen=(self)",
    },
  ];
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}
