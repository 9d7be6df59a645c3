"use client";

import { type ComponentType, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import type { Toast } from "@/lib/storefront-messages";
import { useSiteTheme } from "./use-site-theme";

const loadSonner = () => import("sonner");
const BELOW_NAV = "calc(var(--urgency-banner-height, 0px) + 4.5rem)";
let mountToaster: (() => void) | undefined;
let wanted = false;

/**
 * The app's toaster: one notification visible at a time (docs/product.md#widgets). Its code is fetched with
 * the first toast, so pages that never show one don't ship it; sonner replays toasts raised
 * before the toaster subscribed.
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    mountToaster = () => void loadSonner().then((m) => setSonner(() => m.Toaster));
    if (wanted) mountToaster();
    return () => {
      mountToaster = undefined;
    };
  }, []);
  const theme = useSiteTheme(); // the site's theme, not the OS's: the site is dark by default
  return Sonner ? (
    <Sonner
      visibleToasts={1}
      position="top-center"
      // Below the sticky navigation (and the urgency banner above it), so a toast never covers
      // the nav's links, the theme toggle or the call to action.
      offset={{ top: BELOW_NAV }}
      mobileOffset={{ top: BELOW_NAV }}
      richColors
      closeButton
      theme={theme}
    />
  ) : null;
}

/**
 * Shows a message as a toast (title, then description; docs/product.md#messages). `at: "bottom"`
 * for a page whose own news sits under the navigation (the thank-you page's success icon and
 * heading), so the toast does not cover it on a phone.
 */
export function showToast(message: Toast, kind: "success" | "error" = "success", at: "top" | "bottom" = "top") {
  wanted = true;
  mountToaster?.();
  void loadSonner().then(({ toast }) =>
    toast[kind](message.title, { description: message.description, position: at === "bottom" ? "bottom-center" : undefined }),
  );
}
