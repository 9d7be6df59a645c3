import { describe, expect, it, vi } from "vitest";
import {
  blogCta,
  blogCtaClicked,
  downloadGuideClick,
  engagement,
  journeyConversion,
  pageCategories,
  pageView,
  productInterest,
  purchase,
} from "./events";
import { track } from "./track";

describe("event builders", () => {
  it("covers the six page-view categories (docs/product.md#analytics)", () => {
    expect(pageCategories).toEqual(["landing_page", "product_page", "checkout", "conversion", "content_engagement", "blog_article"]);
    expect(pageView("blog_article", "/blog/intimacy-gap-guide")).toEqual({
      name: "page_category_view",
      params: { page_category: "blog_article", page_path: "/blog/intimacy-gap-guide" },
    });
  });

  it("builds the blog_cta and the blog_engagement 'cta_clicked' events", () => {
    expect(blogCta("intimacy-gap-guide", "Get Your Guide Now", "/checkout?product=intimacy")).toEqual({
      name: "blog_cta",
      params: {
        event_category: "blog",
        event_label: "Get Your Guide Now",
        article_slug: "intimacy-gap-guide",
        destination: "/checkout?product=intimacy",
      },
    });
    const clicked = blogCtaClicked("intimacy-gap-guide", "Get Your Guide Now");
    expect(clicked.name).toBe("cta_clicked");
    expect(clicked.params).toMatchObject({ event_category: "blog_engagement" });
  });

  it("labels product interest 'Digital Guide' and defaults the download source to product_page", () => {
    expect(productInterest().params).toMatchObject({ event_label: "Digital Guide", source: "product_page" });
    expect(downloadGuideClick()).toEqual({
      name: "download_click",
      params: { event_category: "product", event_label: "Download Digital Guide Now", source: "product_page" },
    });
    expect(downloadGuideClick("blog").params).toMatchObject({ source: "blog" });
  });

  it("reports a purchase in USD from minor units", () => {
    expect(purchase({ id: "ord_1", amountMinor: 4700, productName: "Fertility guide", productId: "fertility" })).toEqual({
      name: "purchase",
      params: {
        transaction_id: "ord_1",
        value: 47,
        currency: "USD",
        items: [{ item_id: "fertility", item_name: "Fertility guide", price: 47, quantity: 1 }],
      },
    });
  });

  it("builds user-journey conversions", () => {
    expect(journeyConversion("checkout_start", "checkout")).toEqual({
      name: "conversion",
      params: { journey_step: "checkout_start", page_category: "checkout" },
    });
  });

  it("caps the engagement score at 100 and clamps the scroll depth", () => {
    const event = engagement({ timeOnPage: 10_000, scrollDepth: 140, clickCount: 50, hoverEvents: 50, videoEngagement: true });
    expect(event.name).toBe("engagement");
    expect(event.params).toMatchObject({ engagement_score: 100, scroll_depth: 100, time_on_page: 10_000 });
    expect(engagement({ timeOnPage: 0, scrollDepth: 0, clickCount: 0, hoverEvents: 0, videoEngagement: false }).params).toMatchObject({
      engagement_score: 0,
    });
  });
});

describe("track", () => {
  it("calls gtag with the event name and params when present", () => {
    const gtag = vi.fn();
    track(downloadGuideClick(), { gtag });
    expect(gtag).toHaveBeenCalledWith("event", "download_click", {
      event_category: "product",
      event_label: "Download Digital Guide Now",
      source: "product_page",
    });
  });

  it("is a no-op without gtag, on the server, and when gtag throws", () => {
    expect(() => track(productInterest(), {})).not.toThrow();
    expect(() => track(productInterest())).not.toThrow();
    const broken = () => {
      throw new Error("tag blocked");
    };
    expect(() => track(productInterest(), { gtag: broken })).not.toThrow();
  });
});
