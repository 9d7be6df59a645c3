"use client";

import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { FaqItem, FaqTab } from "@/content/types";
import { ALL_CATEGORIES, filterFaq } from "@/lib/widgets/faq-accordion";
import { FaqList } from "./faq-list";

// Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
const keyStep: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * FAQ category tabs over a one-open-or-none accordion (docs/product.md#widgets), a thin renderer of
 * lib/widgets/faq-accordion: `filterFaq` picks a tab's questions, FaqList opens or closes one.
 * Hand-written ARIA tabs rather than the Radix primitives, which added their JavaScript to `/`, a
 * page held to a budget (docs/performance.md, "The storefront pages").
 */
export function FaqTabs({ items, tabs }: { items: readonly FaqItem[]; tabs: readonly FaqTab[] }) {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const panelId = `${base}-panel`;

  function select(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    setCategory(tab.id);
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
              className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow-sm"
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${base}-tab-${category}`}
        tabIndex={0}
        className="mx-auto mt-6 max-w-3xl rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {/* Keyed by tab, so switching tabs closes the open answer. */}
        <FaqList key={category} items={filterFaq(items, category)} />
      </div>
    </div>
  );
}
