// The storefront's stylesheet, drawn by every storefront page with its own key: in a production
// build the page's sheet (base.css and the utilities its modules use) is written once into the
// document's <head> (useServerInsertedHTML, Next's way for CSS-in-JS), so it is not repeated in the
// RSC payload as an imported sheet is (docs/decisions/022-the-storefront-sheet-in-the-html-only.md,
// docs/decisions/023-a-sheet-for-each-storefront-page.md). A page reached by client-side navigation
// links its sheet if the document lacks it, and only the shown page's sheet applies. Under
// `next dev` the whole sheet comes through Next's own pipeline and this draws nothing.
import { storefrontSheetHrefs } from "#storefront-sheet";
import { PageSheet } from "./storefront-sheet-client";

/** @param page the page's key: its folder below src/app ("blog/[slug]"), or "not-found", "forbidden". */
export function StorefrontSheet({ page }: { page: string }) {
  // Only this page's URL goes to the browser, not every page's.
  return <PageSheet page={page} href={storefrontSheetHrefs?.[page] ?? null} />;
}
