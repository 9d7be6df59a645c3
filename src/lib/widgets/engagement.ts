/** Scroll-depth marks (%) reported once each per page view. */
export const SCROLL_MARKS = [25, 50, 75, 90] as const;

/** Hovers longer than this (ms) count as hover intent. */
export const HOVER_INTENT_MS = 1_000;

/** Hovering a CTA longer than this (ms) without clicking counts as hesitation. */
export const CTA_HESITATION_MS = 2_000;

/** Interval (ms) between periodic engagement events; one is also sent on unload. */
export const ENGAGEMENT_INTERVAL_MS = 60_000;

/** Marks crossed when the max depth moves from `previousMax` to `depth`: previousMax < mark <= depth. */
export function newScrollMarks(previousMax: number, depth: number): number[] {
  return SCROLL_MARKS.filter((mark) => mark > previousMax && mark <= depth);
}

/** True for a hover strictly longer than 1 s. */
export function isHoverIntent(durationMs: number): boolean {
  return durationMs > HOVER_INTENT_MS;
}

/** True for a CTA hover strictly longer than 2 s. */
export function isCtaHesitation(durationMs: number): boolean {
  return durationMs > CTA_HESITATION_MS;
}

/** True when the periodic engagement event is due (60 s since the last one). Unload sends regardless. */
export function shouldSendEngagement(lastSentAt: number, now: number): boolean {
  return now - lastSentAt >= ENGAGEMENT_INTERVAL_MS;
}

/** Inputs of the engagement score. */
export interface EngagementMetrics {
  /** Seconds on page. */
  timeOnPage: number;
  /** Max scroll depth, 0–100 %. */
  scrollDepth: number;
  clickCount: number;
  hoverEvents: number;
  videoEngagement: boolean;
}

/**
 * Score weights, each component capped so the total cannot pass 100:
 * time 1 pt / 10 s (max 30, at 5 min) · scroll 0.3 pt / % (max 30) · clicks 5 pt each (max 20)
 * · hover intents 2 pt each (max 10) · video watched 10 pt.
 */
export const ENGAGEMENT_WEIGHTS = {
  timePerSecond: 0.1,
  timeMax: 30,
  scrollPerPercent: 0.3,
  scrollMax: 30,
  perClick: 5,
  clickMax: 20,
  perHover: 2,
  hoverMax: 10,
  video: 10,
} as const;

const MAX_SCORE = 100;

function part(value: number, weight: number, max: number): number {
  const v = Number.isFinite(value) ? Math.max(0, value) : 0;
  return Math.min(max, v * weight);
}

/** Engagement score 0–100 (rounded) from the metrics, using {@link ENGAGEMENT_WEIGHTS}. */
export function engagementScore(metrics: EngagementMetrics): number {
  const w = ENGAGEMENT_WEIGHTS;
  const total =
    part(metrics.timeOnPage, w.timePerSecond, w.timeMax) +
    part(metrics.scrollDepth, w.scrollPerPercent, w.scrollMax) +
    part(metrics.clickCount, w.perClick, w.clickMax) +
    part(metrics.hoverEvents, w.perHover, w.hoverMax) +
    (metrics.videoEngagement ? w.video : 0);
  return Math.min(MAX_SCORE, Math.round(total));
}
