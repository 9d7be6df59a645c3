// The bare page (bench/bare/README.md): Next's defaults. `turbopack.root` is the store's root so
// next, react and react-dom resolve from the store's own node_modules (no install of its own).
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {import("next").NextConfig} */
const config = { turbopack: { root }, outputFileTracingRoot: root };
export default config;
