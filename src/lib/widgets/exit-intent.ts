/** Which exit-intent settings a page uses. */
export type PageKind = "checkout" | "blog" | "other";

/** Exit-intent settings for one page kind. */
export interface ExitIntentConfig {
  /** Mouse-leave fires when clientY is at or above this many px from the top. */
  thresholdPx: number;
  /** Minimum time on page (ms) before any trigger may open the popup. */
  delayMs: number;
  /** How many times the popup may show within one window. */
  maxDisplays: number;
  /** Length (ms) of the counting window, measured from the first display in it. */
  windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Settings per page kind (docs/product.md#widgets). */
export const EXIT_INTENT_CONFIG: Readonly<Record<PageKind, Readonly<ExitIntentConfig>>> = {
  checkout: { thresholdPx: 5, delayMs: 2_000, maxDisplays: 2, windowMs: 30 * MINUTE_MS },
  blog: { thresholdPx: 10, delayMs: 30_000, maxDisplays: 1, windowMs: 24 * HOUR_MS },
  other: { thresholdPx: 10, delayMs: 15_000, maxDisplays: 1, windowMs: 24 * HOUR_MS },
};

/** Scroll depth (%) that must be exceeded before scrolling back to the top triggers. */
export const SCROLL_BACK_MIN_DEPTH = 20;

/** Scroll depth (%) that must be exceeded before the tab becoming hidden triggers. */
export const HIDDEN_TAB_MIN_DEPTH = 30;

/** Depth (%) at or below which the page counts as scrolled back to the top. */
export const SCROLL_TOP_DEPTH = 0;

/** Delay before the blog variant's success view closes itself. */
export const successAutoCloseMs = 3_000;

/** Storage key of the display-count record. */
export const EXIT_INTENT_STORAGE_KEY = "exitIntentData";

/** Page kind for a pathname: "/checkout" → checkout, "/blog" and "/blog/..." → blog, else other. */
export function pageKindForPath(path: string): PageKind {
  const clean = path.split(/[?#]/)[0] ?? "";
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, "") : clean;
  if (trimmed === "/checkout") return "checkout";
  if (trimmed === "/blog" || trimmed.startsWith("/blog/")) return "blog";
  return "other";
}

/** Minimal string key-value store (localStorage-shaped), injected so the logic stays DOM-free. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** The stored `exitIntentData` record: displays so far and when the current window began (ms). */
export interface DisplayRecord {
  count: number;
  timestamp: number;
}

/** Parses a stored record; null for missing, corrupt JSON or the wrong shape. */
export function parseDisplayRecord(raw: string | null): DisplayRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { count, timestamp } = value as Record<string, unknown>;
  if (typeof count !== "number" || !Number.isFinite(count) || count < 0) return null;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp)) return null;
  return { count, timestamp };
}

/** The record in force at `now`: a missing or expired record (window elapsed) counts as zero displays. */
export function currentRecord(record: DisplayRecord | null, now: number, windowMs: number): DisplayRecord {
  if (record === null || now - record.timestamp >= windowMs) return { count: 0, timestamp: now };
  return record;
}

/** True while fewer than maxDisplays displays fall inside the current window. */
export function canDisplay(record: DisplayRecord | null, now: number, config: ExitIntentConfig): boolean {
  return currentRecord(record, now, config.windowMs).count < config.maxDisplays;
}

/** The record after one more display at `now`; the window keeps its start unless it had expired. */
export function recordDisplay(record: DisplayRecord | null, now: number, windowMs: number): DisplayRecord {
  const current = currentRecord(record, now, windowMs);
  return { count: current.count + 1, timestamp: current.timestamp };
}

/** Options for {@link createExitIntent}. */
export interface ExitIntentOptions {
  kind: PageKind;
  storage: KeyValueStorage;
  /** Page-open time (ms); the minimum time on page counts from here. */
  now: number;
}

/** Exit-intent popup controller: each trigger method returns true when the popup should open now. */
export interface ExitIntent {
  readonly config: Readonly<ExitIntentConfig>;
  onMouseLeave(clientY: number, now: number): boolean;
  onScroll(depthPercent: number, now: number): boolean;
  onVisibilityHidden(now: number): boolean;
  close(): void;
  isOpen(): boolean;
}

/**
 * Exit-intent state machine, closed → open. A trigger opens it only when closed, after the
 * minimum time on page (now - openedAt >= delay) and while the stored count is under the limit;
 * opening records the display. Closing resets the trigger so a later one may open it again.
 */
export function createExitIntent({ kind, storage, now: openedAt }: ExitIntentOptions): ExitIntent {
  const config = EXIT_INTENT_CONFIG[kind];
  let open = false;
  let maxDepth = 0;

  const read = (): DisplayRecord | null => {
    try {
      return parseDisplayRecord(storage.get(EXIT_INTENT_STORAGE_KEY));
    } catch {
      return null; // storage may be unavailable (private mode, quota); treat as no history
    }
  };

  const tryOpen = (now: number): boolean => {
    if (open || now - openedAt < config.delayMs) return false;
    const record = read();
    if (!canDisplay(record, now, config)) return false;
    try {
      storage.set(EXIT_INTENT_STORAGE_KEY, JSON.stringify(recordDisplay(record, now, config.windowMs)));
    } catch {
      // Failing to persist only risks one extra display; still show the popup.
    }
    open = true;
    return true;
  };

  return {
    config,
    onMouseLeave: (clientY, now) => clientY <= config.thresholdPx && tryOpen(now),
    onScroll(depthPercent, now) {
      // Depth reached before the delay still arms the trigger; only opening waits for it.
      const armed = maxDepth > SCROLL_BACK_MIN_DEPTH;
      maxDepth = Math.max(maxDepth, depthPercent);
      return armed && depthPercent <= SCROLL_TOP_DEPTH && tryOpen(now);
    },
    onVisibilityHidden: (now) => maxDepth > HIDDEN_TAB_MIN_DEPTH && tryOpen(now),
    close() {
      open = false;
    },
    isOpen: () => open,
  };
}

/** True once the blog variant's success view has been shown for 3 s and should close. */
export function shouldAutoCloseSuccess(shownAt: number, now: number): boolean {
  return now - shownAt >= successAutoCloseMs;
}
