"use client";

import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { FaqItem, FaqTab } from "@/content/types";
import { cn } from "@/lib/utils";
import { ALL_CATEGORIES, filterFaq, toggle } from "@/lib/widgets/faq-accordion";

// Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
const keyStep: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * FAQ category tabs over a one-open-or-none accordion (SPEC §4), a thin renderer of
 * lib/widgets/faq-accordion: `filterFaq` picks a tab's questions, `toggle` opens or closes one.
 * Hand-written ARIA tabs and disclosure buttons rather than the Radix primitives: on `/` those
 * added about 10 KB (gzip) of JavaScript to a page held to a 175 KB budget.
 */
export function FaqTabs({ items, tabs }: { items: readonly FaqItem[]; tabs: readonly FaqTab[] }) {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [openId, setOpenId] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const panelId = `${base}-panel`;

  function select(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    setCategory(tab.id);
    setOpenId(null);
    tabRefs.current[index]?.focus();
  }

  function onTabKey(e: KeyboardEvent, index: number) {
    const step = keyStep[e.key];
    if (!step) return;
    e.preventDefault();
    select(step(index, tabs.length));
  }

  const active = tabs.findIndex((tab) => tab.id === category);
  return (
    <div>
      <div className="flex justify-center">
        <div role="tablist" aria-label="FAQ categories" className="inline-flex flex-wrap justify-center gap-1 rounded-lg bg-muted p-1">
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={index === active}
              aria-controls={panelId}
              tabIndex={index === active ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(e) => onTabKey(e, index)}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow-sm"
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${base}-tab-${category}`} tabIndex={0} className="mx-auto mt-6 max-w-3xl rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <ul className="rounded-lg border border-border bg-card px-5">
          {filterFaq(items, category).map((item) => {
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
                    className="flex w-full items-center justify-between gap-4 py-4 text-left font-medium transition-colors hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {item.question}
                    <ChevronDown className={cn("h-4 w-4 shrink-0 transition-transform duration-200", open && "rotate-180")} aria-hidden />
                  </button>
                </h3>
                <div id={answerId} role="region" aria-labelledby={buttonId} hidden={!open} className="pb-4 text-sm leading-relaxed text-muted-foreground">
                  {item.answer}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
