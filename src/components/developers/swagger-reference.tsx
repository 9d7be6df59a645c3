"use client";
import SwaggerUI from "swagger-ui-react";
import "swagger-ui-react/swagger-ui.css";

/**
 * Swagger UI on a document already fetched (src/components/developers/api-reference.tsx). Imported
 * only through `next/dynamic` there: importing it anywhere else would put ~450 KB of JavaScript
 * into that page's bundle. Its stylesheet is scoped to `.swagger-ui` and references no web font;
 * the light panel keeps it readable in the site's dark theme too (Swagger UI has no dark theme
 * of its own that follows ours).
 */
export default function SwaggerReference({ spec }: { spec: Record<string, unknown> }) {
  return (
    <div className="overflow-hidden rounded-md border border-border bg-white text-neutral-900">
      <SwaggerUI
        spec={spec}
        docExpansion="list"
        defaultModelsExpandDepth={0}
        deepLinking
        displayRequestDuration
        // "Try it out" sends requests to the document's server, this store, with the key typed
        // into "Authorize"; nothing is remembered after the tab closes.
        persistAuthorization={false}
      />
    </div>
  );
}
