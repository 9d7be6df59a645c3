// `npm run bench`: the page-weight and Lighthouse benchmarks against the built app (run
// `npm run build` first). Serves it on its own fresh PostgreSQL database (tests/e2e/serve.ts),
// prints the JavaScript of `/` on the wire and Lighthouse's figures for `/` and one article with
// both throttling methods, then stops the server. The checkout load test is separate
// (`npx tsx bench/checkout-load.ts`): it needs several minutes and its own app.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import { waitForApp } from "../tests/setup/wait-for-app";
import { lighthouse, type Throttling } from "./lighthouse";

const port = process.env.BENCH_PORT ?? "3300";
const base = `http://127.0.0.1:${port}`;
const article = "/blog/natural-fertility-boost-methods";

if (!fs.existsSync(".next/BUILD_ID")) {
  console.error("bench: no production build; run `npm run build` first");
  process.exit(1);
}

const server = spawn("node_modules/.bin/tsx", ["tests/e2e/serve.ts", port], { stdio: ["ignore", "ignore", "inherit"] });
const stop = () => new Promise((resolve) => (server.exitCode !== null ? resolve(null) : (server.once("exit", resolve), server.kill("SIGTERM"))));

try {
  await waitForApp(`${base}/terms`, { timeoutMs: 120_000, ok: true, server });
  for (const page of ["/", article]) execFileSync("npx", ["tsx", "bench/js-bytes.ts", `${base}${page}`], { stdio: "inherit" });
  const methods = process.env.LIGHTHOUSE_THROTTLING?.split(",") as Throttling[] | undefined;
  await lighthouse(base, ["/", article], Number(process.env.LIGHTHOUSE_RUNS ?? 5), methods);
} finally {
  await stop();
}
