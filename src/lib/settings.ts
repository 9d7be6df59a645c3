import { guidePriceUsd, guides, siteName, trustClaims } from "@/content/site";

/** The seven website_settings keys (docs/product.md#admin), in the order the admin form shows them. */
export const settingKeys = [
  "site_title",
  "single_price",
  "bundle_price",
  "hero_description",
  "guarantee_text",
  "single_guide_title",
  "bundle_guide_title",
] as const;

export type SettingKey = (typeof settingKeys)[number];
export type WebsiteSettings = Record<SettingKey, string>;

/** Seed values; the admin edits them later. Prices are display prices in dollars (docs/product.md#prices). */
export const defaultSettings: WebsiteSettings = {
  site_title: siteName,
  single_price: String(guidePriceUsd),
  bundle_price: "135",
  hero_description:
    "An evidence-based guide to understanding your cycle, boosting fertility naturally and what research really says about influencing your baby's gender.",
  guarantee_text: `Try the guide for ${trustClaims.guaranteeDays} days. If it isn't right for you, email us within ${trustClaims.guaranteeDays} days of purchase for a full refund, no questions asked.`,
  single_guide_title: guides.fertility.title,
  bundle_guide_title: "Complete Fertility & Intimacy Bundle",
};
