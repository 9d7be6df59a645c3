// JSON-LD builders typed with schema-dts (docs/product.md#seo).
import type { Article, BreadcrumbList, FAQPage, Organization, OrganizationLeaf, Person, Product, WithContext } from "schema-dts";
import { siteName } from "@/content/site";
import type { ArticleAuthor, BlogArticle } from "@/content/types";
import { absoluteUrl } from "./urls";

/** A visible breadcrumb: its name and site path. */
export interface CrumbLink {
  name: string;
  href: string;
}

/** The store as publisher and brand. */
export function publisher(): OrganizationLeaf {
  return {
    "@type": "Organization",
    name: siteName,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/icon.svg") },
  };
}

function author(byline: ArticleAuthor): Person | Organization {
  return byline.kind === "person"
    ? { "@type": "Person", name: byline.name, ...(byline.credentials ? { jobTitle: byline.credentials } : {}) }
    : { "@type": "Organization", name: byline.name };
}

/** The store itself as Organization structured data (the landing page's). */
export function organizationJsonLd(): WithContext<Organization> {
  return { "@context": "https://schema.org", ...publisher() };
}

/** Article structured data of a blog post; `image` is an absolute or site path. */
export function articleJsonLd(article: BlogArticle, image: string): WithContext<Article> {
  const url = absoluteUrl(`/blog/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    author: author(article.author),
    publisher: publisher(),
    datePublished: article.date,
    dateModified: article.date,
    keywords: article.keywords.join(", "),
    articleSection: article.category,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: image.startsWith("http") ? image : absoluteUrl(image),
  };
}

/** A downloadable guide on sale, as a Product with one in-stock offer. */
export interface ProductFacts {
  name: string;
  description: string;
  /** Canonical path of the page that sells it. */
  path: string;
  image: string;
  sku: string;
  /** Price as a decimal string, e.g. "97". */
  price: string;
  currency: "USD" | "GBP" | "AUD";
  keywords: readonly string[];
}

/** The approved buyer reviews a product page shows (docs/product.md#reviews): all counted, the newest listed. */
export interface ProductRatings {
  count: number;
  /** The average of all counted, as the page shows it. */
  average: number;
  reviews: readonly { rating: number; text: string | null; author: string; date: string }[];
}

/**
 * `aggregateRating` and `review` from the reviews the page shows, with the figures it shows
 * (Google's review snippets); nothing while there are none.
 */
function ratingsJsonLd(ratings?: ProductRatings): Pick<Product & object, "aggregateRating" | "review"> {
  if (!ratings || ratings.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: ratings.average,
      reviewCount: ratings.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: ratings.reviews.map((r) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { "@type": "Person", name: r.author },
      datePublished: r.date,
      ...(r.text ? { reviewBody: r.text } : {}),
    })),
  };
}

/**
 * Product structured data with offers (price, priceCurrency, availability InStock) and the PDF
 * format, and the approved buyer reviews the page shows, if any.
 */
export function productJsonLd(facts: ProductFacts, ratings?: ProductRatings): WithContext<Product> {
  const url = absoluteUrl(facts.path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: facts.name,
    description: facts.description,
    sku: facts.sku,
    category: "Digital PDF guide",
    image: facts.image.startsWith("http") ? facts.image : absoluteUrl(facts.image),
    url,
    brand: { "@type": "Brand", name: siteName },
    keywords: facts.keywords.join(", "),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    additionalProperty: { "@type": "PropertyValue", name: "fileFormat", value: "PDF" },
    offers: {
      "@type": "Offer",
      price: facts.price,
      priceCurrency: facts.currency,
      availability: "https://schema.org/InStock",
      url,
      seller: publisher(),
    },
    ...ratingsJsonLd(ratings),
  };
}

/** FAQPage structured data for the questions a page shows. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** BreadcrumbList structured data mirroring the visible breadcrumbs. */
export function breadcrumbJsonLd(crumbs: readonly CrumbLink[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href),
    })),
  };
}

/** Decimal amount of a displayed price: "$97" → "97", "$79 AUD" → "79", "£59" → "59". */
export function amountOf(display: string): string {
  const match = /\d+(?:\.\d+)?/.exec(display.replace(/,/g, ""));
  if (!match) throw new Error(`No amount in displayed price "${display}"`);
  return match[0];
}
