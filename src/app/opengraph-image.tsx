// The site-wide Open Graph image (also used by pages without their own).
import { ogCard, ogSize } from "@/components/seo/og-card";
import { guides, siteName } from "@/content/site";

export const alt = `${siteName}: evidence-based guides on natural fertility and gender selection`;
export const size = ogSize;
export const contentType = "image/png";

export default function OpengraphImage() {
  return ogCard({
    eyebrow: "Instant PDF guides",
    title: guides.fertility.title,
    subtitle: "Research-based, medically careful guidance for couples trying to conceive",
  });
}
