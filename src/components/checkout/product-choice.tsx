"use client";

import { cn } from "@/lib/utils";
import type { ProductKind } from "@/lib/validation/checkout";

export type ProductOption = { kind: ProductKind; title: string; blurb: string; badge?: string; price: string };

/** Radio cards for the guide to buy (docs/product.md#checkout: fertility or intimacy). */
export function ProductChoice({
  options,
  value,
  onChange,
}: {
  options: ProductOption[];
  value: ProductKind;
  onChange: (kind: ProductKind) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Choose your guide" className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => {
        const checked = option.kind === value;
        return (
          <label
            key={option.kind}
            className={cn(
              "relative flex cursor-pointer flex-col gap-1 rounded-lg border p-4 transition-colors",
              checked ? "border-primary bg-primary/10" : "border-border hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name="product"
              value={option.kind}
              checked={checked}
              onChange={() => onChange(option.kind)}
              className="sr-only"
            />
            {option.badge && (
              <span className="absolute right-3 top-3 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                {option.badge}
              </span>
            )}
            <span className="pr-20 font-semibold leading-snug">{option.title}</span>
            <span className="text-sm text-muted-foreground">{option.blurb}</span>
            <span className="mt-1 text-lg font-bold">{option.price}</span>
          </label>
        );
      })}
    </div>
  );
}
