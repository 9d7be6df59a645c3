import { describe, it, expect } from "vitest";
import { formatScarcity, initScarcity, restartDurationMs, scarcityRemainingSeconds, tick, SCARCITY_INITIAL_MS } from "./scarcity-timer";

const HOUR = 3_600_000;
const fixed = (value: number) => () => value;
const noRandom = () => {
  throw new Error("random must not be called before the timer runs out");
};

describe("scarcity timer", () => {
  const t0 = 5_000;

  it("starts at 2:47:23", () => {
    expect(SCARCITY_INITIAL_MS).toBe(10_043_000);
    const s = initScarcity(t0);
    expect(s.endsAt).toBe(t0 + 10_043_000);
    expect(formatScarcity(s, t0)).toBe("2:47:23");
  });

  it("counts down, showing whole seconds rounded up", () => {
    const s = initScarcity(t0);
    expect(formatScarcity(s, t0 + 1)).toBe("2:47:23");
    expect(formatScarcity(s, t0 + 1_000)).toBe("2:47:22");
    expect(formatScarcity(s, t0 + SCARCITY_INITIAL_MS - 1)).toBe("0:00:01");
    expect(scarcityRemainingSeconds(s, t0 + SCARCITY_INITIAL_MS)).toBe(0);
    expect(scarcityRemainingSeconds(s, t0 + SCARCITY_INITIAL_MS + 50_000)).toBe(0);
  });

  it("does not restart 1 ms before the end and returns the same state", () => {
    const s = initScarcity(t0);
    expect(tick(s, s.endsAt - 1, noRandom)).toBe(s);
  });

  it("restarts from now at a random 1-3 h once it reaches zero", () => {
    const s = initScarcity(t0);
    expect(tick(s, s.endsAt, fixed(0))).toEqual({ endsAt: s.endsAt + HOUR });
    expect(tick(s, s.endsAt, fixed(0.5))).toEqual({ endsAt: s.endsAt + 2 * HOUR });
    expect(tick(s, s.endsAt + 7_000, fixed(0.999999))).toEqual({ endsAt: s.endsAt + 7_000 + 3 * HOUR - 1_000 });
    const restarted = tick(s, s.endsAt, fixed(0.5));
    expect(formatScarcity(restarted, s.endsAt)).toBe("2:00:00");
  });

  it("keeps restart durations within 1-3 h in whole seconds, even for bad random values", () => {
    expect(restartDurationMs(fixed(0))).toBe(HOUR);
    expect(restartDurationMs(fixed(1))).toBe(3 * HOUR);
    expect(restartDurationMs(fixed(-0.5))).toBe(HOUR);
    expect(restartDurationMs(fixed(7))).toBe(3 * HOUR);
    expect(restartDurationMs(fixed(Number.NaN))).toBe(HOUR);
    expect(restartDurationMs(fixed(0.123456)) % 1_000).toBe(0);
  });

  it("calls random exactly once per restart", () => {
    let calls = 0;
    const random = () => {
      calls += 1;
      return 0.25;
    };
    let s = initScarcity(0);
    s = tick(s, s.endsAt, random);
    s = tick(s, s.endsAt - 1, random);
    expect(calls).toBe(1);
    expect(s.endsAt).toBe(SCARCITY_INITIAL_MS + 1.5 * HOUR);
  });
});
