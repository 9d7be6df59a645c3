// The analytics port: one `track` call; GA4's gtag when the tag is loaded, a no-op otherwise.
import type { AnalyticsEvent } from "./events";

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

function gtagOf(target: unknown): Gtag | undefined {
  const gtag = (target as { gtag?: unknown } | undefined)?.gtag;
  return typeof gtag === "function" ? (gtag as Gtag) : undefined;
}

/**
 * Sends an event through `window.gtag` when present (GA configured and loaded); otherwise does
 * nothing, on the server too. Never throws: analytics must not break a click.
 */
export function track(event: AnalyticsEvent, target: unknown = typeof window === "undefined" ? undefined : window): void {
  const gtag = gtagOf(target);
  if (!gtag) return;
  try {
    gtag("event", event.name, event.params);
  } catch {
    // A broken tag script is not the visitor's problem.
  }
}
