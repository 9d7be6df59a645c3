import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * End-to-end journeys in Debian's chromium (no browser download here) against the BUILT app
 * (`npm run build` first), served on a throw-away embedded database by tests/e2e/serve.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
    trace: "off",
  },
  webServer: {
    command: `npx tsx tests/e2e/serve.ts ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
