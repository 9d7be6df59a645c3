/**
 * Old and alternative spellings of the storefront's addresses → their canonical pages, answered
 * with a permanent redirect (308) by src/proxy.ts, the query string kept. Each key must also be in
 * the proxy's `config.matcher` (a literal Next reads at build time; src/proxy.test.ts checks both
 * agree). Not next.config.mjs's `redirects()`: Next tests each of those rules on every request,
 * for every path, images and scripts included
 * (docs/decisions/015-fixed-costs-off-the-storefront-requests.md).
 */
export const movedPaths: Readonly<Record<string, string>> = {
  "/gender-swaying": "/gender-swaying-2025",
  "/gender-swaying-guide": "/gender-swaying-2025",
  "/natural-fertility-methods": "/natural-fertility-methods-pdf",
  "/natural-fertility-methods-2025": "/blog/natural-fertility-methods-2025",
  "/digital-guide": "/digital-fertility-guide",
  "/digital-fertility-guide-pdf": "/digital-fertility-guide",
  "/baby-gender-selection": "/baby-gender-selection-home",
  "/baby-gender-selection-at-home": "/baby-gender-selection-home",
  "/terms-of-service": "/terms",
  "/tos": "/terms",
  "/privacy-policy": "/privacy",
  "/legal": "/compliance",
  "/articles": "/blog",
  "/blog/natural-fertility-methods": "/blog/natural-fertility-methods-2025",
  "/blog/natural-fertility-methods-us-2025": "/blog/natural-fertility-methods-2025-us",
  "/blog/natural-fertility-methods-uk-2025": "/blog/natural-fertility-methods-2025-uk",
  "/blog/natural-fertility-methods-au-2025": "/blog/natural-fertility-methods-2025-au",
  "/blog/natural-fertility-methods-2025-usa": "/blog/natural-fertility-methods-2025-us",
  "/blog/natural-fertility-methods-2025-gb": "/blog/natural-fertility-methods-2025-uk",
  "/blog/natural-fertility-methods-2025-australia": "/blog/natural-fertility-methods-2025-au",
  "/blog/natural-fertility-boost": "/blog/natural-fertility-boost-methods",
  "/blog/gender-selection-home": "/blog/gender-selection-at-home",
  "/blog/gender-swaying-methods": "/blog/gender-swaying-methods-research",
  "/blog/gender-swaying-research": "/blog/gender-swaying-methods-research",
  "/blog/choose-baby-gender-naturally": "/blog/choose-baby-gender-naturally-home",
  "/blog/choose-baby-gender-naturally-at-home": "/blog/choose-baby-gender-naturally-home",
  "/blog/boost-fertility-naturally": "/blog/boost-fertility-naturally-strategies",
  "/blog/intimacy-gap": "/blog/intimacy-gap-guide",
  "/blog/top-fertility-questions": "/blog/top-fertility-questions-2025",
  "/blog/top-10-fertility-questions-2025": "/blog/top-fertility-questions-2025",
  "/blog/gender-selection-questions": "/blog/gender-selection-questions-answered",
  "/blog/intimacy-and-fertility-questions": "/blog/intimacy-fertility-questions",
};

/** The canonical page of a moved address, or undefined. Exact, as the pages' own addresses are. */
export function movedTo(pathname: string): string | undefined {
  return Object.hasOwn(movedPaths, pathname) ? movedPaths[pathname] : undefined;
}
