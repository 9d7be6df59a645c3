"use client";
import { useEffect, useRef } from "react";
import SwaggerUIBundle from "swagger-ui-dist/swagger-ui-bundle.js";
import "swagger-ui-dist/swagger-ui.css";

/**
 * Swagger UI on a document already fetched (src/components/developers/api-reference.tsx). Imported
 * only through `next/dynamic` there: importing it anywhere else would put Swagger UI's whole
 * bundle into that page's JavaScript (docs/decisions/006-swagger-ui-for-the-api-reference.md).
 *
 * Why swagger-ui-dist's prebuilt bundle, not `swagger-ui-react`: built by Turbopack, the React
 * package's OpenAPI 3.1 code (ApiDOM) loses a module it needs for its side effects and every 3.1
 * document fails with "refract is not a function" (swagger-api/swagger-ui#10599, vercel/next.js#86507).
 * The prebuilt bundle carries its dependencies, React 18 included, already linked; it renders into
 * its own element, which React here never touches. Its stylesheet is scoped to `.swagger-ui` and
 * loads no web font. The light panel keeps it readable in the site's dark theme too.
 */
export default function SwaggerReference({ spec }: { spec: Record<string, unknown> }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!panel.current) return;
    // A fresh element per run: Swagger UI makes its own React root there, removed with it.
    const host = document.createElement("div");
    panel.current.appendChild(host);
    SwaggerUIBundle({
      domNode: host,
      spec,
      docExpansion: "list",
      defaultModelsExpandDepth: 0,
      deepLinking: true,
      displayRequestDuration: true,
      // "Try it out" sends requests to the document's server, this store, with the key typed
      // into "Authorize"; nothing is remembered after the tab closes.
      persistAuthorization: false,
      // Never ask validator.swagger.io for a badge, nor read a config URL from the query string.
      validatorUrl: null,
      queryConfigEnabled: false,
    });
    return () => host.remove();
  }, [spec]);
  return <div ref={panel} className="overflow-hidden rounded-md border border-border bg-white text-neutral-900" />;
}
