"use client";

import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useSyncExternalStore } from "react";

// Tooltips whose code (Radix Tooltip and its positioning) is fetched when a pointer or the
// keyboard focus first comes into a group of them, so pages that only show them ship none of it.
const load = () => import("./hint-radix");
let loaded: Awaited<ReturnType<typeof load>> | null = null;
const listeners = new Set<() => void>();

function ensureLoaded() {
  if (loaded) return;
  load().then(
    (module) => {
      loaded = module;
      listeners.forEach((notify) => notify());
    },
    () => undefined, // offline: no tooltips, nothing else lost; the next pointer retries
  );
}

function useHintModule() {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => loaded,
    () => null,
  );
}

const focusable = "a[href], button, [tabindex]";

/**
 * Tooltips that share one timing (700 ms to open, 300 ms skip delay: docs/product.md#widgets). Each <Hint> must sit
 * inside one. The tooltip code loads as the pointer or focus enters the group; the group then
 * re-renders its children inside Radix's provider, and gives focus back to where it was.
 */
export function HintGroup({ children, className }: { children: ReactNode; className?: string }) {
  const radix = useHintModule();
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!radix || refocus.current === null) return;
    root.current?.querySelectorAll<HTMLElement>(focusable)[refocus.current]?.focus();
    refocus.current = null;
  }, [radix]);
  return (
    <div
      ref={root}
      className={className}
      onPointerEnter={ensureLoaded}
      onFocusCapture={(event) => {
        if (loaded) return;
        refocus.current = [...(root.current?.querySelectorAll(focusable) ?? [])].indexOf(event.target as Element);
        ensureLoaded();
      }}
    >
      {radix ? <radix.HintProvider>{children}</radix.HintProvider> : children}
    </div>
  );
}

/** A tooltip on one focusable element (a button or link), inside a <HintGroup>. */
export function Hint({ label, children }: { label: ReactNode; children: ReactElement }) {
  const radix = useHintModule();
  return radix ? <radix.RadixHint label={label}>{children}</radix.RadixHint> : children;
}
