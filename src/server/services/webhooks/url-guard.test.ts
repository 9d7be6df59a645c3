import { describe, expect, it } from "vitest";
import { isPublicAddress, parseWebhookUrl, resolveWebhookHost } from "./url-guard";

describe("the webhook URL guard and IPv6 forms that embed an IPv4 address", () => {
  const refusedUrl = async (raw: string) => {
    const url = parseWebhookUrl(raw, { allowPrivate: false });
    return resolveWebhookHost(url, { allowPrivate: false }).then(
      () => null,
      (error: Error) => error.message,
    );
  };

  it("refuses IPv4-compatible addresses of loopback, metadata and private networks, as the URL parser stores them", async () => {
    for (const raw of [
      "https://[::127.0.0.1]:48443/",
      "https://[::169.254.169.254]/",
      "https://[::10.0.0.1]/",
      "https://[::7f00:1]/",
      "https://[::a9fe:a9fe]/",
      "https://[::]/",
    ]) {
      expect(await refusedUrl(raw), raw).toMatch(/private, loopback/);
    }
  });

  it("judges each embedding as its IPv4 address, or refuses it", () => {
    for (const address of [
      "::127.0.0.1",
      "::7f00:1",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:169.254.169.254",
      "::ffff:0:7f00:1", // IPv4-translated
      "64:ff9b::7f00:1", // NAT64
      "64:ff9b::a9fe:a9fe",
      "64:ff9b:1::a00:1",
      "2002:7f00:1::1", // 6to4
      "2002:a9fe:a9fe::1",
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress("::ffff:93.184.216.34")).toBe(true);
    expect(isPublicAddress("::93.184.216.34")).toBe(true);
    expect(isPublicAddress("2606:4700::1111")).toBe(true);
  });
});
