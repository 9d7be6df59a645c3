"use client";
import { useEffect, useRef } from "react";
import SwaggerUIBundle from "swagger-ui-dist/swagger-ui-bundle.js";
import "swagger-ui-dist/swagger-ui.css";
import "./swagger-reference.css";

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
 *
 * Accessibility (axe, WCAG 2.2 AA): swagger-reference.css darkens its colours; deep links are off,
 * since Swagger UI puts each one inside the operation's expand button (a link in a button); and
 * the controls it leaves unnamed get a name as they appear.
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
      deepLinking: false,
      displayRequestDuration: true,
      // "Try it out" sends requests to the document's server, this store, with the key typed
      // into "Authorize"; nothing is remembered after the tab closes.
      persistAuthorization: false,
      // Never ask validator.swagger.io for a badge, nor read a config URL from the query string.
      validatorUrl: null,
      queryConfigEnabled: false,
      // The highlighter's token colours fall under 4.5:1 on its dark code blocks: plain text there.
      syntaxHighlight: { activated: false },
    });
    const naming = new MutationObserver(() => nameUnnamedControls(host));
    naming.observe(host, { childList: true, subtree: true });
    return () => {
      naming.disconnect();
      host.remove();
    };
  }, [spec]);
  return <div ref={panel} className="overflow-hidden rounded-md border border-border bg-white text-neutral-900" />;
}

/**
 * Names for the controls Swagger UI renders without one (the servers list, the dialogs' close
 * buttons), and a Tab stop on each example block, which scrolls and must be reachable by keyboard.
 */
function nameUnnamedControls(root: HTMLElement) {
  for (const block of root.querySelectorAll<HTMLElement>(".highlight-code > .microlight:not([tabindex])")) block.tabIndex = 0;
  for (const select of root.querySelectorAll(".servers select:not([aria-label])")) select.setAttribute("aria-label", "Server");
  for (const button of root.querySelectorAll("button.close-modal:not([aria-label])")) button.setAttribute("aria-label", "Close");
}
