// swagger-ui-dist ships no types; the few options src/components/developers/swagger-reference.tsx passes.
declare module "swagger-ui-dist/swagger-ui-bundle.js" {
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    spec: Record<string, unknown>;
    docExpansion?: "list" | "full" | "none";
    defaultModelsExpandDepth?: number;
    deepLinking?: boolean;
    displayRequestDuration?: boolean;
    persistAuthorization?: boolean;
    validatorUrl?: string | null;
    queryConfigEnabled?: boolean;
    syntaxHighlight?: { activated: boolean };
  }
  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUIBundle;
}
