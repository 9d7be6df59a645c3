// npm run test:secrets – builds the app with a recognisable dummy value for every secret the
// server reads, then searches everything a browser can fetch from that build (.next/static, and
// the prerendered HTML and RSC payloads of static pages) for any of them. The build in `.next`
// is set aside first and put back afterwards. Prints "N passed, N failed".
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const mark = "DUMMYSECRET7f3a";
const uploadthingKey = `sk_live_${mark}uploadthing`;
/** Every secret setting of src/env.js (and the accounts' ones), each with a value no code would write by chance. */
const secrets: Record<string, string> = {
  STRIPE_SECRET_KEY: `sk_live_${mark}stripe`,
  STRIPE_WEBHOOK_SECRET: `whsec_${mark}webhook`,
  RESEND_API_KEY: `re_${mark}resend`,
  DOWNLOAD_TOKEN_SECRET: `${mark}downloadtoken`,
  CLERK_SECRET_KEY: `sk_test_${mark}clerk`,
  UPLOADTHING_TOKEN: Buffer.from(JSON.stringify({ apiKey: uploadthingKey, appId: "dummyapp", regions: ["sea1"] })).toString("base64"),
  INNGEST_SIGNING_KEY: `signkey-prod-${mark}inngest`,
  INNGEST_EVENT_KEY: `${mark}inngestevent`,
  BETTER_AUTH_SECRET: `${mark}betterauth-session-cookie-key`, // src/env.js wants 32+ characters
  DATABASE_URL: `postgresql://store:${mark}dbpassword@db.invalid:5432/store`,
};
/** What must never appear: each value, and the parts of composite ones. */
const needles: [string, string][] = [
  ...Object.entries(secrets),
  ["UPLOADTHING_TOKEN's apiKey", uploadthingKey],
  ["DATABASE_URL's password", `${mark}dbpassword`],
  ["any dummy secret", mark],
];

const next = ".next";
const kept = ".next-kept-by-secrets-test";
if (fs.existsSync(kept)) throw new Error(`${kept} exists: a previous run stopped half-way; put it back as ${next} or delete it`);
const hadBuild = fs.existsSync(next);
if (hadBuild) fs.renameSync(next, kept);
// The bundler's cache from the build set aside, so only what the dummy secrets change is rebuilt:
// its entries are keyed on their inputs, environment values included. (Checked by hand: a secret
// passed through next.config's `env` into a client component is still found with the cache reused.)
if (hadBuild && fs.existsSync(path.join(kept, "cache"))) fs.cpSync(path.join(kept, "cache"), path.join(next, "cache"), { recursive: true });

/** Files a browser can fetch from a build: static assets and prerendered pages' HTML/RSC. */
function fetchableFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(path.join(dir, "static"));
  const app = path.join(dir, "server", "app");
  if (fs.existsSync(app)) {
    const pages: string[] = [];
    const collect = (d: string) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
        const full = path.join(d, entry.name);
        if (entry.isDirectory()) collect(full);
        else if (/\.(html|rsc|body|meta|json)$/.test(entry.name)) pages.push(full);
      }
    };
    collect(app);
    out.push(...pages);
  }
  return out;
}

let passed = 0;
let failed = 0;
try {
  execFileSync("node_modules/.bin/next", ["build"], {
    stdio: "inherit",
    env: { NEXT_PUBLIC_SITE_URL: "http://127.0.0.1:3210", ...process.env, ...secrets, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const files = fetchableFiles(next);
  const contents = files.map((file) => ({ file, text: fs.readFileSync(file).toString("latin1") }));
  console.log(`searched ${files.length} files a browser can fetch`);
  for (const [name, value] of needles) {
    const found = contents.filter(({ text }) => text.includes(value)).map(({ file }) => file);
    if (found.length === 0) {
      passed++;
      console.log(`  ✓ ${name} is in none of them`);
    } else {
      failed++;
      console.log(`  ✗ ${name} is in ${found.slice(0, 5).join(", ")}`);
    }
  }
} finally {
  fs.rmSync(next, { recursive: true, force: true });
  if (hadBuild) fs.renameSync(kept, next);
}
console.log(`bundle secrets: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed === needles.length ? 0 : 1);
