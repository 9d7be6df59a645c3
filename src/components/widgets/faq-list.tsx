"use client";

import { clsx } from "clsx";
import { ChevronDown } from "@/components/ui/icons";
import { useId, useState } from "react";
import { toggle } from "@/lib/widgets/faq-accordion";

export interface FaqListItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * A one-open-or-none accordion (docs/product.md#widgets: toggling the open item closes it), the thin renderer of
 * lib/widgets/faq-accordion's `toggle`. Disclosure buttons written by hand rather than Radix's
 * Accordion, whose JavaScript every page that shows a FAQ would carry (docs/performance.md, "The
 * storefront pages").
 */
export function FaqList({ items, testId }: { items: readonly FaqListItem[]; testId?: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const base = useId();
  return (
    <ul className="rounded-lg border border-border bg-card px-5" data-testid={testId}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${base}-q-${item.id}`;
        const answerId = `${base}-a-${item.id}`;
        return (
          <li key={item.id} data-testid="faq-item" className="border-b border-border last:border-b-0">
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => setOpenId((current) => toggle(current, item.id))}
                className="flex w-full items-center justify-between gap-4 py-4 text-left font-medium transition-colors hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {item.question}
                <ChevronDown className={clsx("h-4 w-4 shrink-0 transition-transform duration-200", open && "rotate-180")} aria-hidden />
              </button>
            </h3>
            <div
              id={answerId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="pb-4 text-sm leading-relaxed text-muted-foreground"
            >
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
