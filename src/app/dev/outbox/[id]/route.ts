// GET /dev/outbox/<id> – one e-mail of the outbox, rendered (development only; 404 otherwise)
import { withRoute } from "@/server/http/route";
import { devOutboxEnabled, outboxEmailHtml } from "@/server/queries/dev-outbox";

export const GET = withRoute("GET /dev/outbox/[id]", async ({ req, db }) => {
  const id = new URL(req.url).pathname.split("/").pop() ?? "";
  const html = devOutboxEnabled() && /^[\w-]{1,64}$/.test(id) ? await outboxEmailHtml(db, id) : null;
  if (html === null) return new Response("Not found", { status: 404 });
  // Links open the page itself rather than inside a frame.
  return new Response(html.replace(/<head>/i, '<head><base target="_top">'), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
});
