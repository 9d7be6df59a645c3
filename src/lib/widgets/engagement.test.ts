import { describe, it, expect } from "vitest";
import {
  engagementScore,
  isCtaHesitation,
  isHoverIntent,
  newScrollMarks,
  shouldSendEngagement,
  type EngagementMetrics,
} from "./engagement";

const zero: EngagementMetrics = { timeOnPage: 0, scrollDepth: 0, clickCount: 0, hoverEvents: 0, videoEngagement: false };

describe("newScrollMarks", () => {
  it("reports each mark when it is first reached", () => {
    expect(newScrollMarks(0, 24.9)).toEqual([]);
    expect(newScrollMarks(0, 25)).toEqual([25]);
    expect(newScrollMarks(25, 49)).toEqual([]);
    expect(newScrollMarks(49, 50)).toEqual([50]);
    expect(newScrollMarks(89, 90)).toEqual([90]);
  });

  it("reports every mark crossed in one jump", () => {
    expect(newScrollMarks(0, 100)).toEqual([25, 50, 75, 90]);
    expect(newScrollMarks(30, 80)).toEqual([50, 75]);
  });

  it("never repeats a mark at or below the previous max", () => {
    expect(newScrollMarks(25, 25)).toEqual([]);
    expect(newScrollMarks(90, 40)).toEqual([]);
    expect(newScrollMarks(100, 100)).toEqual([]);
  });
});

describe("hover thresholds", () => {
  it("counts hover intent strictly above 1 000 ms", () => {
    expect(isHoverIntent(1_000)).toBe(false);
    expect(isHoverIntent(1_001)).toBe(true);
  });

  it("counts CTA hesitation strictly above 2 000 ms", () => {
    expect(isCtaHesitation(2_000)).toBe(false);
    expect(isCtaHesitation(2_001)).toBe(true);
  });
});

describe("shouldSendEngagement", () => {
  it("sends every 60 s", () => {
    expect(shouldSendEngagement(1_000, 60_999)).toBe(false);
    expect(shouldSendEngagement(1_000, 61_000)).toBe(true);
  });
});

describe("engagementScore", () => {
  it("is 0 with no engagement", () => {
    expect(engagementScore(zero)).toBe(0);
  });

  it("weights each component", () => {
    expect(engagementScore({ ...zero, timeOnPage: 100 })).toBe(10);
    expect(engagementScore({ ...zero, scrollDepth: 50 })).toBe(15);
    expect(engagementScore({ ...zero, clickCount: 2 })).toBe(10);
    expect(engagementScore({ ...zero, hoverEvents: 3 })).toBe(6);
    expect(engagementScore({ ...zero, videoEngagement: true })).toBe(10);
  });

  it("caps each component", () => {
    expect(engagementScore({ ...zero, timeOnPage: 299 })).toBe(30);
    expect(engagementScore({ ...zero, timeOnPage: 10_000 })).toBe(30);
    expect(engagementScore({ ...zero, clickCount: 4 })).toBe(20);
    expect(engagementScore({ ...zero, clickCount: 50 })).toBe(20);
    expect(engagementScore({ ...zero, hoverEvents: 50 })).toBe(10);
    expect(engagementScore({ ...zero, scrollDepth: 250 })).toBe(30);
  });

  it("caps the total at 100", () => {
    const max = { timeOnPage: 1e6, scrollDepth: 100, clickCount: 1e3, hoverEvents: 1e3, videoEngagement: true };
    expect(engagementScore(max)).toBe(100);
    expect(engagementScore({ ...max, videoEngagement: false })).toBe(90);
  });

  it("treats negative and non-finite metrics as zero", () => {
    expect(engagementScore({ ...zero, timeOnPage: -50, scrollDepth: Number.NaN, clickCount: -1 })).toBe(0);
  });
});
