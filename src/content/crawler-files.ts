// robots.txt and sitemap.xml, written into public/ before `next build` and `next dev`
// (scripts/write-crawler-files.ts): Next serves a public file as a static file, at several times
// the rate of the same text from a route handler (docs/decisions/015-fixed-costs-off-the-storefront-requests.md).
// Both depend only on the build: the site's address and the articles in src/content/blog.
import { Readable } from "node:stream";
import { EnumChangefreq, SitemapStream, streamToPromise, type SitemapItemLoose } from "sitemap";
import { articles } from "@/content/blog";
import { absoluteUrl } from "@/lib/seo/urls";

/** Paths crawlers must not visit: the admin, the API, the test payment page and the downloads. */
export const disallowedPaths = ["/admin", "/api", "/checkout/test-payment", "/download"];

/** Every public page that is not an article, with how much it matters and how often it changes. */
const { WEEKLY, MONTHLY, YEARLY } = EnumChangefreq;
const staticRoutes: { path: string; priority: number; changeFrequency: EnumChangefreq }[] = [
  { path: "/", priority: 1, changeFrequency: WEEKLY },
  { path: "/blog", priority: 0.9, changeFrequency: WEEKLY },
  { path: "/natural-fertility-methods-pdf", priority: 0.8, changeFrequency: MONTHLY },
  { path: "/gender-swaying-2025", priority: 0.8, changeFrequency: MONTHLY },
  { path: "/digital-fertility-guide", priority: 0.8, changeFrequency: MONTHLY },
  { path: "/baby-gender-selection-home", priority: 0.8, changeFrequency: MONTHLY },
  { path: "/terms", priority: 0.3, changeFrequency: YEARLY },
  { path: "/privacy", priority: 0.3, changeFrequency: YEARLY },
  { path: "/compliance", priority: 0.3, changeFrequency: YEARLY },
  { path: "/developers", priority: 0.4, changeFrequency: MONTHLY },
  { path: "/developers/reference", priority: 0.3, changeFrequency: MONTHLY },
];

/** The text of /robots.txt: everyone may crawl the site but the disallowed paths; where the sitemap is. */
export function robotsTxt(): string {
  return [
    "User-Agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The entries of /sitemap.xml: the static pages, then every article (canonical URLs only). */
export function sitemapEntries(): SitemapItemLoose[] {
  const newest = articles[0]?.date;
  return [
    ...staticRoutes.map((route) => ({
      url: absoluteUrl(route.path),
      changefreq: route.changeFrequency,
      priority: route.priority,
      ...(route.path === "/blog" && newest ? { lastmod: newest } : {}),
    })),
    ...articles.map((article) => ({
      url: absoluteUrl(`/blog/${article.slug}`),
      lastmod: article.date,
      changefreq: MONTHLY,
      priority: article.featured ? 0.8 : 0.7,
    })),
  ];
}

/** The XML of /sitemap.xml, with only the sitemap namespace (no image, video or news entries). */
export async function sitemapXml(): Promise<string> {
  const stream = new SitemapStream({ lastmodDateOnly: true, xmlns: { news: false, xhtml: false, image: false, video: false } });
  return (await streamToPromise(Readable.from(sitemapEntries()).pipe(stream))).toString("utf8");
}
