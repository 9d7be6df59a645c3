"use client";

import { Flame, X } from "@/components/ui/icons";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { urgencyState } from "@/lib/widgets/countdown";

/** The CSS variable the sticky navigation reads (src/components/marketing/site-header.tsx). */
const BANNER_HEIGHT = "--urgency-banner-height";

/**
 * The urgency banner (docs/product.md#widgets): hidden for 30 s, then a dismissable bar with a 23:59:59 countdown that
 * wraps. It overlays the top of the page (fixed), so showing it moves no content.
 * A thin renderer of lib/widgets/countdown's `urgencyState`, with Date.now injected.
 */
export function UrgencyBanner() {
  const [clock, setClock] = useState<{ startedAt: number; now: number } | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (dismissed) return;
    const startedAt = Date.now(); // hidden for the first 30 s, so the first tick can wait a second
    const id = window.setInterval(() => setClock({ startedAt, now: Date.now() }), 1000);
    return () => window.clearInterval(id);
  }, [dismissed]);

  const state = clock ? urgencyState(clock.startedAt, clock.now, dismissed) : null;
  const visible = Boolean(state?.visible);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!visible || !banner) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(BANNER_HEIGHT, `${banner.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish); // the text wraps to two lines on a phone
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT);
    };
  }, [visible]);

  if (!state?.visible) return null;

  return (
    <div
      ref={ref}
      role="region"
      aria-label="Limited-time offer"
      data-testid="urgency-banner"
      className="fixed inset-x-0 top-0 z-50 bg-pink-700 px-4 py-2 text-sm text-white shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-center gap-x-3 gap-y-1 pr-8 max-sm:flex-wrap">
        <Flame className="h-4 w-4 shrink-0" aria-hidden />
        <p>
          <span className="font-semibold">Today&apos;s special price ends in </span>
          <span className="font-mono font-bold tabular-nums" data-testid="urgency-countdown">
            {state.remaining}
          </span>
        </p>
        <Link href="/checkout" className="font-semibold underline underline-offset-2 hover:no-underline">
          Claim the offer
        </Link>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        aria-label="Dismiss offer banner"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
