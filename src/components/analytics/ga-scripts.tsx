"use client";

import Script from "next/script";
import { EngagementTracker } from "./engagement-tracker";

/**
 * GA4's scripts (the two of @next/third-parties' <GoogleAnalytics>, same ids and text, and the
 * anonymize_ip re-configuration) and the engagement tracker. Loaded by ./google-analytics only
 * when GA is configured (./lazy-ga-scripts.tsx says why).
 */
export default function GaScripts({ gaId }: { gaId: string }) {
  const id = JSON.stringify(gaId);
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
