import { isCtaHesitation, isHoverIntent, newScrollMarks, shouldSendEngagement, type EngagementMetrics } from "@/lib/widgets/engagement";
import { type AnalyticsEvent, ctaHesitation, engagement, scrollDepthMark } from "./events";

/**
 * One page view's engagement (docs/product.md#analytics): scroll marks once each, hovers above 1 s, CTA
 * hesitation above 2 s, an engagement event every 60 s and on unload. Pure: the caller feeds it
 * what happened and when, and sends the events it returns.
 */
export class EngagementSession {
  private maxDepth = 0;
  private clicks = 0;
  private hovers = 0;
  private video = false;
  private lastSent: number;
  private hoverStarts = new Map<string, number>();

  constructor(
    private readonly startedAt: number,
    private readonly path: string,
  ) {
    this.lastSent = startedAt;
  }

  /** Scroll depth in %: the marks crossed for the first time. */
  scroll(depth: number): AnalyticsEvent[] {
    const marks = newScrollMarks(this.maxDepth, depth);
    this.maxDepth = Math.max(this.maxDepth, depth);
    return marks.map((mark) => scrollDepthMark(mark, this.path));
  }

  hoverStart(label: string, now: number) {
    this.hoverStarts.set(label, now);
  }

  /** The pointer left (or clicked) `label`; a CTA held over 2 s is a hesitation. */
  hoverEnd(label: string, now: number, isCta: boolean): AnalyticsEvent[] {
    const started = this.hoverStarts.get(label);
    this.hoverStarts.delete(label);
    if (started === undefined) return [];
    const held = now - started;
    if (isHoverIntent(held)) this.hovers++;
    return isCta && isCtaHesitation(held) ? [ctaHesitation(label, held)] : [];
  }

  click() {
    this.clicks++;
  }

  videoPlayed() {
    this.video = true;
  }

  metrics(now: number): EngagementMetrics {
    return {
      timeOnPage: Math.round((now - this.startedAt) / 1000),
      scrollDepth: this.maxDepth,
      clickCount: this.clicks,
      hoverEvents: this.hovers,
      videoEngagement: this.video,
    };
  }

  /** The periodic engagement event, when 60 s have passed since the last one. */
  tick(now: number): AnalyticsEvent[] {
    if (!shouldSendEngagement(this.lastSent, now)) return [];
    this.lastSent = now;
    return [engagement(this.metrics(now))];
  }

  /** The engagement event sent when the page is left. */
  unload(now: number): AnalyticsEvent {
    this.lastSent = now;
    return engagement(this.metrics(now));
  }
}
