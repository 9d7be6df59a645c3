"use client";

import { cn } from "@/lib/utils";
import { commerceMessages } from "@/lib/storefront-messages";
import type { ProductKind } from "@/lib/validation/checkout";

/** `price` is the server's, in the chosen region's currency; null while it is being asked for. */
export type ProductOption = { kind: ProductKind; title: string; blurb: string; badge?: string; price: string | null };

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
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background",
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
              <span className="absolute top-3 right-3 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                {option.badge}
              </span>
            )}
            <span className="pr-20 leading-snug font-semibold">{option.title}</span>
            <span className="text-sm text-muted-foreground">{option.blurb}</span>
            <span className="mt-1 text-lg font-bold" data-testid={`price-${option.kind}`}>
              {option.price ?? <span className="text-sm font-normal text-muted-foreground">{commerceMessages.repricing}</span>}
            </span>
          </label>
        );
      })}
    </div>
  );
}
