/** Seconds in one hour / minute, for the clock arithmetic below. */
const HOUR_S = 3600;
const MINUTE_S = 60;

/** How long the urgency banner stays hidden after the page opens (30 s). */
export const URGENCY_BANNER_DELAY_MS = 30_000;

/** Where the urgency banner's countdown starts, and wraps back to: 23:59:59 in seconds. */
export const URGENCY_COUNTDOWN_START_S = 23 * HOUR_S + 59 * MINUTE_S + 59;

/** Clock style: "padded" renders "HH:MM:SS", "compact" renders "H:MM:SS". */
export type ClockStyle = "padded" | "compact";

/** Formats whole seconds as a clock ("02:47:23" padded, "2:47:23" compact); negatives show as zero. */
export function formatClock(totalSeconds: number, style: ClockStyle = "padded"): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(s / HOUR_S);
  const minutes = Math.floor((s % HOUR_S) / MINUTE_S);
  const seconds = s % MINUTE_S;
  const hh = style === "padded" ? String(hours).padStart(2, "0") : String(hours);
  return `${hh}:${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** What the urgency banner shows at a given moment. */
export interface UrgencyState {
  visible: boolean;
  /** Countdown as "HH:MM:SS". */
  remaining: string;
}

/**
 * Urgency banner at `now` for a page opened at `startedAt` (both ms): hidden for the first 30 s,
 * then visible until dismissed. The countdown runs from page open, one step a second, from
 * 23:59:59 down to 00:00:00 and then wraps back to 23:59:59 (a 24 h cycle).
 */
export function urgencyState(startedAt: number, now: number, dismissed: boolean): UrgencyState {
  const elapsedMs = Math.max(0, now - startedAt);
  const elapsedS = Math.floor(elapsedMs / 1000);
  const cycle = URGENCY_COUNTDOWN_START_S + 1; // 00:00:00 is shown for one second before wrapping
  return {
    visible: !dismissed && elapsedMs >= URGENCY_BANNER_DELAY_MS,
    remaining: formatClock(URGENCY_COUNTDOWN_START_S - (elapsedS % cycle), "padded"),
  };
}
