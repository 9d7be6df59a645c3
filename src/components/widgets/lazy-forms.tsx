"use client";

import { type ReactNode, useRef } from "react";
import { useLazyComponent, useLoadWhenNear } from "./use-lazy-component";

const loadForms = () => import("./forms-island").then((m) => m.FormsIsland);

/**
 * The newsletter card and the contact form, whose code (with the tRPC + React Query client) is
 * fetched only when they come near the viewport or are touched. Until then `placeholder`, an
 * outline of the same size rendered on the server (so the Card markup costs no client code),
 * holds their place and keeps the #newsletter and #contact anchors; the grid's minimum height is
 * reserved, so nothing moves when they arrive.
 */
export function LazyForms({ placeholder }: { placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { Component: Forms, load } = useLazyComponent(loadForms);
  useLoadWhenNear(ref, load);

  return (
    <div
      ref={ref}
      onPointerEnter={load}
      onFocusCapture={load}
      className="grid min-h-[51rem] items-start gap-6 sm:min-h-[45rem] md:min-h-[33rem] md:grid-cols-2"
      data-testid="lazy-forms"
    >
      {Forms ? <Forms /> : placeholder}
    </div>
  );
}
