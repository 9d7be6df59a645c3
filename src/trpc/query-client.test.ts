import { describe, expect, it } from "vitest";
import { createQueryClient, queryDefaults } from "./query-client";

describe("query client defaults", () => {
  const options = createQueryClient().getDefaultOptions().queries!;
  const retry = options.retry as (failures: number, error: unknown) => boolean;

  it("retries server errors 3 times, never 4xx", () => {
    const serverError = { data: { httpStatus: 502 } };
    expect([0, 1, 2, 3].map((n) => retry(n, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, { data: { httpStatus: 429 } })).toBe(false);
  });
  it("backs off exponentially from 1 s up to 30 s", () => {
    expect([0, 1, 2, 4, 5, 10].map(queryDefaults.retryDelay)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
  });
  it("keeps the cache 5 minutes", () => expect(options.gcTime).toBe(300_000));
});
