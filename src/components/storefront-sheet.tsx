"use client";

// The storefront's stylesheet, drawn by every storefront page: in a production build its text is
// written once into the document's <head> (useServerInsertedHTML, Next's way for CSS-in-JS), so it
// is not repeated in the RSC payload as an imported sheet is
// (docs/decisions/022-the-storefront-sheet-in-the-html-only.md). A page reached by client-side
// navigation from one drawn without it (the admin, a 404) links the same sheet instead. Under
// `next dev` the sheet comes through Next's own pipeline and this draws nothing.
import { useServerInsertedHTML } from "next/navigation";
import { useRef, useSyncExternalStore } from "react";
import { storefrontSheet, storefrontSheetHref } from "#storefront-sheet";

const sheetId = "storefront-sheet";
const noChanges = () => () => {};
const inDocument = () => document.getElementById(sheetId) !== null;
// During hydration the document is the one the server wrote, which has the sheet.
const inServerDocument = () => true;

export function StorefrontSheet() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current || storefrontSheet === null) return null;
    written.current = true;
    return <style id={sheetId} dangerouslySetInnerHTML={{ __html: storefrontSheet }} />;
  });
  const present = useSyncExternalStore(noChanges, inDocument, inServerDocument);
  if (present || storefrontSheetHref === null) return null;
  return <link rel="stylesheet" href={storefrontSheetHref} precedence="storefront" />;
}
