// GET /robots.txt – keep private and transactional routes out of search engines.
import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/urls";

/** Paths crawlers must not visit. */
const disallowedPaths = ["/admin", "/api", "/checkout/test-payment", "/download"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: disallowedPaths }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
