"use client";

import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/** docs/product.md#widgets: tooltips open after 700 ms; moving to the next within 300 ms opens it at once. */
export function HintProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** One tooltip (Radix: hover or keyboard focus, Escape closes, described-by for screen readers). */
export function RadixHint({ label, children }: { label: ReactNode; children: ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-md border border-border bg-card px-3 py-2 text-sm text-card-foreground shadow-lg"
          data-testid="tooltip"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-card" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
