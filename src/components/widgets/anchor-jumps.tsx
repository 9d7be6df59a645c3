"use client";

import { useEffect } from "react";
import { jumpToAnchor, sameDocumentAnchor } from "@/lib/widgets/anchor-jump";

/**
 * On a page with lazily rendered sections (the landing page): in-page links (the nav's Features,
 * Reviews, Pricing; /#newsletter) and an anchor in the address on arrival land where the section
 * really is (src/lib/widgets/anchor-jump.ts says why). Renders nothing.
 */
export function AnchorJumps() {
  useEffect(() => {
    if (location.hash.length > 1) jumpToAnchor(decodeURIComponent(location.hash.slice(1)), { push: false });
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      const href = link?.getAttribute("href");
      const id = href ? sameDocumentAnchor(href, new URL(location.href)) : null;
      if (id && jumpToAnchor(id)) event.preventDefault();
    };
    // Capture: before next/link's own handler, which would otherwise jump by the estimates.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return null;
}
