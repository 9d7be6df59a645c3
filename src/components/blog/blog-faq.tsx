import { blogFaq } from "@/content/blog-faq";
import { BlogFaqAccordion } from "./blog-faq-accordion";

/** The five-question FAQ shared by every article. */
export function BlogFaq() {
  return (
    <section aria-labelledby="blog-faq-heading" className="flex flex-col gap-4">
      <h2 id="blog-faq-heading" className="text-2xl font-semibold tracking-tight">
        Frequently Asked Questions
      </h2>
      <BlogFaqAccordion items={blogFaq} />
    </section>
  );
}
