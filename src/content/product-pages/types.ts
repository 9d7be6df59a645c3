// Shape of a product or regional landing page's content (the pages are the other files here).
import type { GuideKey, IconName } from "@/content/types";
import type { PageCategory } from "@/lib/analytics";

/** One benefit tile of the "what's inside" grid. */
export interface Highlight {
  icon: IconName;
  title: string;
  text: string;
}

/** A titled block of persuasive but careful body copy. */
export interface CopySection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A landing page that sells a guide. */
export interface ProductLanding {
  /** Canonical path; twins (e.g. /gender-swaying-2024) point their canonical here. */
  path: string;
  /** Short name for breadcrumbs. */
  crumb: string;
  guide: GuideKey;
  /** Product name as sent by the original page's checkout call (docs/product.md#checkout), used in JSON-LD. */
  productName: string;
  pageCategory: PageCategory;
  seo: { title: string; description: string; keywords: string[] };
  eyebrow: string;
  headline: string;
  lead: string;
  ctaLabel: string;
  /** Price in the Product JSON-LD offer (docs/product.md#seo: some pages set it explicitly). */
  offer: { price: string; currency: "USD" };
  /** The price shown on the page, when it is not the landing page's (must match `offer`). */
  display?: { price: string; was: string };
  highlights: Highlight[];
  sections: CopySection[];
  faq: { question: string; answer: string }[];
  /** Fires the 'Digital Guide' product_interest / 'Download Digital Guide Now' events on the buy buttons. */
  tracksDigitalGuide?: boolean;
}
