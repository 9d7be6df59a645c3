import { FaqList } from "@/components/widgets/faq-list";
import type { BlogFaqItem } from "@/content/types";

/** The shared blog FAQ: one answer open at most, toggling the open one closes it (docs/product.md#widgets). */
export function BlogFaqAccordion({ items }: { items: readonly BlogFaqItem[] }) {
  return <FaqList items={items} testId="blog-faq" />;
}
