// Per-page <head> metadata: title, description, keywords, canonical URL and Open Graph.
import type { Metadata } from "next";
import { siteName } from "@/content/site";

/** What a page says about itself; `path` is its canonical path (metadataBase makes it absolute). */
export interface PageSeo {
  title: string;
  description: string;
  keywords: readonly string[];
  path: string;
  type?: "website" | "article";
  publishedTime?: string;
  authors?: string[];
  /** Set on the non-canonical twin of a page so only one spelling is indexed. */
  noIndex?: boolean;
}

/**
 * The site-wide Open Graph image (src/app/opengraph-image.tsx). A page that sets `openGraph`
 * replaces its parent's, file-based image included, so website pages name it again; articles get
 * their own image from the blog's opengraph-image route.
 */
const siteImage = { url: "/opengraph-image", width: 1200, height: 630, alt: `${siteName} social card` };

/** Builds the Next metadata of a page from its SEO facts. */
export function pageMetadata(seo: PageSeo): Metadata {
  const openGraph: Metadata["openGraph"] =
    seo.type === "article"
      ? {
          type: "article",
          publishedTime: seo.publishedTime,
          modifiedTime: seo.publishedTime,
          authors: seo.authors,
          title: seo.title,
          description: seo.description,
          url: seo.path,
          siteName,
          locale: "en_US",
        }
      : {
          type: "website",
          title: seo.title,
          description: seo.description,
          url: seo.path,
          siteName,
          locale: "en_US",
          images: [siteImage],
        };
  return {
    title: seo.title,
    description: seo.description,
    keywords: [...seo.keywords],
    alternates: { canonical: seo.path },
    openGraph,
    twitter: {
      card: "summary_large_image",
      title: seo.title,
      description: seo.description,
      ...(seo.type === "article" ? {} : { images: [siteImage.url] }),
    },
    ...(seo.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
