import "./src/env.js";

/** @type {import("next").NextConfig} */
const config = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite must stay a Node module: bundled, it fails at run time (notes/nextjs.md).
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter"],
  typedRoutes: false,
};

export default config;
