import { GoogleAnalytics as NextGoogleAnalytics } from "@next/third-parties/google";
import Script from "next/script";
import { preconnect } from "react-dom";
import { env } from "@/env";
import { EngagementTracker } from "./engagement-tracker";

/**
 * GA4 through @next/third-parties when NEXT_PUBLIC_GA_ID is set, with IP anonymisation
 * (docs/product.md#analytics); renders nothing otherwise, so `track()` stays a no-op. Place once in the root layout.
 */
export function GoogleAnalytics() {
  const gaId = env.NEXT_PUBLIC_GA_ID;
  if (!gaId) return null;
  preconnect("https://www.googletagmanager.com");
  preconnect("https://www.google-analytics.com");
  const id = JSON.stringify(gaId);
  return (
    <>
      <NextGoogleAnalytics gaId={gaId} />
      <EngagementTracker />
      {/* Re-configures the same tag with anonymize_ip; send_page_view false avoids a second page view. */}
      <Script id="ga-anonymize-ip" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('set',{anonymize_ip:true});gtag('config',${id},{anonymize_ip:true,send_page_view:false});`}
      </Script>
    </>
  );
}
