"use client";

import { useRef } from "react";
import { ContactHeader, NewsletterHeader } from "@/components/forms/form-headers";
import { Card, CardContent } from "@/components/ui/card";
import { useLazyComponent, useLoadWhenNear } from "./use-lazy-component";

const loadForms = () => import("./forms-island").then((m) => m.FormsIsland);

function Placeholder({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-muted ${className}`} />;
}

/**
 * The newsletter card and the contact form, whose code (with the tRPC + React Query client) is
 * fetched only when they come near the viewport, are touched, or the page has gone idle.
 * Until then a same-sized outline holds their place (keeping the #newsletter and #contact
 * anchors), and the grid's minimum height is reserved, so nothing moves when they arrive.
 */
export function LazyForms() {
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
      {Forms ? (
        <Forms />
      ) : (
        <>
          {/* The same headers and field heights as NewsletterCard and ContactForm, so the swap moves nothing. */}
          <Card id="newsletter" className="scroll-mt-24" aria-busy="true">
            <NewsletterHeader />
            <CardContent className="flex flex-col gap-3 sm:flex-row">
              <Placeholder className="h-10 sm:flex-1" />
              <Placeholder className="h-10 sm:w-28" />
            </CardContent>
          </Card>
          <Card id="contact" className="scroll-mt-24" aria-busy="true">
            <ContactHeader />
            <CardContent className="grid gap-4">
              <Placeholder className="h-[3.875rem]" />
              <Placeholder className="h-[3.875rem]" />
              <Placeholder className="h-[9.875rem]" />
              <Placeholder className="h-10" />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
