"use client";

import { useEffect } from "react";
import { type PageCategory, pageView, track } from "@/lib/analytics";

/** Sends the page's page-view category (docs/product.md#analytics) once per mount; renders nothing. */
export function PageView({ category }: { category: PageCategory }) {
  useEffect(() => {
    track(pageView(category, window.location.pathname));
  }, [category]);
  return null;
}
