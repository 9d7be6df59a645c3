// npm run test:smoke – starts the BUILT app (run `npm run build` first) on its own embedded
// database and checks what a visitor gets: 200 on /, the not-found page on an unknown path,
// a working API call, and that a production server without Stripe keys refuses to start unless
// ALLOW_TEST_PAYMENTS=1 (the store under test runs with it). Prints "N passed, N failed".
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { waitForApp } from "../setup/wait-for-app";

/**
 * Ports nothing listens on now, all different: the system picks them from its ephemeral range and
 * they are released at once. (A random pick from a fixed range could land on a port browsers
 * refuse, such as 6697, and `next start` exits on those.)
 */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => net.createServer());
  await Promise.all(probes.map((probe) => new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))));
  const ports = probes.map((probe) => (probe.address() as net.AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

const [appPort, refusedPort] = await freePorts(2);
const port = Number(process.env.SMOKE_PORT ?? appPort);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fg-smoke-"));
const env = {
  ...process.env,
  PGLITE_DIR: path.join(dataDir, "pglite"),
  UPLOADS_DIR: path.join(dataDir, "uploads"),
  DATABASE_URL: "",
  NEXT_PUBLIC_SITE_URL: base,
  // A test store: no Stripe keys, so the test-payment page takes the payments (src/server/production-guard.ts).
  ALLOW_TEST_PAYMENTS: "1",
  // Signs session cookies: a production server refuses to start without it (src/server/production-guard.ts).
  BETTER_AUTH_SECRET: "smoke-only-better-auth-secret-0123456789abcdef",
  STRIPE_SECRET_KEY: "",
};

execFileSync("npm", ["run", "--silent", "db:prepare"], { env, stdio: "inherit" });
const server = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
  env,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
});
/** The app's last output, printed when it fails to start. */
let serverOutput = "";
const keep = (d: Buffer) => (serverOutput = (serverOutput + d.toString()).slice(-4000));
server.stdout!.on("data", keep);
server.stderr!.on("data", keep);
const stop = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};

/** Starts a second production server with `override` and expects it to exit naming `text`. */
async function expectRefusedStart(override: Record<string, string>, text: string, folder: string) {
  const refused = spawn("node_modules/.bin/next", ["start", "-p", String(refusedPort), "-H", "127.0.0.1"], {
    env: { ...env, ...override, PGLITE_DIR: path.join(dataDir, folder) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  refused.stdout!.on("data", (d) => (output += d));
  refused.stderr!.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => (refused.kill("SIGKILL"), resolve(null)), 30_000);
    refused.on("exit", (c) => (clearTimeout(timer), resolve(c)));
  });
  if (code === null || code === 0) throw new Error(`it kept running (exit ${code}): ${output.slice(-300)}`);
  if (!output.includes(text)) throw new Error(`no message "${text}": ${output.slice(-300)}`);
}

