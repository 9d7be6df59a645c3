import { describe, expect, it } from "vitest";
import { isTestOrderEmail } from "./test-emails";

describe("test and demo order exclusions (docs/product.md#admin)", () => {
  it.each([
    "test@shop.org",
    "Tester.Jane@shop.org",
    "demo1@shop.org",
    "ADMIN@shop.org",
    "jane@example.com",
    "jane@example.org",
    "jane@test.com",
    "jane@shop.test",
    "jane@localhost",
    "jane@localhost.localdomain",
    "jane@stripe.com",
    "ops@mail.stripe.com",
    "  test@shop.org ",
  ])("leaves out %s", (email) => expect(isTestOrderEmail(email)).toBe(true));

  it.each([
    "jane@shop.org",
    "latest@shop.org", // "test" inside the local part, not at its start
    "administrator@shop.org", // only the exact admin local part
    "jane@myexample.com",
    "jane@contest.org",
    "jane@testing.org", // a test domain is test.<tld>, not any domain starting with "test"
    "jane@stripes.co",
    "jane.demo@shop.org",
  ])("keeps %s", (email) => expect(isTestOrderEmail(email)).toBe(false));
});
