// Shared types for the site's static content. Pure data shapes: no React, no runtime code.
import type { CountryCode } from "@/lib/country";

/** Which guide a piece of content sells. */
export type GuideKey = "fertility" | "intimacy";

/**
 * lucide-react icon names used by content. The renderer maps each name to its component;
 * every name here exists in lucide-react 0.555.
 */
export type IconName =
  | "Activity"
  | "Apple"
  | "Baby"
  | "BookOpen"
  | "Brain"
  | "Calendar"
  | "CalendarDays"
  | "CircleHelp"
  | "Clock"
  | "Dna"
  | "Droplets"
  | "Dumbbell"
  | "Flame"
  | "FlaskConical"
  | "Gauge"
  | "Heart"
  | "HeartHandshake"
  | "HeartPulse"
  | "Hourglass"
  | "Leaf"
  | "Lightbulb"
  | "MessageCircle"
  | "Microscope"
  | "Moon"
  | "Pill"
  | "Salad"
  | "Scale"
  | "Search"
  | "ShieldCheck"
  | "Smile"
  | "Sparkles"
  | "Stethoscope"
  | "Sun"
  | "Target"
  | "TestTube"
  | "Thermometer"
  | "Timer"
  | "TrendingUp"
  | "Users"
  | "Utensils"
  | "Wine";

/** Every blog article slug (routes are /blog/{slug}). */
export type ArticleSlug =
  | "natural-fertility-boost-methods"
  | "gender-selection-at-home"
  | "natural-fertility-methods-2025"
  | "natural-fertility-methods-2025-us"
  | "natural-fertility-methods-2025-uk"
  | "natural-fertility-methods-2025-au"
  | "natural-fertility-methods-2024"
  | "gender-swaying-methods-research"
  | "choose-baby-gender-naturally-home"
  | "boost-fertility-naturally-strategies"
  | "intimacy-gap-guide"
  | "top-fertility-questions-2025"
  | "gender-selection-questions-answered"
  | "intimacy-fertility-questions";

/** Blog category shown on cards and used for grouping. */
export type ArticleCategory = "Fertility" | "Gender Selection" | "Intimacy" | "Research" | "Q&A";

/** Byline of an article; the person form is rendered as written, e.g. "Dr. Sarah Mitchell". */
export interface ArticleAuthor {
  name: string;
  kind: "person" | "organization";
  credentials?: string;
}

/** One titled block of article body text. */
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Callout shown with the section (educational or safety note). */
  notice?: string;
}

/** One question-and-answer card inside an article. */
export interface QaItem {
  id: string;
  question: string;
  answer: string;
  icon: IconName;
  /** Monthly search volume badge, e.g. "90.5K/mo" (top-10 questions article). */
  searchVolume?: string;
  /** Research-evidence note (gender questions article). */
  evidence?: string;
  /** Actionable tip (intimacy questions article). */
  tip?: string;
}

/** One phase of a month-by-month plan. */
export interface TimelinePhase {
  /** Month range as displayed, e.g. "Months 1-2". */
  months: string;
  title: string;
  summary: string;
  actions: string[];
}

/** A headline statistic shown as a stat card. */
export interface ArticleStat {
  value: string;
  label: string;
  /** Short attribution or caveat shown under the stat. */
  source?: string;
}

/** Side-by-side comparison of X- and Y-bearing sperm (gender questions article). */
export interface SpermComparison {
  x: string[];
  y: string[];
}

/** An article-specific button or link (the shared end-of-article CTA card is not listed here). */
export interface ArticleCta {
  label: string;
  href: string;
}

/** A blog article with its body, metadata and optional structured extras. */
export interface BlogArticle {
  id: number;
  slug: ArticleSlug;
  title: string;
  excerpt: string;
  /** Meta description for the page head and structured data. */
  description: string;
  /** Publication date, ISO yyyy-mm-dd. */
  date: string;
  author: ArticleAuthor;
  category: ArticleCategory;
  /** Reading time in minutes. */
  readTime: 8 | 10 | 12 | 15;
  keywords: string[];
  /** Guide promoted by the article's call to action. */
  promotes: GuideKey;
  /** Shown as the featured article on the blog index (exactly one article has it). */
  featured?: boolean;
  /** Set on regional variants only. */
  country?: CountryCode;
  /** Regional price as displayed on regional pages, e.g. "£59". */
  priceDisplay?: string;
  /** Product name sent with the checkout request from regional pages. */
  productName?: string;
  sections: ArticleSection[];
  qa?: QaItem[];
  timeline?: TimelinePhase[];
  stats?: ArticleStat[];
  spermComparison?: SpermComparison;
  ctas?: ArticleCta[];
}

/** One entry of the shared five-question blog FAQ. */
export interface BlogFaqItem {
  id: string;
  question: string;
  answer: string;
}

/** Category of a landing-page FAQ item. */
export type FaqCategory = "fertility-basics" | "gender-selection" | "intimacy";

/** One landing-page FAQ item. */
export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

/** One FAQ tab; "all" shows every item. */
export interface FaqTab {
  id: "all" | FaqCategory;
  label: string;
}

/** A customer testimonial; result and timeframe describe that person's own experience. */
export interface Testimonial {
  name: string;
  location: string;
  /** Public path, /images/testimonials/*.webp. */
  image: string;
  /** Star rating, 1 to 5. */
  rating: number;
  title: string;
  quote: string;
  result: string;
  verified: boolean;
  timeframe: string;
}

/** A headline trust claim, e.g. { value: "4.8/5", label: "Average rating" }. */
export interface TrustStat {
  value: string;
  label: string;
}

/** One titled section of a legal page. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A legal or policy page (terms, privacy, compliance). */
export interface LegalPage {
  slug: "terms" | "privacy" | "compliance";
  title: string;
  /** Last-updated date, ISO yyyy-mm-dd. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** A canned chat answer, chosen when the visitor's text contains one of its keywords. */
export interface ChatAnswer {
  id: string;
  keywords: string[];
  reply: string;
}
