"use client";

import type { ComponentProps } from "react";
import { type AnalyticsEvent, track } from "@/lib/analytics";

/** A plain <a> that sends its analytics events on click, then navigates as usual. */
export function TrackedLink({ events, onClick, ...props }: ComponentProps<"a"> & { events: readonly AnalyticsEvent[] }) {
  return (
    <a
      {...props}
      onClick={(e) => {
        for (const event of events) track(event);
        onClick?.(e);
      }}
    />
  );
}
