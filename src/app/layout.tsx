import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { GoogleAnalytics } from "@/components/analytics/google-analytics";
import { PageBeacon } from "@/components/analytics/page-beacon";
import { SkipLink } from "@/components/ui/skip-link";
import { Toaster } from "@/components/ui/toaster";
import { env } from "@/env";
import { themeScript } from "@/lib/theme";
import { siteName } from "@/content/site";

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
  title: { default: siteName, template: `%s | ${siteName}` },
  description: "Evidence-based guides on natural fertility, gender selection and intimacy for couples trying to conceive.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#0f0d15" },
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        {/* Applies the stored theme before the first paint (dark by default). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen antialiased">
        <SkipLink />
        {children}
        <Toaster />
        <GoogleAnalytics />
        <PageBeacon />
      </body>
    </html>
  );
}
