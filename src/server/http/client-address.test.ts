import { describe, expect, it } from "vitest";
import { clientAddress, clientKey } from "./client-address";

const headers = (init: Record<string, string>) => new Headers(init);

describe("clientAddress", () => {
  it("believes no forwarded header without a configured rule", () => {
    const h = headers({ "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.9" });
    expect(clientAddress(h, { hops: 0 })).toBeNull();
    expect(clientKey(h, { hops: 0 })).toBe("unidentified");
  });

  it("takes the entry appended by the last trusted proxy, ignoring what the client prepended", () => {
    const spoofed = headers({ "x-forwarded-for": "1.2.3.4, 5.6.7.8, 198.51.100.7" });
    expect(clientAddress(spoofed, { hops: 1 })).toBe("198.51.100.7");
    expect(clientAddress(spoofed, { hops: 2 })).toBe("5.6.7.8");
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.7" }), { hops: 2 })).toBeNull();
    expect(clientAddress(headers({}), { hops: 1 })).toBeNull();
  });

  it("reads the platform's header when one is configured, and only that", () => {
    const h = headers({ "cf-connecting-ip": "2001:db8::1", "x-forwarded-for": "1.2.3.4" });
    expect(clientAddress(h, { header: "cf-connecting-ip", hops: 1 })).toBe("2001:db8::1");
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), { header: "cf-connecting-ip", hops: 0 })).toBeNull();
  });

  it("refuses anything that is not an IP address, so a key can never be long or odd", () => {
    for (const value of ["x".repeat(6000), "unknown", "<script>", "1.2.3.4:80"]) {
      expect(clientAddress(headers({ "x-forwarded-for": value }), { hops: 1 })).toBeNull();
    }
  });
});
