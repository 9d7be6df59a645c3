// Typed analytics events of docs/product.md#analytics, as one discriminated union on `name`, plus their builders.
// Payloads follow GA4's event-parameter style (snake_case keys, event_category/event_label).
import { engagementScore, type EngagementMetrics } from "@/lib/widgets/engagement";

/** Page-view categories of docs/product.md#analytics. */
export const pageCategories = ["landing_page", "product_page", "checkout", "conversion", "content_engagement", "blog_article"] as const;
export type PageCategory = (typeof pageCategories)[number];

/** Steps of the user journey reported as conversion events. */
export type JourneyStep = "landing" | "product_view" | "checkout_start" | "purchase_complete";

/** One purchased line in GA4's items shape. */
export interface PurchaseItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** Every event the site sends. GA4 names are snake_case, so the 'Download Digital Guide Now' click is a label. */
export type AnalyticsEvent =
  | { name: "page_category_view"; params: { page_category: PageCategory; page_path: string } }
  | { name: "blog_cta"; params: { event_category: "blog"; event_label: string; article_slug: string; destination: string } }
  | { name: "cta_clicked"; params: { event_category: "blog_engagement"; event_label: string; article_slug: string } }
  | { name: "product_interest"; params: { event_category: "product"; event_label: "Digital Guide"; source: string } }
  | { name: "download_click"; params: { event_category: "product"; event_label: "Download Digital Guide Now"; source: string } }
  | { name: "purchase"; params: { transaction_id: string; value: number; currency: "USD"; items: PurchaseItem[] } }
  | { name: "conversion"; params: { journey_step: JourneyStep; page_category: PageCategory } }
  | { name: "scroll_depth"; params: { event_category: "engagement"; percent: number; page_path: string } }
  | { name: "cta_hesitation"; params: { event_category: "engagement"; event_label: string; duration_ms: number } }
  | {
      name: "engagement";
      params: {
        time_on_page: number;
        scroll_depth: number;
        click_count: number;
        hover_events: number;
        video_engagement: boolean;
        engagement_score: number;
      };
    };

/** A page view tagged with its category (docs/product.md#analytics). */
export function pageView(category: PageCategory, path: string): AnalyticsEvent {
  return { name: "page_category_view", params: { page_category: category, page_path: path } };
}

/** A click on a blog call to action (fires with {@link blogCtaClicked}). */
export function blogCta(articleSlug: string, label: string, destination: string): AnalyticsEvent {
  return { name: "blog_cta", params: { event_category: "blog", event_label: label, article_slug: articleSlug, destination } };
}

/** The blog_engagement 'cta_clicked' event. */
export function blogCtaClicked(articleSlug: string, label: string): AnalyticsEvent {
  return { name: "cta_clicked", params: { event_category: "blog_engagement", event_label: label, article_slug: articleSlug } };
}

/** Interest in the 'Digital Guide' product (e.g. viewing its offer). */
export function productInterest(source: string = "product_page"): AnalyticsEvent {
  return { name: "product_interest", params: { event_category: "product", event_label: "Digital Guide", source } };
}

/** The 'Download Digital Guide Now' click; the source defaults to product_page. */
export function downloadGuideClick(source: string = "product_page"): AnalyticsEvent {
  return { name: "download_click", params: { event_category: "product", event_label: "Download Digital Guide Now", source } };
}

/** A completed order; `amountMinor` is in cents, reported in USD (docs/product.md#analytics). */
export function purchase(order: { id: string; amountMinor: number; productName: string; productId: string }): AnalyticsEvent {
  const value = Math.round(order.amountMinor) / 100;
  return {
    name: "purchase",
    params: {
      transaction_id: order.id,
      value,
      currency: "USD",
      items: [{ item_id: order.productId, item_name: order.productName, price: value, quantity: 1 }],
    },
  };
}

/** A user-journey conversion step. */
export function journeyConversion(step: JourneyStep, category: PageCategory): AnalyticsEvent {
  return { name: "conversion", params: { journey_step: step, page_category: category } };
}

/** What the landing page's checkout buttons send: the checkout-start step of the journey. */
export const landingCheckoutStart: readonly AnalyticsEvent[] = [journeyConversion("checkout_start", "landing_page")];

/** The periodic (every 60 s) and on-unload engagement event, with its score capped at 100. */
export function engagement(metrics: EngagementMetrics): AnalyticsEvent {
  return {
    name: "engagement",
    params: {
      time_on_page: Math.max(0, Math.round(metrics.timeOnPage)),
      scroll_depth: Math.min(100, Math.max(0, Math.round(metrics.scrollDepth))),
      click_count: metrics.clickCount,
      hover_events: metrics.hoverEvents,
      video_engagement: metrics.videoEngagement,
      engagement_score: engagementScore(metrics),
    },
  };
}

/** A scroll-depth mark (25, 50, 75 or 90 %) reached for the first time on this page. */
export function scrollDepthMark(percent: number, path: string): AnalyticsEvent {
  return { name: "scroll_depth", params: { event_category: "engagement", percent, page_path: path } };
}

/** The pointer rested on a call to action for more than 2 s (hesitation, docs/product.md#analytics). */
export function ctaHesitation(label: string, durationMs: number): AnalyticsEvent {
  return { name: "cta_hesitation", params: { event_category: "engagement", event_label: label, duration_ms: Math.round(durationMs) } };
}
