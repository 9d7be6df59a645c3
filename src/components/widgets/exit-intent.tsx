"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  createExitIntent,
  type ExitIntent as ExitIntentController,
  type KeyValueStorage,
  pageKindForPath,
} from "@/lib/widgets/exit-intent";
import type { PopupVariant } from "./exit-intent-popup";
import { useLazyComponent } from "./use-lazy-component";

const loadPopup = () => import("./exit-intent-popup").then((m) => m.ExitIntentPopup);

const browserStorage: KeyValueStorage = {
  get: (key) => window.localStorage.getItem(key),
  set: (key, value) => window.localStorage.setItem(key, value),
};

/** Scroll depth in %, 0 at the top and 100 at the bottom of the page. */
function scrollDepth(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? Math.min(100, (window.scrollY / max) * 100) : 0;
}

/**
 * Exit-intent offer (docs/product.md#widgets). Listens for the three triggers from page load and feeds them to
 * lib/widgets/exit-intent, which applies the page's delay, threshold and display cap and keeps
 * the `exitIntentData` record. The popup's code (dialog, form, tRPC client) is fetched only
 * once the minimum time on page has passed, since it cannot open before.
 */
export function ExitIntent({ variant = "default" }: { variant?: PopupVariant }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const controller = useRef<ExitIntentController | null>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const { Component: Popup, load } = useLazyComponent(loadPopup);

  useEffect(() => {
    const kind = pageKindForPath(pathname);
    const intent = createExitIntent({ kind, storage: browserStorage, now: Date.now() });
    controller.current = intent;
    // At checkout, a buyer who has typed into the form is buying: no popup from then on, and its
    // code is not fetched either (parsing it mid-typing delayed the next keystroke on a phone).
    let formStarted = false;
    const preload = window.setTimeout(load, intent.config.delayMs);
    const show = (trigger: () => boolean) => {
      if (formStarted || !trigger()) return;
      const active = document.activeElement;
      focusBefore.current = active instanceof HTMLElement && active !== document.body ? active : null;
      load();
      setOpen(true);
    };
    const onInput = (e: Event) => {
      if (kind === "checkout" && e.target instanceof Element && e.target.closest("#main form")) {
        formStarted = true;
        window.clearTimeout(preload);
      }
    };
    const onMouseOut = (e: MouseEvent) => {
      if (e.relatedTarget === null) show(() => intent.onMouseLeave(e.clientY, Date.now())); // left the window
    };
    const onScroll = () => show(() => intent.onScroll(scrollDepth(), Date.now()));
    const onVisibility = () => {
      if (document.visibilityState === "hidden") show(() => intent.onVisibilityHidden(Date.now()));
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("mouseout", onMouseOut);
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearTimeout(preload);
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("mouseout", onMouseOut);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [pathname, load]);

  const close = useCallback(() => {
    controller.current?.close();
    setOpen(false);
  }, []);

  // Closing gives focus back to where it was when the popup opened (the page's start when nothing was focused).
  const returnFocus = useCallback(() => {
    const target = focusBefore.current;
    focusBefore.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
    else (document.activeElement as HTMLElement | null)?.blur();
  }, []);

  return Popup ? <Popup open={open} onClose={close} onClosed={returnFocus} variant={variant} /> : null;
}

/** The blog's variant: after sign-up it shows 'Success! Check Your Email' and closes itself after 3 s. */
export function BlogExitIntent() {
  return <ExitIntent variant="blog" />;
}
