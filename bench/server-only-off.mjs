// For benches that render e-mails (react-email needs react-dom/server, which the react-server
// condition refuses): `server-only` resolves to its empty module instead, as in vitest.
import { register } from "node:module";
const empty = new URL("../node_modules/server-only/empty.js", import.meta.url).href;
register(
  "data:text/javascript," +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: ${JSON.stringify(empty)}, shortCircuit: true };
  return next(specifier, context);
}`),
  import.meta.url,
);
