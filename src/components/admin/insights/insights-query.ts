import { param } from "@/lib/search-params";
import type { FunnelInput } from "@/lib/validation/insights";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The funnel's input from /admin/insights' query: `from`, `to` (UTC days, default the last 30
 * days up to today), `landing`, `country`, `source`. A malformed day falls back to the default.
 */
export function insightsQuery(searchParams: Record<string, string | string[] | undefined>, now = new Date()): FunnelInput {
  const to = param(searchParams, "to");
  const from = param(searchParams, "from");
  const defaultTo = isoDay(now);
  const defaultFrom = isoDay(new Date(now.getTime() - 29 * 86_400_000));
  return {
    from: from && dayPattern.test(from) ? from : defaultFrom,
    to: to && dayPattern.test(to) ? to : defaultTo,
    landingPage: param(searchParams, "landing"),
    country: param(searchParams, "country"),
    source: param(searchParams, "source"),
  };
}

/** The page's URL for an input (filters that are unset are left out). */
export function insightsHref(input: FunnelInput) {
  const query = new URLSearchParams({ from: input.from, to: input.to });
  if (input.landingPage) query.set("landing", input.landingPage);
  if (input.country) query.set("country", input.country);
  if (input.source) query.set("source", input.source);
  return `/admin/insights?${query}`;
}
