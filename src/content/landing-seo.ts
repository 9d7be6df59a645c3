import { guides, moneyBackGuarantee, siteName } from "./site";

/** `/`'s title, description and keywords: its metadata and its Product structured data share them. */
export const landingSeo = {
  title: `${guides.fertility.title} | ${siteName}`,
  description: `An evidence-based PDF guide to your fertile window, conceiving naturally and what research really says about gender selection. Instant download, ${moneyBackGuarantee}.`,
  keywords: ["natural fertility guide", "fertility PDF", "gender selection", "ovulation timing", "trying to conceive"],
} as const;
