// Waiting for a freshly started app (`next start` or tests/e2e/serve.ts) to answer, shared by the
// smoke test and the benchmarks.
import type { ChildProcess } from "node:child_process";

type Options = {
  /** Give up after this long. */
  timeoutMs?: number;
  /** Only a 2xx answer counts (by default any answer does). */
  ok?: boolean;
  /** The app's process: if it exits first, fail at once instead of waiting out the timeout. */
  server?: ChildProcess;
};

/** Polls `url` every 200 ms until the app answers it. */
export async function waitForApp(url: string, { timeoutMs = 20_000, ok = false, server }: Options = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the app exited (${server.exitCode}) before answering ${url}`);
    const res = await fetch(url).catch(() => null);
    if (res && (!ok || res.ok)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
