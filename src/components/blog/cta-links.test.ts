import { describe, expect, it } from "vitest";
import { getArticle } from "@/content/blog";
import { resolveCta } from "./cta-links";

describe("article CTAs", () => {
  it("send checkout buttons to the promoted product with the blog events", () => {
    const article = getArticle("intimacy-gap-guide")!;
    const cta = resolveCta(article, { label: "Get Your Guide Now", href: "/checkout" });
    expect(cta).toMatchObject({ href: "/checkout?product=intimacy", sells: true });
    expect(cta.events.map((e) => e.name)).toEqual(["blog_cta", "cta_clicked"]);
  });

  it("carry a regional article's country and keep non-checkout links", () => {
    const uk = getArticle("natural-fertility-methods-2025-uk")!;
    expect(resolveCta(uk, { label: "Buy", href: "/checkout" }).href).toBe("/checkout?product=fertility&country=UK");
    expect(resolveCta(uk, { label: "Read More Articles", href: "/blog" })).toMatchObject({ href: "/blog", sells: false });
  });
});
