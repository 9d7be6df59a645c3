import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: {
      "@/": `${root}/src/`,
      "~emails/": `${root}/emails/`,
      "server-only": `${root}/tests/setup/server-only.ts`,
    },
  },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/docs/**/*.test.ts",
      "emails/**/*.test.tsx",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/global-db.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests play clients behind one trusted proxy (tests/integration/helpers.ts freshIp).
    env: { TRUSTED_PROXY_HOPS: "1" },
    pool: "forks",
    maxWorkers: 2,
  },
});
