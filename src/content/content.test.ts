import { describe, expect, it } from "vitest";
import { articles, articleSlugs, getArticle } from "./blog";
import { blogFaq } from "./blog-faq";
import { educationalDisclaimer } from "./disclaimer";
import { faqCategories, faqItems } from "./faq";
import { compliancePage } from "./legal/compliance";
import { privacyPage } from "./legal/privacy";
import { termsPage } from "./legal/terms";
import { supportEmail } from "./site";
import { moreTestimonials, trustStats, verifiedTestimonials } from "./testimonials";
import { specArticleSlugs as specSlugs } from "../../tests/spec/article-slugs";

function article(slug: string) {
  const found = getArticle(slug);
  if (!found) throw new Error(`missing article ${slug}`);
  return found;
}

describe("landing FAQ", () => {
  it("has 14 items using all three categories, with unique ids", () => {
    expect(faqItems).toHaveLength(14);
    expect(new Set(faqItems.map((f) => f.category))).toEqual(new Set(["fertility-basics", "gender-selection", "intimacy"]));
    expect(new Set(faqItems.map((f) => f.id)).size).toBe(14);
  });

  it("offers the All tab plus one tab per category", () => {
    expect(faqCategories.map((c) => c.label)).toEqual(["All", "Fertility Basics", "Gender Selection", "Intimacy & Relationships"]);
  });
});

describe("legal pages", () => {
  it("terms have 10 sections and privacy 12", () => {
    expect(termsPage.sections).toHaveLength(10);
    expect(privacyPage.sections).toHaveLength(12);
  });

  it("name the support e-mail and cover the 14-day guarantee", () => {
    for (const page of [termsPage, privacyPage, compliancePage]) {
      expect(JSON.stringify(page)).toContain(supportEmail);
    }
    expect(JSON.stringify(termsPage)).toContain("14-day money-back guarantee");
  });
});

describe("blog articles", () => {
  it("has exactly the spec's slugs, each once", () => {
    expect(new Set(articleSlugs).size).toBe(articleSlugs.length);
    expect([...articleSlugs].sort()).toEqual([...specSlugs].sort());
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  });

  it("lists articles newest first, with exactly one featured", () => {
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articles.filter((a) => a.featured)).toHaveLength(1);
  });

  it("gives every article 4-7 sections with real paragraphs and valid metadata", () => {
    for (const a of articles) {
      expect(a.sections.length, a.slug).toBeGreaterThanOrEqual(4);
      expect(a.sections.length, a.slug).toBeLessThanOrEqual(7);
      for (const s of a.sections) expect(s.paragraphs.length, `${a.slug}: ${s.heading}`).toBeGreaterThan(0);
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([8, 10, 12, 15]).toContain(a.readTime);
      expect(a.keywords.length).toBeGreaterThan(0);
    }
  });

  it("keeps the spec's dates and reading times", () => {
    const expected: [string, string, number][] = [
      ["natural-fertility-boost-methods", "2025-03-15", 8],
      ["gender-selection-at-home", "2025-03-20", 10],
      ["natural-fertility-methods-2025", "2025-01-01", 8],
      ["gender-swaying-methods-research", "2025-08-26", 12],
      ["choose-baby-gender-naturally-home", "2025-08-25", 15],
      ["boost-fertility-naturally-strategies", "2025-08-24", 10],
    ];
    for (const [slug, date, readTime] of expected) {
      expect(article(slug).date, slug).toBe(date);
      expect(article(slug).readTime, slug).toBe(readTime);
    }
    expect(article("natural-fertility-methods-2024").date.startsWith("2024-")).toBe(true);
    expect(article("natural-fertility-methods-2025").author).toMatchObject({ name: "Research Team", kind: "organization" });
    expect(article("gender-swaying-methods-research").author.name).toMatch(/^Dr\. /);
    expect(article("boost-fertility-naturally-strategies").author.name).toMatch(/^Dr\. /);
  });

  it("gives the three Q&A articles ten cards with their extra field", () => {
    const cases: [string, "searchVolume" | "evidence" | "tip"][] = [
      ["top-fertility-questions-2025", "searchVolume"],
      ["gender-selection-questions-answered", "evidence"],
      ["intimacy-fertility-questions", "tip"],
    ];
    for (const [slug, field] of cases) {
      const qa = article(slug).qa ?? [];
      expect(qa, slug).toHaveLength(10);
      for (const item of qa) expect(item[field], `${slug} ${item.id}`).toBeTruthy();
    }
    for (const item of article("top-fertility-questions-2025").qa ?? []) {
      expect(item.searchVolume).toMatch(/^\d+(\.\d)?K\/mo$/);
    }
  });

  it("carries the structured extras of the special articles", () => {
    expect(article("boost-fertility-naturally-strategies").timeline?.map((p) => p.months)).toEqual([
      "Months 1-2",
      "Months 3-4",
      "Months 5-6",
    ]);
    const comparison = article("gender-selection-questions-answered").spermComparison;
    expect(comparison?.x.length).toBeGreaterThan(0);
    expect(comparison?.y.length).toBeGreaterThan(0);
    expect(article("intimacy-gap-guide").stats?.map((s) => s.value)).toContain("35-50%");
    expect(article("intimacy-fertility-questions").stats?.map((s) => s.value)).toEqual(["60%", "70%", "45%"]);
    expect(article("natural-fertility-methods-2025").qa?.length).toBeGreaterThan(0);
  });

  it("makes the regional variants country-specific", () => {
    const cases: [string, string, string[]][] = [
      ["natural-fertility-methods-2025-us", "US", ["OB-GYN", "$97"]],
      ["natural-fertility-methods-2025-uk", "UK", ["NHS", "GP", "£59"]],
      ["natural-fertility-methods-2025-au", "AU", ["Medicare", "GP", "$79 AUD"]],
    ];
    for (const [slug, country, terms] of cases) {
      const a = article(slug);
      expect(a.country).toBe(country);
      const text = JSON.stringify(a.sections);
      for (const term of terms) expect(text, `${slug} mentions ${term}`).toContain(term);
    }
  });

  it("promotes the intimacy guide only from intimacy articles", () => {
    expect(
      articles
        .filter((a) => a.promotes === "intimacy")
        .map((a) => a.slug)
        .sort(),
    ).toEqual(["intimacy-fertility-questions", "intimacy-gap-guide"]);
  });

  it("returns undefined for an unknown slug", () => {
    expect(getArticle("no-such-article")).toBeUndefined();
  });
});

describe("shared blocks", () => {
  it("has the five-question blog FAQ", () => {
    expect(blogFaq.map((f) => f.id)).toEqual(["infertility", "gender-selection", "effectiveness", "lifestyle", "safety"]);
  });

  it("has 4 verified and 3 further testimonials with webp images", () => {
    expect(verifiedTestimonials).toHaveLength(4);
    expect(moreTestimonials).toHaveLength(3);
    for (const t of [...verifiedTestimonials, ...moreTestimonials]) {
      expect(t.image).toMatch(/^\/images\/testimonials\/[a-z0-9-]+\.webp$/);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
    expect([trustStats.rating.value, trustStats.stories.value, trustStats.successRate.value]).toEqual(["4.8/5", "10,000+", "94%"]);
  });

  it("states the disclaimer's key points", () => {
    expect(educationalDisclaimer).toContain("not medical advice");
    expect(educationalDisclaimer).toContain("50/50");
    expect(educationalDisclaimer).toMatch(/not guaranteed/);
    expect(educationalDisclaimer).toMatch(/healthcare provider/);
  });
});
