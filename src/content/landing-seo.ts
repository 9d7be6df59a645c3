import { moneyBackGuarantee } from "./site";

/** `/`'s title, description and keywords: its metadata and its Product structured data share them. */
export const landingSeo = {
  title: "The Science of Natural Fertility & Gender Selection | Natural Fertility Guides",
  description: `An evidence-based PDF guide to your fertile window, conceiving naturally and what research really says about gender selection. Instant download, ${moneyBackGuarantee}.`,
  keywords: ["natural fertility guide", "fertility PDF", "gender selection", "ovulation timing", "trying to conceive"],
} as const;
