import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, queryDefaults } from "./query-client";

describe("query client defaults", () => {
  const options = createQueryClient(false).getDefaultOptions().queries!;
  const retry = options.retry as (failures: number, error: unknown) => boolean;

  it("retries server errors 3 times, never 4xx", () => {
    const serverError = { data: { httpStatus: 502 } };
    expect([0, 1, 2, 3].map((n) => retry(n, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, { data: { httpStatus: 429 } })).toBe(false);
  });
  it("backs off exponentially from 1 s up to 30 s", () => {
    expect([0, 1, 2, 4, 5, 10].map(queryDefaults.retryDelay)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
  });
  it("keeps the cache 5 minutes in the browser", () => expect(options.gcTime).toBe(300_000));
});

describe("a server render's query client", () => {
  afterEach(() => vi.useRealTimers());

  it("leaves no timer behind that would keep the request alive", async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["quote"], queryFn: () => ({ total: 29 }) });
    client.getQueryCache().build(client, { queryKey: ["pending"] });
    expect(client.getQueryCache().getAll()).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("would, with the browser's cache lifetime", async () => {
    vi.useFakeTimers();
    const client = createQueryClient(false);
    await client.fetchQuery({ queryKey: ["quote"], queryFn: () => ({ total: 29 }) });
    expect(vi.getTimerCount()).toBe(1);
  });
});
