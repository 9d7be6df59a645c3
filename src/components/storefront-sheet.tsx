"use client";

// The storefront's stylesheet, drawn by every storefront page with its own key: in a production
// build the page's sheet (base.css and the utilities its modules use) is written once into the
// document's <head> (useServerInsertedHTML, Next's way for CSS-in-JS), so it is not repeated in the
// RSC payload as an imported sheet is (docs/decisions/022-the-storefront-sheet-in-the-html-only.md,
// docs/decisions/023-a-sheet-for-each-storefront-page.md). A page reached by client-side navigation
// links its sheet if the document lacks it, and only the shown page's sheet applies. Under
// `next dev` the whole sheet comes through Next's own pipeline and this draws nothing.
import { useServerInsertedHTML } from "next/navigation";
import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { storefrontSheetHrefs, storefrontSheets } from "#storefront-sheet";

/** The attribute naming a storefront sheet's URL on its <style> or <link>. */
const marker = "data-storefront-sheet";
const noChanges = () => () => {};
// During hydration the document is the one the server wrote, which has the page's sheet.
const inServerDocument = () => true;

/** @param page the page's key: its folder below src/app ("blog/[slug]"), or "not-found", "forbidden". */
export function StorefrontSheet({ page }: { page: string }) {
  const href = storefrontSheetHrefs?.[page] ?? null;
  const written = useRef(false);
  useServerInsertedHTML(() => {
    const text = storefrontSheets?.[page];
    if (written.current || text === undefined) return null;
    written.current = true;
    return <style id="storefront-sheet" {...{ [marker]: href }} dangerouslySetInnerHTML={{ __html: text }} />;
  });
  const present = useSyncExternalStore(
    noChanges,
    () => href === null || document.querySelector(`[${marker}="${href}"]`) !== null,
    inServerDocument,
  );
  // Two pages' sheets hold different sets of utilities, each in Tailwind's order; one after the
  // other they could reorder a page's rules, so the other pages' sheets are turned off.
  useLayoutEffect(() => {
    if (href === null) return;
    for (const sheet of document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(`[${marker}]`))
      sheet.disabled = sheet.getAttribute(marker) !== href;
  }, [href]);
  if (present || href === null) return null;
  return <link rel="stylesheet" href={href} precedence="storefront" {...{ [marker]: href }} />;
}
