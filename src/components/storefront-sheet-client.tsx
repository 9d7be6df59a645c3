"use client";

// The client half of <StorefrontSheet /> (./storefront-sheet.tsx, which says what it does): on the
// server it writes the page's sheet into the <head>; in the browser it links the sheet when a
// client-side navigation arrives without it, and turns the other pages' sheets off. The sheets'
// text is only in the server's module graph (#storefront-sheet is null in the browser).
import { useServerInsertedHTML } from "next/navigation";
import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { storefrontSheets } from "#storefront-sheet";

/** The attribute naming a storefront sheet's URL on its <style> or <link>. */
const marker = "data-storefront-sheet";
const noChanges = () => () => {};
// During hydration the document is the one the server wrote, which has the page's sheet.
const inServerDocument = () => true;

/**
 * @param page the page's key
 * @param href its sheet's URL; null under `next dev`, where Next's pipeline draws the sheet
 */
export function PageSheet({ page, href }: { page: string; href: string | null }) {
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
  // other they could reorder a page's rules, so the other pages' sheets are turned off. A sheet is
  // written only when it changes: the browser restyles the whole page on each write.
  useLayoutEffect(() => {
    if (href === null) return;
    for (const sheet of document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(`[${marker}]`)) {
      const off = sheet.getAttribute(marker) !== href;
      if (sheet.disabled !== off) sheet.disabled = off;
    }
  }, [href]);
  if (present || href === null) return null;
  return <link rel="stylesheet" href={href} precedence="storefront" {...{ [marker]: href }} />;
}
