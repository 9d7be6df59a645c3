// Each client its own limit on a plain `next start` (docs/production.md#client-addresses): the
// built app with neither TRUSTED_PROXY_HOPS nor CLIENT_IP_HEADER, called from two loopback source
// addresses (127.0.0.2 and 127.0.0.3). The first uses up the beacon's per-client allowance (a
// forged X-Forwarded-For does not get it a new one); the second is still served. Also: TRACE → 405.
//   NEXT_PUBLIC_SITE_URL=http://127.0.0.1:3402 npm run build
//   npx tsx --conditions=react-server bench/client-address-smoke.ts 3402
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { rateRules } from "../src/server/rate-limit";
import { waitForApp } from "../tests/setup/wait-for-app";

const port = process.argv[2] ?? "3402";
if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("client-address-smoke: no production build; run `npm run build` first");
  process.exit(1);
}
const env: NodeJS.ProcessEnv = { ...process.env, E2E_DIRECT_CLIENTS: "1" };
delete env.TRUSTED_PROXY_HOPS;
delete env.CLIENT_IP_HEADER;
const server = spawn("node_modules/.bin/tsx", ["tests/e2e/serve.ts", port], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () =>
  new Promise((resolve) => (server.exitCode !== null ? resolve(null) : (server.once("exit", resolve), server.kill("SIGTERM"))));

/** One request from `from` (a loopback source address): its status. */
const call = (from: string, method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        localAddress: from,
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36", ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
const beacon = (from: string, i: number, headers: Record<string, string> = {}) =>
  call(from, "POST", "/api/beacon", JSON.stringify({ u: `/blog/smoke-${i}` }), { "content-type": "text/plain;charset=UTF-8", ...headers });

let failed = false;
const check = (what: string, ok: boolean, detail: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}: ${detail}`);
  if (!ok) failed = true;
};
try {
  await waitForApp(`http://127.0.0.1:${port}/terms`, { timeoutMs: 180_000, ok: true, server });
  const limit = rateRules.beacon.limit;
  const first: number[] = [];
  for (let i = 0; i <= limit; i++) first.push(await beacon("127.0.0.2", i, { "x-forwarded-for": `198.51.100.${i % 250}` }));
  const counted = first.filter((s) => s === 204).length;
  check(
    "client A (127.0.0.2) uses up its allowance, whatever X-Forwarded-For it sends",
    counted === limit && first.at(-1) === 429,
    `${counted} × 204, then ${first.at(-1)}`,
  );
  const other = await beacon("127.0.0.3", 0);
  check("client B (127.0.0.3) is still served", other === 204, String(other));
  check("client A is still refused", (await beacon("127.0.0.2", 999)) === 429, "429");
  for (const path of ["/", "/checkout", "/api/v1/orders", "/api/trpc/checkout.quote"]) {
    const status = await call("127.0.0.4", "TRACE", path);
    check(`TRACE ${path}`, status === 405, String(status));
  }
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