const checks: [string, () => Promise<void>][] = [
  [
    "GET / answers 200 with the hero heading",
    async () => {
      const res = await fetch(`${base}/`);
      const html = await res.text();
      if (res.status !== 200) throw new Error(`status ${res.status}`);
      if (!/<h1[^>]*>[^<]*Natural Fertility/.test(html)) throw new Error("no hero heading");
    },
  ],
  [
    "an unknown path answers 404 with the not-found text",
    async () => {
      const res = await fetch(`${base}/no-such-page-${Date.now()}`);
      const html = await res.text();
      if (res.status !== 404) throw new Error(`status ${res.status}`);
      if (!html.includes("Oops! Page not found")) throw new Error("no not-found text");
    },
  ],
  [
    "security headers: a static policy on /, the blog, the prerendered checkout, the API, robots.txt and the icon sprite, a fresh nonce policy on thank-you, HSTS, nosniff, no framing",
    async () => {
      const headersOf = async (path: string) => (await fetch(`${base}${path}`)).headers;
      for (const path of ["/", "/blog", "/checkout", "/api/trpc/settings.public", "/robots.txt", "/icons.svg"]) {
        const h = await headersOf(path);
        const csp = h.get("content-security-policy") ?? "";
        if (!csp.includes("script-src 'self' 'unsafe-inline'") || !csp.includes("frame-ancestors 'none'"))
          throw new Error(`${path}: policy ${csp}`);
        if (csp.includes("google") || csp.includes("nonce-")) throw new Error(`${path}: more than the app loads: ${csp}`);
        const expected: [string, string][] = [
          ["x-content-type-options", "nosniff"],
          ["x-frame-options", "DENY"],
          ["referrer-policy", "strict-origin-when-cross-origin"],
        ];
        for (const [name, value] of expected) {
          if (h.get(name) !== value) throw new Error(`${path}: ${name} is ${h.get(name)}`);
        }
        if (!h.get("permissions-policy")?.includes("camera=()")) throw new Error(`${path}: no permissions policy`);
        if (!h.get("strict-transport-security")?.includes("max-age=")) throw new Error(`${path}: no HSTS`);
      }
      const a = (await headersOf("/thank-you")).get("content-security-policy") ?? "";
      const b = (await headersOf("/thank-you")).get("content-security-policy") ?? "";
      const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
      if (!nonceOf(a) || nonceOf(a) === nonceOf(b) || a.includes("'unsafe-inline' 'nonce") || !a.includes("'strict-dynamic'"))
        throw new Error(`/thank-you: policy ${a}`);
    },
  ],
  [
    "hostile query values and bodies get a 4xx or a page, never a 500",
    async () => {
      for (const path of [
        "/checkout?discount=x%00y",
        "/checkout?discount=%ED%A0%80",
        "/download?session_id=%00",
        "/checkout/test-payment?session_id=a%00b",
        "/thank-you?session_id=%00",
      ]) {
        const res = await fetch(`${base}${path}`);
        if (res.status >= 500) throw new Error(`${path} answered ${res.status}`);
      }
      const json = await fetch(`${base}/api/test-payment`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"session_id":"local_x\u0000","action":"pay"}',
      });
      if (json.status !== 400) throw new Error(`JSON test payment with NUL answered ${json.status}`);
      const big = await fetch(`${base}/api/trpc/contact.send`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "x".repeat(2 * 1024 * 1024),
      });
      if (big.status !== 413) throw new Error(`a 2 MB tRPC body answered ${big.status}`);
    },
  ],
  [
    "without Stripe keys or ALLOW_TEST_PAYMENTS=1, a production server stops at start and names the missing key",
    async () => {
      await expectRefusedStart({ ALLOW_TEST_PAYMENTS: "" }, "STRIPE_SECRET_KEY is not set", "pglite-refused");
    },
  ],
  [
    "without BETTER_AUTH_SECRET (and no Clerk), a production server stops at start and names it",
    async () => {
      await expectRefusedStart({ BETTER_AUTH_SECRET: "" }, "BETTER_AUTH_SECRET is not set", "pglite-refused-auth");
    },
  ],
  [
    "POST /api/trpc/newsletter.subscribe stores a subscriber",
    async () => {
      const call = (email: string) =>
        fetch(`${base}/api/trpc/newsletter.subscribe`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ json: { email } }),
        });
      const ok = await call("smoke@example.com");
      if (ok.status !== 200) throw new Error(`status ${ok.status}: ${await ok.text()}`);
      const bad = await call("not-an-email");
      if (bad.status !== 400 || !(await bad.text()).includes("Please enter a valid email address.")) {
        throw new Error(`bad input answered ${bad.status}`);
      }
    },
  ],
];

let passed = 0;
let failed = 0;
try {
  await waitForApp(base, { server }).catch((error: Error) => {
    throw new Error(`${error.message}; it printed:\n${serverOutput}`);
  });
  for (const [name, check] of checks) {
    try {
      await check();
      passed++;
      console.log(`  ✓ ${name}`);
    } catch (error) {
      failed++;
      console.log(`  ✗ ${name}: ${(error as Error).message}`);
    }
  }
} finally {
  stop();
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`smoke: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed === checks.length ? 0 : 1);
