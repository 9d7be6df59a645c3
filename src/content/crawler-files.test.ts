import fs from "node:fs";
import { parseSitemap } from "sitemap";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { articles } from "@/content/blog";
import { disallowedPaths, robotsTxt, sitemapXml } from "./crawler-files";
import { absoluteUrl, siteUrl } from "@/lib/seo/urls";

/** The page file that serves a sitemap path (`/` is the landing page of each region). */
function pageFileOf(pathname: string): string {
  if (pathname === "/") return "src/app/home/[region]/page.tsx";
  const dedicated = `src/app${pathname}/page.tsx`;
  return fs.existsSync(dedicated) ? dedicated : "src/app/blog/[slug]/page.tsx";
}

describe("robots.txt", () => {
  it("keeps the private paths out and names the sitemap by its absolute address", () => {
    const lines = robotsTxt().split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-Agent: *", "Allow: /"]);
    for (const path of disallowedPaths) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

describe("sitemap.xml", async () => {
  const xml = await sitemapXml();
  const entries = await parseSitemap(Readable.from([xml]));
  const paths = entries.map((entry) => new URL(entry.url).pathname);

  it("is a sitemap of absolute URLs on the site, each listed once", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const entry of entries) expect(entry.url.startsWith(`${siteUrl}/`)).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists every article with its date, and the blog with the newest", () => {
    for (const article of articles) {
      const entry = entries.find((e) => e.url === absoluteUrl(`/blog/${article.slug}`));
      expect(entry?.lastmod?.slice(0, 10), article.slug).toBe(article.date);
    }
    expect(entries.find((e) => e.url === absoluteUrl("/blog"))?.lastmod?.slice(0, 10)).toBe(articles[0]!.date);
  });

  it("lists only pages that exist, none a crawler is kept from", () => {
    for (const path of paths) {
      expect(fs.existsSync(pageFileOf(path)), path).toBe(true);
      expect(
        disallowedPaths.some((p) => path === p || path.startsWith(`${p}/`)),
        path,
      ).toBe(false);
    }
    expect(paths).toEqual(expect.arrayContaining(["/", "/blog", "/terms", "/privacy", "/developers", "/developers/reference"]));
  });
});
