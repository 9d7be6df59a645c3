"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Engagement tracking (docs/product.md#analytics) for each page view. Its code is fetched after the page has
 * settled, so it never competes with the first paint. Mounted only when GA is configured.
 */
export function EngagementTracker() {
  const pathname = usePathname();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void import("./engagement-listeners").then(({ listen }) => {
        if (!cancelled) stop = listen();
      });
    }, 2000);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [pathname]);
  return null;
}
