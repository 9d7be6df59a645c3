// Absolute URLs for canonical links, JSON-LD, the sitemap and e-mails.
import { env } from "@/env";

/** The site's origin without a trailing slash, from NEXT_PUBLIC_SITE_URL. */
export const siteUrl = env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "");

/** Absolute URL of a site path ("/" is the home page). */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
