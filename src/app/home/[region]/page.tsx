import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo } from "@/content/landing-seo";
import { countryOfLandingSegment } from "@/lib/landing-route";
import { intimacyQuote, landingSettings } from "@/server/queries/landing";
import { productReviews } from "@/server/queries/reviews";
import { StorefrontSheet } from "@/components/storefront-sheet";

// `/` for one pricing region (next.config.mjs rewrites `/` here by the visitor's country,
// src/lib/landing-rewrite.js). Each region's page is rendered on its first visit, then served as
// static HTML without the build needing the database. An admin's edit of what it shows (settings,
// tax, reviews) expires its cache tags, so the next request renders it again; the minute is the
// safety net for changes made elsewhere (src/server/cache/page-data.ts).
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
  // The page's Product is the fertility guide: its approved buyer reviews (docs/product.md#reviews).
  const [settings, quote, reviews] = await Promise.all([landingSettings(), intimacyQuote(country), productReviews("fertility")]);
  return (
    <>
      <StorefrontSheet page="home/[region]" />
      <LandingPage country={country} settings={settings} intimacyQuote={quote} reviews={reviews} />
    </>
  );
}
