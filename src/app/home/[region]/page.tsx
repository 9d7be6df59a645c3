import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LandingPage } from "@/components/landing/landing-page";
import { landingSeo } from "@/content/landing-seo";
import { countryOfLandingSegment } from "@/lib/landing-route";
import { intimacyQuote, landingSettings } from "@/server/queries/landing";
import { productReviews } from "@/server/queries/reviews";

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
  // The page's Product is the fertility guide: its approved buyer reviews (docs/product.md#reviews).
  const [settings, quote, reviews] = await Promise.all([landingSettings(), intimacyQuote(country), productReviews("fertility")]);
  return <LandingPage country={country} settings={settings} intimacyQuote={quote} reviews={reviews} />;
}
