import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter";

describe("RateLimiter", () => {
  it("allows 5 per 15 minutes by default, per key", () => {
    let now = 0;
    const limiter = new RateLimiter(undefined, undefined, () => now);
    expect(Array.from({ length: 6 }, () => limiter.attempt("a"))).toEqual([true, true, true, true, true, false]);
    expect(limiter.attempt("b")).toBe(true);
    now = 15 * 60_000 - 1;
    expect(limiter.attempt("a")).toBe(false);
    now = 15 * 60_000;
    expect(limiter.attempt("a")).toBe(true);
  });
  it("takes its own limit and window", () => {
    let now = 0;
    const limiter = new RateLimiter(10, 5 * 60_000, () => now);
    for (let i = 0; i < 10; i++) expect(limiter.attempt("k")).toBe(true);
    expect(limiter.attempt("k")).toBe(false);
    now = 5 * 60_000;
    expect(limiter.attempt("k")).toBe(true);
  });
});
