"use client";

import type { MouseEvent } from "react";

const MAIN_ID = "main";

/** Moves focus to the main landmark itself, so the next Tab goes to its first control (the jump alone leaves focus behind in some browsers). */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus();
}

/**
 * "Skip to content": the first stop of the Tab key on every page (storefront and admin), hidden
 * until focused, jumping past the header and navigation to the page's `<main id="main">`.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={focusMain}
      data-testid="skip-link"
      className="sr-only rounded-md bg-primary text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:px-4 focus:py-2 focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:ring-offset-background focus:outline-none"
    >
      Skip to content
    </a>
  );
}
