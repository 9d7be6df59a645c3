import Script from "next/script";
import { preconnect } from "react-dom";
import { env } from "@/env";
import { EngagementTracker } from "./engagement-tracker";

/**
 * GA4 when NEXT_PUBLIC_GA_ID is set, with IP anonymisation
 * (SPEC §7); renders nothing otherwise, so `track()` stays a no-op. Place once in the root layout.
 */
export function GoogleAnalytics() {
  const gaId = env.NEXT_PUBLIC_GA_ID;
  if (!gaId) return null;
  preconnect("https://www.googletagmanager.com");
  preconnect("https://www.google-analytics.com");
  const id = JSON.stringify(gaId);
  // The two scripts of @next/third-parties' <GoogleAnalytics>, same ids and text, rendered here:
  // importing it from "@next/third-parties/google" also brought that index's Tag Manager, Maps
  // and YouTube embeds into every page's JavaScript (~2 KB gzip; docs/performance.md, 2026-11-26).
  return (
    <>
      <Script id="_next-ga-init" dangerouslySetInnerHTML={{ __html: gaInit(gaId) }} />
      <Script id="_next-ga" src={`https://www.googletagmanager.com/gtag/js?id=${gaId}`} />
      <EngagementTracker />
      {/* Re-configures the same tag with anonymize_ip; send_page_view false avoids a second page view. */}
      <Script id="ga-anonymize-ip" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('set',{anonymize_ip:true});gtag('config',${id},{anonymize_ip:true,send_page_view:false});`}
      </Script>
    </>
  );
}

/** The init script @next/third-parties 16.4 renders for GA (its `dataLayerName` default). */
function gaInit(gaId: string) {
  return `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}
