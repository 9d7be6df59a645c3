import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      ".data/**",
      "src/generated/**",
      "node_modules/**",
      "next-env.d.ts",
      "bench/results/**",
      "bench/bare/.next/**",
      "examples/trpc-client/app-router.d.ts",
    ],
  },
  {
    // useTestDatabase() registers vitest hooks; it is not a React hook.
    files: ["tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];

export default config;
