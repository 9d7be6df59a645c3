import { formatClock } from "./countdown";

/** The scarcity timer's first run: 2:47:23, in ms. */
export const SCARCITY_INITIAL_MS = (2 * 3600 + 47 * 60 + 23) * 1000;

/** Shortest restart duration after the timer runs out (1 h). */
export const SCARCITY_RESTART_MIN_MS = 3_600_000;

/** Longest restart duration after the timer runs out (3 h). */
export const SCARCITY_RESTART_MAX_MS = 3 * 3_600_000;

/** The whole state of the scarcity timer: the moment (ms) the current run ends. */
export interface ScarcityState {
  endsAt: number;
}

/** Starts the timer at `now` with 2:47:23 on the clock. */
export function initScarcity(now: number): ScarcityState {
  return { endsAt: now + SCARCITY_INITIAL_MS };
}

/** Maps `random()` in [0, 1] to a whole-second duration between 1 h and 3 h inclusive. */
export function restartDurationMs(random: () => number): number {
  const r = random();
  const clamped = Number.isFinite(r) ? Math.min(1, Math.max(0, r)) : 0;
  const spanS = (SCARCITY_RESTART_MAX_MS - SCARCITY_RESTART_MIN_MS) / 1000;
  return SCARCITY_RESTART_MIN_MS + Math.floor(clamped * spanS) * 1000;
}

/** Advances the timer: once `now` reaches `endsAt` it restarts from `now` at a random 1–3 h; otherwise returns the same state. */
export function tick(state: ScarcityState, now: number, random: () => number): ScarcityState {
  if (now < state.endsAt) return state;
  return { endsAt: now + restartDurationMs(random) };
}

/** Whole seconds left, rounded up so a fresh timer shows 2:47:23 rather than 2:47:22. */
export function scarcityRemainingSeconds(state: ScarcityState, now: number): number {
  return Math.max(0, Math.ceil((state.endsAt - now) / 1000));
}

/** The timer's display, "H:MM:SS". */
export function formatScarcity(state: ScarcityState, now: number): string {
  return formatClock(scarcityRemainingSeconds(state, now), "compact");
}
