import { describe, expect, it } from "vitest";
import {
  assertProductionReady,
  clientAddressMessages,
  type GuardSettings,
  ProductionConfigError,
  productionFindings,
} from "./production-guard";

const bare: GuardSettings = { NODE_ENV: "production", ALLOW_TEST_PAYMENTS: false, BETTER_AUTH_SECRET: "x".repeat(32) };
const complete: GuardSettings = {
  ...bare,
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  RESEND_API_KEY: "re_x",
  DOWNLOAD_TOKEN_SECRET: "s",
  UPLOADTHING_TOKEN: "t",
  DATABASE_URL: "postgresql://db/store",
  INNGEST_EVENT_KEY: "e",
  INNGEST_SIGNING_KEY: "k",
  TRUSTED_PROXY_HOPS: 1,
  WEBHOOK_SECRETS_KEY: "w".repeat(32),
};
const keys = (findings: { key: string }[]) => findings.map((f) => f.key);

describe("productionFindings", () => {
  it("asks nothing of development and tests", () => {
    expect(productionFindings({ ...bare, NODE_ENV: "development" })).toEqual({ missing: [], warnings: [] });
    expect(productionFindings({ ...bare, NODE_ENV: "test" })).toEqual({ missing: [], warnings: [] });
  });

  it("refuses a production server with neither Stripe nor ALLOW_TEST_PAYMENTS, naming STRIPE_SECRET_KEY", () => {
    const { missing } = productionFindings(bare);
    expect(keys(missing)).toEqual(["STRIPE_SECRET_KEY"]);
    expect(missing[0]!.message).toMatch(/STRIPE_SECRET_KEY is not set.*without paying.*ALLOW_TEST_PAYMENTS=1/);
  });

  it("refuses a production server without BETTER_AUTH_SECRET unless Clerk runs the accounts", () => {
    const { missing } = productionFindings({ ...complete, BETTER_AUTH_SECRET: undefined });
    expect(keys(missing)).toEqual(["BETTER_AUTH_SECRET"]);
    expect(missing[0]!.message).toMatch(/BETTER_AUTH_SECRET is not set.*32 characters/);
    expect(productionFindings({ ...complete, BETTER_AUTH_SECRET: undefined, CLERK_SECRET_KEY: "sk_live_x" }).missing).toEqual([]);
  });

  it("refuses a server whose Clerk keys differ from the build's (the browser and the server would run different sign-ins)", () => {
    const clerk = { CLERK_SECRET_KEY: "sk_live_x", NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "pk_live_y" };
    expect(keys(productionFindings({ ...complete, ...clerk, CLERK_BUILT_ON: "0" }).missing)).toEqual(["CLERK_SECRET_KEY"]);
    expect(productionFindings({ ...complete, ...clerk, CLERK_BUILT_ON: "0" }).missing[0]!.message).toMatch(
      /built with Clerk off, the server has it on/,
    );
    expect(productionFindings({ ...complete, CLERK_BUILT_ON: "1" }).missing[0]!.message).toMatch(
      /built with Clerk on, the server has it off/,
    );
    expect(productionFindings({ ...complete, ...clerk, CLERK_BUILT_ON: "1" }).missing).toEqual([]);
    expect(productionFindings({ ...complete, CLERK_BUILT_ON: "0" }).missing).toEqual([]);
  });

  it("lets a test store run with ALLOW_TEST_PAYMENTS=1, warning that payments are simulated and mail stays local", () => {
    const { missing, warnings } = productionFindings({ ...bare, ALLOW_TEST_PAYMENTS: true });
    expect(missing).toEqual([]);
    expect(keys(warnings)).toEqual(expect.arrayContaining(["ALLOW_TEST_PAYMENTS", "RESEND_API_KEY"]));
    expect(warnings.find((w) => w.key === "ALLOW_TEST_PAYMENTS")!.message).toContain("TEST PAYMENTS ARE ON");
  });

  it("refuses a store that takes real payments without the webhook secret or a mail provider", () => {
    expect(keys(productionFindings({ ...complete, STRIPE_WEBHOOK_SECRET: undefined, RESEND_API_KEY: undefined }).missing)).toEqual([
      "STRIPE_WEBHOOK_SECRET",
      "RESEND_API_KEY",
    ]);
  });

  it("only warns about local defaults that are safe but limit the store", () => {
    const { missing, warnings } = productionFindings({
      ...bare,
      STRIPE_SECRET_KEY: "sk",
      STRIPE_WEBHOOK_SECRET: "wh",
      RESEND_API_KEY: "re",
    });
    expect(missing).toEqual([]);
    expect(keys(warnings)).toEqual([
      "DOWNLOAD_TOKEN_SECRET",
      "UPLOADTHING_TOKEN",
      "DATABASE_URL",
      "INNGEST_EVENT_KEY",
      "WEBHOOK_SECRETS_KEY",
    ]);
    expect(productionFindings({ ...complete, TRUSTED_PROXY_HOPS: undefined, CLIENT_IP_HEADER: "cf-connecting-ip" }).warnings).toEqual([]);
  });

  it("counts each client by its connection with no proxy setting, and refuses a client-address setting that cannot be right", () => {
    const direct = { ...complete, TRUSTED_PROXY_HOPS: undefined };
    expect(productionFindings({ ...direct, SOCKET_ADDRESS_STAMPED: true })).toEqual({ missing: [], warnings: [] });
    const refused = (s: GuardSettings) => productionFindings(s).missing.map((f) => f.message);
    expect(refused({ ...direct, SOCKET_ADDRESS_STAMPED: false })).toEqual([clientAddressMessages.noSocket]);
    expect(refused({ ...complete, CLIENT_IP_HEADER: "cf-connecting-ip" })).toEqual([clientAddressMessages.both]);
    expect(refused({ ...direct, CLIENT_IP_HEADER: "X-Forwarded-For" })[0]).toMatch(
      /CLIENT_IP_HEADER names x-forwarded-for.*TRUSTED_PROXY_HOPS/,
    );
    expect(refused({ ...direct, CLIENT_IP_HEADER: "forwarded" })).toHaveLength(1);
    // A proxy setting does not need the socket's address.
    expect(refused({ ...complete, SOCKET_ADDRESS_STAMPED: false })).toEqual([]);
    expect(refused({ ...direct, CLIENT_IP_HEADER: "x-real-ip", SOCKET_ADDRESS_STAMPED: false })).toEqual([]);
  });

  it("warns when outgoing webhooks may reach private addresses (docs/webhooks.md#ssrf)", () => {
    const { missing, warnings } = productionFindings({ ...complete, WEBHOOKS_ALLOW_PRIVATE_URLS: "1" });
    expect(missing).toEqual([]);
    expect(keys(warnings)).toEqual(["WEBHOOKS_ALLOW_PRIVATE_URLS"]);
    expect(warnings[0]!.message).toContain("private, loopback, link-local and cloud-metadata addresses");
    expect(productionFindings({ ...complete, WEBHOOKS_ALLOW_PRIVATE_URLS: "0" }).warnings).toEqual([]);
    expect(productionFindings({ ...complete, NODE_ENV: "development", WEBHOOKS_ALLOW_PRIVATE_URLS: "1" }).warnings).toEqual([]);
  });
});

describe("assertProductionReady", () => {
  it("throws one error naming every missing setting and logs the warnings", () => {
    const logged: string[] = [];
    const error = (() => {
      try {
        assertProductionReady({ ...bare, DATABASE_URL: "postgresql://x" }, (line) => logged.push(line));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ProductionConfigError);
    expect((error as Error).message).toContain("STRIPE_SECRET_KEY is not set");
    expect(logged.some((line) => line.includes("UPLOADTHING_TOKEN"))).toBe(true);
    expect(() => assertProductionReady(complete, () => {})).not.toThrow();
  });
});
