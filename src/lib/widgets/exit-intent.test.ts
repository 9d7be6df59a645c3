import { describe, it, expect } from "vitest";
import {
  canDisplay,
  createExitIntent,
  EXIT_INTENT_CONFIG,
  EXIT_INTENT_STORAGE_KEY,
  pageKindForPath,
  parseDisplayRecord,
  recordDisplay,
  shouldAutoCloseSuccess,
  successAutoCloseMs,
  type KeyValueStorage,
  type PageKind,
} from "./exit-intent";

const MIN = 60_000;
const HOUR = 60 * MIN;

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
}

const stored = (s: { data: Map<string, string> }) => JSON.parse(s.data.get(EXIT_INTENT_STORAGE_KEY) ?? "null");

describe("EXIT_INTENT_CONFIG", () => {
  it("matches the settings table", () => {
    expect(EXIT_INTENT_CONFIG.checkout).toEqual({ thresholdPx: 5, delayMs: 2_000, maxDisplays: 2, windowMs: 30 * MIN });
    expect(EXIT_INTENT_CONFIG.blog).toEqual({ thresholdPx: 10, delayMs: 30_000, maxDisplays: 1, windowMs: 24 * HOUR });
    expect(EXIT_INTENT_CONFIG.other).toEqual({ thresholdPx: 10, delayMs: 15_000, maxDisplays: 1, windowMs: 24 * HOUR });
    expect(successAutoCloseMs).toBe(3_000);
  });
});

describe("pageKindForPath", () => {
  it.each<[string, PageKind]>([
    ["/checkout", "checkout"],
    ["/checkout/", "checkout"],
    ["/checkout?discount=SAVE50", "checkout"],
    ["/checkouts", "other"],
    ["/blog", "blog"],
    ["/blog/", "blog"],
    ["/blog/intimacy-gap-guide", "blog"],
    ["/blogger", "other"],
    ["/", "other"],
    ["/natural-fertility-methods-pdf", "other"],
  ])("%s → %s", (path, kind) => {
    expect(pageKindForPath(path)).toBe(kind);
  });
});

describe("display record", () => {
  it("tolerates missing, corrupt and wrongly shaped JSON", () => {
    expect(parseDisplayRecord(null)).toBeNull();
    expect(parseDisplayRecord("{not json")).toBeNull();
    expect(parseDisplayRecord("null")).toBeNull();
    expect(parseDisplayRecord("42")).toBeNull();
    expect(parseDisplayRecord('{"count":"1","timestamp":5}')).toBeNull();
    expect(parseDisplayRecord('{"count":1}')).toBeNull();
    expect(parseDisplayRecord('{"count":-1,"timestamp":5}')).toBeNull();
    expect(parseDisplayRecord('{"count":1,"timestamp":5}')).toEqual({ count: 1, timestamp: 5 });
  });

  it("counts within the window and resets exactly when it has passed", () => {
    const cfg = EXIT_INTENT_CONFIG.checkout; // max 2 per 30 min
    const rec = { count: 2, timestamp: 0 };
    expect(canDisplay(rec, 30 * MIN - 1, cfg)).toBe(false);
    expect(canDisplay(rec, 30 * MIN, cfg)).toBe(true);
    expect(canDisplay({ count: 1, timestamp: 0 }, 1, cfg)).toBe(true);
    expect(canDisplay(null, 0, cfg)).toBe(true);
  });

  it("keeps the window start while inside it and starts a new window after", () => {
    expect(recordDisplay(null, 100, HOUR)).toEqual({ count: 1, timestamp: 100 });
    expect(recordDisplay({ count: 1, timestamp: 100 }, 100 + HOUR - 1, HOUR)).toEqual({ count: 2, timestamp: 100 });
    expect(recordDisplay({ count: 5, timestamp: 100 }, 100 + HOUR, HOUR)).toEqual({ count: 1, timestamp: 100 + HOUR });
  });
});

