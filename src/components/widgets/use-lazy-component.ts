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
 * Calls `load` once the element comes within `rootMargin` of the viewport, or once the browser
 * has been idle after `idleAfterMs` (so an island far down the page is ready before it is
 * reached, without competing with the first render).
 */
export function useLoadWhenNear(ref: RefObject<Element | null>, load: () => void, { rootMargin = "600px", idleAfterMs = 3000 } = {}) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    }, { rootMargin });
    observer.observe(element);

    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback: a plain timeout stands in for it.
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(load, { timeout: 2000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(load, 0);
        cancelIdle = () => window.clearTimeout(id);
      }
    }, idleAfterMs);

    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, [ref, load, rootMargin, idleAfterMs]);
}
