// Site-wide constants quoted by content, legal pages and the chat.
import type { CountryCode } from "@/lib/country";
import type { GuideKey } from "./types";

/** Customer-support e-mail address, the single source for every page that shows it. */
export const supportEmail = "support@fertilityguides.example";

/** The main call to action (docs/product.md#pages): the hero, the price block, the final section and the header. */
export const mainCtaText = "Get Instant Access to the Complete Guide";

/** Public name of the store. */
export const siteName = "Natural Fertility Guides";

/** Display data of the two guides sold on the site. */
export const guides: Record<GuideKey, { title: string; badge?: string; format: "PDF" }> = {
  fertility: { title: "The Science of Natural Fertility & Gender Selection", format: "PDF" },
  intimacy: {
    title: "From Frustration to Fulfillment: How to Fix the Intimacy Gap Guide",
    badge: "NEW GUIDE",
    format: "PDF",
  },
};

/** The fertility guide's displayed price in US dollars: the landing page, its settings' seed, the articles and structured data. */
export const guidePriceUsd = 97;
const usd = `$${guidePriceUsd}` as const;

/** Prices as displayed on marketing pages (the amount charged is set at checkout). */
export const displayPrices = {
  landing: { price: usd, was: "$297" },
  /** The digital-guide product page (docs/product.md#seo: its structured data says 29 USD). */
  digitalGuide: { price: "$29", was: usd },
  regionalArticle: { US: usd, UK: "£59", AU: "$79 AUD" } satisfies Record<CountryCode, string>,
} as const;

/** Trust claims used by badges, the guarantee section and the chat. */
export const trustClaims = {
  ssl: "256-bit SSL",
  customers: { total: 10_000, totalDisplay: "10,000+", US: 3_000, UK: 2_100, AU: 1_800 },
  paymentMethods: ["Visa", "Mastercard", "Amex", "Discover", "PayPal"],
  questionsCovered: "100+",
  guaranteeDays: 14,
  refundRate: "under 3%",
} as const;

/** The refund promise as every page, e-mail and the chat name it (docs/product.md#numbers: 14 days). */
export const moneyBackGuarantee = `${trustClaims.guaranteeDays}-day money-back guarantee`;

/** The same promise as a heading (the landing page's guarantee section). */
export const moneyBackGuaranteeHeading = `${trustClaims.guaranteeDays}-Day Money-Back Guarantee`;
