// GET /api/v1/openapi.json – the OpenAPI 3.1 document of the REST surface (docs/api.md#rest-api-v1).
import { env } from "@/env";
import { openApiDocument } from "@/server/api/openapi";

export const runtime = "nodejs";

let document: ReturnType<typeof openApiDocument> | undefined;

export function GET() {
  // Built once per server: it depends only on the router and the site's URL.
  document ??= openApiDocument(new URL(env.NEXT_PUBLIC_SITE_URL).origin);
  return Response.json(document, { headers: { "cache-control": "public, max-age=300", "access-control-allow-origin": "*" } });
}
