"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * The first-party page-view beacon (docs/insights.md): once per navigation, when the browser is
 * idle after hydration, it posts the page's path + query and the referrer to /api/beacon with
 * navigator.sendBeacon. No cookie, no storage; admin pages are not counted.
 */
export function PageBeacon() {
  const path = usePathname();
  useEffect(() => {
    if (path.startsWith("/admin") || !navigator.sendBeacon) return;
    const send = () =>
      navigator.sendBeacon("/api/beacon", JSON.stringify({ u: location.pathname + location.search, r: document.referrer }));
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(send, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(send, 1);
    return () => clearTimeout(id);
  }, [path]);
  return null;
}
