"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { openApiDocumentPath } from "@/content/developers";

/**
 * Swagger UI (swagger-ui-react), compiled into our own bundle and loaded only here: `next/dynamic`
 * puts it and its stylesheet in chunks of their own, fetched from this site when
 * /developers/reference opens (never by the storefront's pages), and never rendered on the server.
 */
const SwaggerReference = dynamic(() => import("./swagger-reference"), {
  ssr: false,
  loading: () => <ReferenceStatus text="Loading the reference…" />,
});

type Document = { state: "loading" } | { state: "ready"; spec: Record<string, unknown> } | { state: "failed"; reason: string };

/**
 * The interactive reference of the OpenAPI document. The document is fetched here, from this
 * site, and handed to Swagger UI as an object, so Swagger UI itself fetches nothing; a document
 * that cannot be read gets a plain message instead of an empty frame.
 */
export function ApiReference() {
  const [document, setDocument] = useState<Document>({ state: "loading" });
  useEffect(() => {
    let live = true;
    fetch(openApiDocumentPath, { headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`the server answered ${res.status}`);
        const spec: unknown = await res.json();
        if (!spec || typeof spec !== "object" || !("openapi" in spec)) throw new Error("it is not an OpenAPI document");
        if (live) setDocument({ state: "ready", spec: spec as Record<string, unknown> });
      })
      .catch((error: unknown) => {
        if (live) setDocument({ state: "failed", reason: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, []);

  if (document.state === "loading") return <ReferenceStatus text="Loading the API document…" />;
  if (document.state === "failed")
    return (
      <ReferenceStatus
        role="alert"
        text={`The API document (${openApiDocumentPath}) could not be loaded: ${document.reason}. Please try again in a minute.`}
      />
    );
  return <SwaggerReference spec={document.spec} />;
}

function ReferenceStatus({ text, role }: { text: string; role?: "alert" }) {
  return (
    <p role={role ?? "status"} className="rounded-md border border-border bg-muted/40 p-4 text-sm text-muted-foreground">
      {text}
    </p>
  );
}
