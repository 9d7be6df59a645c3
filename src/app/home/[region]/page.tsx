import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo } from "@/content/landing-seo";
import { countryOfLandingSegment } from "@/lib/landing-route";
import { intimacyQuote, landingSettings } from "@/server/queries/landing";

// `/` for one pricing region (src/proxy.ts rewrites `/` here by the visitor's country). Each
// region's page is rendered on its first visit, then served as static HTML and refreshed in the
// background at most once a minute, so a change to the settings shows within a minute without
// the build needing the database.
export const revalidate = 60;

export function generateStaticParams(): { region: string }[] {
  return [];
}

export const metadata: Metadata = {
  title: { absolute: landingSeo.title },
  description: landingSeo.description,
  keywords: [...landingSeo.keywords],
  alternates: { canonical: "/" },
};

export default async function HomePage({ params }: { params: Promise<{ region: string }> }) {
  const country = countryOfLandingSegment((await params).region);
  if (!country) notFound();
  // The page reads; the components render what they are given.
  const [settings, quote] = await Promise.all([landingSettings(), intimacyQuote(country)]);
  return <LandingPage country={country} settings={settings} intimacyQuote={quote} />;
}
