"use client";

import { type ComponentType, type RefObject, startTransition, useCallback, useEffect, useRef, useState } from "react";

/** Runs `fn` in a task after the next frame has been painted (requestAnimationFrame, then a task). */
function afterNextPaint(fn: () => void) {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

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
      // Rendered after the next paint, as a transition: when the code is already in the cache
      // (warmed on hover), the promise settles inside the tap's own click handler, and the
      // widget's first render, layout and focus then delayed the tap's next paint (the chat's
      // INP, docs/performance.md, "The storefront pages"). So the tap paints its pressed state
      // first and the widget follows a frame later.
      (loaded) => afterNextPaint(() => startTransition(() => setComponent(() => loaded))),
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, load, rootMargin]);
}
