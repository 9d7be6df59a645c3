"use client";

import { lazy, Suspense } from "react";

// React.lazy, not a static import: a client component imported by the root layout is in every
// page's initial JavaScript whether it renders or not, so next/script with GA's code weighed on
// a store without GA too (docs/performance.md, "The storefront pages"). Its chunk is now fetched
// only where GA is configured.
const GaScripts = lazy(() => import("./ga-scripts"));

/** GA4's scripts, their code fetched on first render (only rendered when NEXT_PUBLIC_GA_ID is set). */
export function LazyGaScripts({ gaId }: { gaId: string }) {
  return (
    <Suspense fallback={null}>
      <GaScripts gaId={gaId} />
    </Suspense>
  );
}
