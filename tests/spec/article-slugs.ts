// The article slugs of docs/product.md#blog, written out from the original specification: the oracle both the content unit
// test and the browser journeys check the site against (so it is not derived from src/content).
export const specArticleSlugs = [
  "natural-fertility-boost-methods",
  "gender-selection-at-home",
  "natural-fertility-methods-2025",
  "natural-fertility-methods-2025-us",
  "natural-fertility-methods-2025-uk",
  "natural-fertility-methods-2025-au",
  "natural-fertility-methods-2024",
  "gender-swaying-methods-research",
  "choose-baby-gender-naturally-home",
  "boost-fertility-naturally-strategies",
  "intimacy-gap-guide",
  "top-fertility-questions-2025",
  "gender-selection-questions-answered",
  "intimacy-fertility-questions",
] as const;
