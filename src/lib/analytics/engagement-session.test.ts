import { describe, expect, it } from "vitest";
import { EngagementSession } from "./engagement-session";

describe("EngagementSession", () => {
  it("reports each scroll mark once", () => {
    const s = new EngagementSession(0, "/");
    expect(s.scroll(30).map((e) => e.params)).toEqual([{ event_category: "engagement", percent: 25, page_path: "/" }]);
    expect(s.scroll(20)).toEqual([]);
    expect(s.scroll(95).map((e) => (e.params as { percent: number }).percent)).toEqual([50, 75, 90]);
    expect(s.scroll(100)).toEqual([]);
  });

  it("counts hovers above 1 s and reports CTA hesitation above 2 s", () => {
    const s = new EngagementSession(0, "/");
    s.hoverStart("Learn More", 0);
    expect(s.hoverEnd("Learn More", 1000, false)).toEqual([]);
    s.hoverStart("Learn More", 0);
    s.hoverEnd("Learn More", 1001, false);
    s.hoverStart("Get Guide Now", 5000);
    expect(s.hoverEnd("Get Guide Now", 7000, true)).toEqual([]);
    s.hoverStart("Get Guide Now", 5000);
    expect(s.hoverEnd("Get Guide Now", 7001, true)).toEqual([
      { name: "cta_hesitation", params: { event_category: "engagement", event_label: "Get Guide Now", duration_ms: 2001 } },
    ]);
    expect(s.metrics(10_000).hoverEvents).toBe(3); // 1001 ms, and both CTA hovers
  });

  it("sends engagement every 60 s and on unload, score capped at 100", () => {
    const s = new EngagementSession(0, "/");
    expect(s.tick(59_999)).toEqual([]);
    const [first] = s.tick(60_000);
    expect(first).toMatchObject({ name: "engagement", params: { time_on_page: 60 } });
    expect(s.tick(100_000)).toEqual([]);
    s.scroll(100);
    for (let i = 0; i < 50; i++) s.click();
    s.videoPlayed();
    for (let i = 0; i < 20; i++) {
      s.hoverStart(`l${i}`, 0);
      s.hoverEnd(`l${i}`, 5000, false);
    }
    const last = s.unload(10 * 60_000);
    expect(last.params).toMatchObject({ scroll_depth: 100, click_count: 50, video_engagement: true, engagement_score: 100 });
  });
});
