import { afterEach, describe, expect, it, vi } from "vitest";

// The adapter choice under a production env: the local test-payment adapter only with ALLOW_TEST_PAYMENTS=1.
async function gatewayWith(env: Record<string, unknown>) {
  vi.resetModules();
  vi.doMock("@/env", () => ({ env: { NEXT_PUBLIC_SITE_URL: "https://store.example", ...env } }));
  const { getPaymentGateway } = await import("./index");
  return getPaymentGateway;
}
afterEach(() => vi.doUnmock("@/env"));

describe("getPaymentGateway in production", () => {
  it("refuses the local test-payment adapter without ALLOW_TEST_PAYMENTS=1, naming the missing key", async () => {
    const get = await gatewayWith({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: false });
    expect(() => get()).toThrow(/STRIPE_SECRET_KEY is not set/);
  });

  it("uses it with ALLOW_TEST_PAYMENTS=1, and Stripe whenever its key is set", async () => {
    expect((await gatewayWith({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: true }))().name).toBe("local");
    expect((await gatewayWith({ NODE_ENV: "production", ALLOW_TEST_PAYMENTS: false, STRIPE_SECRET_KEY: "sk_test_x" }))().name).toBe(
      "stripe",
    );
    expect((await gatewayWith({ NODE_ENV: "development", ALLOW_TEST_PAYMENTS: false }))().name).toBe("local");
  });
});
