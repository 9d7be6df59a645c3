"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The query of the address the browser shows (`?discount=…&cancelled=1`), or "" while the page is
 * rendered on the server and hydrated: the checkout is prerendered without it, and this reads it
 * on the first render after hydration (read it with `searchParam`, src/lib/search-params.ts).
 */
export function useLinkSearch(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
}
