import { describe, it, expect } from "vitest";
import { formatClock, urgencyState, URGENCY_BANNER_DELAY_MS, URGENCY_COUNTDOWN_START_S } from "./countdown";

describe("formatClock", () => {
  it("pads hours in the padded style and not in the compact one", () => {
    expect(formatClock(2 * 3600 + 47 * 60 + 23)).toBe("02:47:23");
    expect(formatClock(2 * 3600 + 47 * 60 + 23, "compact")).toBe("2:47:23");
  });

  it("renders zero, sub-minute values and more than 24 hours", () => {
    expect(formatClock(0)).toBe("00:00:00");
    expect(formatClock(0, "compact")).toBe("0:00:00");
    expect(formatClock(59)).toBe("00:00:59");
    expect(formatClock(60)).toBe("00:01:00");
    expect(formatClock(3599)).toBe("00:59:59");
    expect(formatClock(3600)).toBe("01:00:00");
    expect(formatClock(100 * 3600)).toBe("100:00:00");
  });

  it("floors fractions and shows negative or non-finite input as zero", () => {
    expect(formatClock(59.9)).toBe("00:00:59");
    expect(formatClock(-5)).toBe("00:00:00");
    expect(formatClock(Number.NaN)).toBe("00:00:00");
  });
});

describe("urgencyState", () => {
  const start = 1_000_000;

  it("starts at 23:59:59", () => {
    expect(URGENCY_COUNTDOWN_START_S).toBe(86_399);
    expect(urgencyState(start, start, false).remaining).toBe("23:59:59");
  });

  it("is hidden at 29 999 ms and visible at 30 000 ms", () => {
    expect(URGENCY_BANNER_DELAY_MS).toBe(30_000);
    expect(urgencyState(start, start + 29_999, false).visible).toBe(false);
    expect(urgencyState(start, start + 30_000, false).visible).toBe(true);
  });

  it("stays hidden once dismissed, before or after the delay", () => {
    expect(urgencyState(start, start + 30_000, true).visible).toBe(false);
    expect(urgencyState(start, start + 10_000, true).visible).toBe(false);
  });

  it("ticks down one second at a time from page open", () => {
    expect(urgencyState(start, start + 999, false).remaining).toBe("23:59:59");
    expect(urgencyState(start, start + 1_000, false).remaining).toBe("23:59:58");
    expect(urgencyState(start, start + 30_000, false).remaining).toBe("23:59:29");
  });

  it("reaches 00:00:00 and then wraps back to 23:59:59", () => {
    expect(urgencyState(start, start + 86_398_000, false).remaining).toBe("00:00:01");
    expect(urgencyState(start, start + 86_399_000, false).remaining).toBe("00:00:00");
    expect(urgencyState(start, start + 86_400_000, false).remaining).toBe("23:59:59");
    expect(urgencyState(start, start + 86_401_000, false).remaining).toBe("23:59:58");
    expect(urgencyState(start, start + 2 * 86_400_000, false).remaining).toBe("23:59:59");
  });

  it("treats a clock behind the start as just opened", () => {
    expect(urgencyState(start, start - 5_000, false)).toEqual({ visible: false, remaining: "23:59:59" });
  });
});
