import { preconnect } from "react-dom";
import { env } from "@/env";
import { LazyGaScripts } from "./lazy-ga-scripts";

/**
 * GA4 when NEXT_PUBLIC_GA_ID is set, with IP anonymisation
 * (docs/product.md#analytics); renders nothing otherwise, so `track()` stays a no-op. Place once in the root layout.
 * The scripts are those of @next/third-parties' <GoogleAnalytics> (./ga-scripts): importing it
 * from "@next/third-parties/google" also brought that index's Tag Manager, Maps and YouTube
 * embeds into every page's JavaScript (docs/performance.md, "The storefront pages").
 */
export function GoogleAnalytics() {
  const gaId = env.NEXT_PUBLIC_GA_ID;
  if (!gaId) return null;
  preconnect("https://www.googletagmanager.com");
  preconnect("https://www.google-analytics.com");
  return <LazyGaScripts gaId={gaId} />;
}
