"use client";

import { type ComponentType, type RefObject, useCallback, useEffect, useRef, useState } from "react";

/**
 * A component whose code is fetched on demand with `import()`, so it is not part of the page's
 * initial JavaScript. `loader` must be a module-level function (stable identity).
 * `prefetch` only warms the module cache; `load` fetches and then renders it.
 */
export function useLazyComponent<P extends object>(loader: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loader().then(
      (loaded) => setComponent(() => loaded),
      () => {
        started.current = false; // a failed chunk load (offline) may be retried on the next trigger
      },
    );
  }, [loader]);
  const prefetch = useCallback(() => void loader().catch(() => undefined), [loader]);

  return { Component, load, prefetch };
}

/**
 * Calls `load` once the element comes within `rootMargin` of the viewport: early enough that an
 * island far down the page is ready when it is reached (or when an anchor jumps to it), and never
 * for a visitor who does not scroll that far, whose phone then neither downloads nor runs it.
 */
export function useLoadWhenNear(ref: RefObject<Element | null>, load: () => void, { rootMargin = "1000px" } = {}) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, load, rootMargin]);
}
