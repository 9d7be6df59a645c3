"use client";

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  // The inline theme script and the toggle set the class on <html>; follow it, not the OS.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const read = () => (document.documentElement.classList.contains("dark") ? "dark" : "light");

/** The theme the page is showing right now (dark by default, docs/product.md#pages), for widgets that draw their own colours. */
export function useSiteTheme(): "dark" | "light" {
  return useSyncExternalStore(subscribe, read, () => "dark");
}
