import { describe, expect, it } from "vitest";
import { getArticle } from "@/content/blog";
import { blogFaq } from "@/content/blog-faq";
import { serializeJsonLd } from "./serialize-json-ld";
import { amountOf, articleJsonLd, breadcrumbJsonLd, faqPageJsonLd, productJsonLd } from "./structured-data";
import { absoluteUrl, siteUrl } from "./urls";

describe("urls", () => {
  it("builds absolute URLs from the site URL", () => {
    expect(absoluteUrl("/blog")).toBe(`${siteUrl}/blog`);
    expect(absoluteUrl("/")).toBe(`${siteUrl}/`);
  });
});

describe("structured data", () => {
  it("describes an article with author, publisher, dates and canonical page", () => {
    const article = getArticle("boost-fertility-naturally-strategies")!;
    const data = articleJsonLd(article, "/blog/boost-fertility-naturally-strategies/opengraph-image");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      datePublished: "2025-08-24",
      dateModified: "2025-08-24",
      author: { "@type": "Person", name: "Dr. James Carter" },
      publisher: { "@type": "Organization" },
      mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl("/blog/boost-fertility-naturally-strategies") },
    });
  });

  it("gives a product an in-stock offer and the PDF format", () => {
    const data = productJsonLd({
      name: "Guide",
      description: "d",
      path: "/digital-fertility-guide",
      image: "/images/ebook-cover-fertility.svg",
      sku: "fertility",
      price: "29",
      currency: "USD",
      keywords: ["a", "b"],
    });
    expect(data.offers).toMatchObject({ price: "29", priceCurrency: "USD", availability: "https://schema.org/InStock" });
    expect(data).toMatchObject({ additionalProperty: { name: "fileFormat", value: "PDF" }, keywords: "a, b" });
  });

  it("lists FAQ questions and breadcrumbs in order", () => {
    const faq = faqPageJsonLd(blogFaq);
    expect(faq.mainEntity).toHaveLength(5);
    const crumbs = breadcrumbJsonLd([
      { name: "Home", href: "/" },
      { name: "Blog", href: "/blog" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: "Blog", item: absoluteUrl("/blog") },
    ]);
  });

  it("reads the amount of a displayed price", () => {
    expect(amountOf("$97")).toBe("97");
    expect(amountOf("£59")).toBe("59");
    expect(amountOf("$79 AUD")).toBe("79");
    expect(() => amountOf("free")).toThrow();
  });

  it("escapes < so the data cannot close its script tag", () => {
    const json = serializeJsonLd({ text: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" });
  });
});
