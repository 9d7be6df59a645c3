"use client";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { BlogFaqItem } from "@/content/types";

/** One-open-or-none accordion of the shared blog FAQ (SPEC §4: toggling the open item closes it). */
export function BlogFaqAccordion({ items }: { items: readonly BlogFaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-lg border border-border bg-card px-5" data-testid="blog-faq">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