describe("createExitIntent", () => {
  const t0 = 1_000_000;

  it("ignores mouse-leave before the minimum time on page (1 999 ms vs 2 000 ms on checkout)", () => {
    const storage = memoryStorage();
    const ei = createExitIntent({ kind: "checkout", storage, now: t0 });
    expect(ei.onMouseLeave(0, t0 + 1_999)).toBe(false);
    expect(ei.isOpen()).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(ei.onMouseLeave(0, t0 + 2_000)).toBe(true);
    expect(ei.isOpen()).toBe(true);
  });

  it("uses 15 s on other pages and 30 s on the blog", () => {
    const other = createExitIntent({ kind: "other", storage: memoryStorage(), now: t0 });
    expect(other.onMouseLeave(0, t0 + 14_999)).toBe(false);
    expect(other.onMouseLeave(0, t0 + 15_000)).toBe(true);
    const blog = createExitIntent({ kind: "blog", storage: memoryStorage(), now: t0 });
    expect(blog.onMouseLeave(0, t0 + 29_999)).toBe(false);
    expect(blog.onMouseLeave(0, t0 + 30_000)).toBe(true);
  });

  it("fires on mouse-leave only at or above the threshold (5 px checkout, 10 px elsewhere)", () => {
    const checkout = createExitIntent({ kind: "checkout", storage: memoryStorage(), now: t0 });
    expect(checkout.onMouseLeave(6, t0 + 5_000)).toBe(false);
    expect(checkout.onMouseLeave(5, t0 + 5_000)).toBe(true);
    const other = createExitIntent({ kind: "other", storage: memoryStorage(), now: t0 });
    expect(other.onMouseLeave(11, t0 + 20_000)).toBe(false);
    expect(other.onMouseLeave(10, t0 + 20_000)).toBe(true);
  });

  it("fires on scroll back to the top only after more than 20% depth", () => {
    const at = t0 + 20_000;
    const a = createExitIntent({ kind: "other", storage: memoryStorage(), now: t0 });
    expect(a.onScroll(20, at)).toBe(false);
    expect(a.onScroll(0, at)).toBe(false);
    const b = createExitIntent({ kind: "other", storage: memoryStorage(), now: t0 });
    expect(b.onScroll(20.5, at)).toBe(false);
    expect(b.onScroll(5, at)).toBe(false);
    expect(b.onScroll(0, at)).toBe(true);
  });

  it("arms the scroll trigger with depth reached before the delay, but opens only after it", () => {
    const ei = createExitIntent({ kind: "other", storage: memoryStorage(), now: t0 });
    expect(ei.onScroll(60, t0 + 1_000)).toBe(false);
    expect(ei.onScroll(0, t0 + 14_999)).toBe(false);
    expect(ei.onScroll(0, t0 + 15_000)).toBe(true);
  });

  it("fires on tab hidden only after more than 30% depth", () => {
    const at = t0 + 20_000;
    const ei = createExitIntent({ kind: "other", storage: memoryStorage(), now: t0 });
    expect(ei.onVisibilityHidden(at)).toBe(false);
    ei.onScroll(30, at);
    expect(ei.onVisibilityHidden(at)).toBe(false);
    ei.onScroll(31, at);
    expect(ei.onVisibilityHidden(at)).toBe(true);
  });

  it("does not re-open while open; closing resets the trigger", () => {
    const storage = memoryStorage();
    const ei = createExitIntent({ kind: "checkout", storage, now: t0 });
    expect(ei.onMouseLeave(0, t0 + 3_000)).toBe(true);
    expect(ei.onMouseLeave(0, t0 + 4_000)).toBe(false);
    expect(stored(storage)).toEqual({ count: 1, timestamp: t0 + 3_000 });
    ei.close();
    expect(ei.isOpen()).toBe(false);
    expect(ei.onMouseLeave(0, t0 + 5_000)).toBe(true);
    expect(stored(storage)).toEqual({ count: 2, timestamp: t0 + 3_000 });
  });

  it("shows at most twice per 30 min on checkout, again once the window has passed", () => {
    const storage = memoryStorage();
    const ei = createExitIntent({ kind: "checkout", storage, now: t0 });
    const first = t0 + 2_000;
    expect(ei.onMouseLeave(0, first)).toBe(true);
    ei.close();
    expect(ei.onMouseLeave(0, first + 1)).toBe(true);
    ei.close();
    expect(ei.onMouseLeave(0, first + 30 * MIN - 1)).toBe(false);
    expect(ei.onMouseLeave(0, first + 30 * MIN)).toBe(true);
    expect(stored(storage)).toEqual({ count: 1, timestamp: first + 30 * MIN });
  });

  it("shares the count across page loads through storage (once per 24 h elsewhere)", () => {
    const storage = memoryStorage();
    const first = createExitIntent({ kind: "other", storage, now: t0 });
    expect(first.onMouseLeave(0, t0 + 15_000)).toBe(true);
    const shownAt = t0 + 15_000;
    const second = createExitIntent({ kind: "blog", storage, now: t0 + HOUR });
    expect(second.onMouseLeave(0, shownAt + 24 * HOUR - 1)).toBe(false);
    expect(second.onMouseLeave(0, shownAt + 24 * HOUR)).toBe(true);
  });

  it("treats a corrupt stored record as no history and overwrites it", () => {
    const storage = memoryStorage({ [EXIT_INTENT_STORAGE_KEY]: "{oops" });
    const ei = createExitIntent({ kind: "other", storage, now: t0 });
    expect(ei.onMouseLeave(0, t0 + 15_000)).toBe(true);
    expect(stored(storage)).toEqual({ count: 1, timestamp: t0 + 15_000 });
  });

  it("still works when storage throws", () => {
    const broken: KeyValueStorage = {
      get: () => {
        throw new Error("SecurityError");
      },
      set: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const ei = createExitIntent({ kind: "other", storage: broken, now: t0 });
    expect(ei.onMouseLeave(0, t0 + 15_000)).toBe(true);
  });
});

describe("shouldAutoCloseSuccess", () => {
  it("closes the success view at 3 000 ms, not 2 999 ms", () => {
    expect(shouldAutoCloseSuccess(500, 500 + 2_999)).toBe(false);
    expect(shouldAutoCloseSuccess(500, 500 + 3_000)).toBe(true);
  });
});
