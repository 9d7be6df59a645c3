// GET /developers/reference – the interactive reference of the OpenAPI document (/api/v1/openapi.json),
// Swagger UI from our own bundle, loaded on this page only (docs/developers.md#the-interactive-reference).
import { ApiReference } from "@/components/developers/api-reference";
import { Breadcrumbs } from "@/components/marketing/breadcrumbs";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { InlineText } from "@/components/developers/dev-blocks";
import { openApiDocumentPath } from "@/content/developers";
import { pageMetadata } from "@/lib/seo/metadata";
import { StorefrontSheet } from "@/components/storefront-sheet";

const title = "API reference";

export const metadata = pageMetadata({
  title,
  description: "Every operation of the store's REST API, its parameters, answers and schemas, from the OpenAPI 3.1 document.",
  keywords: ["API reference", "OpenAPI", "REST API", "Swagger"],
  path: "/developers/reference",
});

export default function ApiReferencePage() {
  const crumbs = [
    { name: "Home", href: "/" },
    { name: "Developers", href: "/developers" },
    { name: title, href: "/developers/reference" },
  ];
  return (
    <>
      <StorefrontSheet page="developers/reference" />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumbs items={crumbs} />
        <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl leading-relaxed text-foreground/90">
          <InlineText
            text={`Read from the OpenAPI 3.1 document at [${openApiDocumentPath}](${openApiDocumentPath}). To try an operation, press "Authorize" and paste an API key (\`fgs_…\`): requests go to this store with that key. Keys, errors, limits and webhooks are explained on the [developers' page](/developers).`}
          />
        </p>
        <div className="mt-8">
          <ApiReference />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
