// GET /click?c=…&u=… – a broadcast's link (docs/product.md#broadcasts): counts the click, then
// sends the reader on. A link that does not verify goes to the home page, never to `u`.
import { env } from "@/env";
import { withRoute } from "@/server/http/route";
import { recordClick } from "@/server/services/broadcasts/clicks";

export const GET = withRoute("GET /click", async ({ searchParams, db }) => {
  const target = await recordClick(db, searchParams.get("c") ?? "", searchParams.get("u") ?? "");
  return new Response(null, {
    status: 303,
    headers: { location: target ?? new URL("/", env.NEXT_PUBLIC_SITE_URL).toString(), "cache-control": "no-store" },
  });
});
