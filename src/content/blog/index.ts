// Blog article registry: every article, newest first, with slug lookup.
import type { ArticleSlug, BlogArticle } from "../types";
import { boostFertilityNaturallyStrategies } from "./boost-fertility-naturally-strategies";
import { chooseBabyGenderNaturallyHome } from "./choose-baby-gender-naturally-home";
import { genderSelectionAtHome } from "./gender-selection-at-home";
import { genderSelectionQuestionsAnswered } from "./gender-selection-questions-answered";
import { genderSwayingMethodsResearch } from "./gender-swaying-methods-research";
import { intimacyFertilityQuestions } from "./intimacy-fertility-questions";
import { intimacyGapGuide } from "./intimacy-gap-guide";
import { naturalFertilityBoostMethods } from "./natural-fertility-boost-methods";
import { naturalFertilityMethods2024 } from "./natural-fertility-methods-2024";
import { naturalFertilityMethods2025 } from "./natural-fertility-methods-2025";
import { naturalFertilityMethods2025Au } from "./natural-fertility-methods-2025-au";
import { naturalFertilityMethods2025Uk } from "./natural-fertility-methods-2025-uk";
import { naturalFertilityMethods2025Us } from "./natural-fertility-methods-2025-us";
import { topFertilityQuestions2025 } from "./top-fertility-questions-2025";

const all: BlogArticle[] = [
  naturalFertilityBoostMethods,
  genderSelectionAtHome,
  naturalFertilityMethods2025,
  naturalFertilityMethods2025Us,
  naturalFertilityMethods2025Uk,
  naturalFertilityMethods2025Au,
  naturalFertilityMethods2024,
  genderSwayingMethodsResearch,
  chooseBabyGenderNaturallyHome,
  boostFertilityNaturallyStrategies,
  intimacyGapGuide,
  topFertilityQuestions2025,
  genderSelectionQuestionsAnswered,
  intimacyFertilityQuestions,
];

/** Every article, newest first (ties broken by slug so the order is stable). */
export const articles: readonly BlogArticle[] = [...all].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** Slugs of every article, in the same order as `articles` (for generateStaticParams). */
export const articleSlugs: readonly ArticleSlug[] = articles.map((article) => article.slug);

/** The article for a slug, or undefined when no article has it. */
export function getArticle(slug: string): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}
