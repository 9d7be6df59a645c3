import type { ReactNode } from "react";

/**
 * A table's box that scrolls sideways when the table is wider than the screen (a phone), so every
 * column stays reachable: focusable, so a keyboard can scroll it, and named for screen readers.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {children}
    </div>
  );
}
