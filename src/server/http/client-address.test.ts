import { describe, expect, it } from "vitest";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { accessMessages } from "@/lib/messages";
import { clientAddress, clientKey } from "./client-address";
import { plainAddress, stampSocketAddresses } from "./socket-address";

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

describe("the connection's address, with no proxy rule", () => {
  it("is read from the per-process socket header, and only without a proxy rule", () => {
    const h = headers({ "x-socket-address-abc": "127.0.0.2", "x-forwarded-for": "203.0.113.9" });
    expect(clientAddress(h, { hops: 0, socket: "x-socket-address-abc" })).toBe("127.0.0.2");
    expect(clientAddress(h, { hops: 1, socket: "x-socket-address-abc" })).toBe("203.0.113.9");
    expect(clientAddress(headers({ "x-socket-address-abc": "not an address" }), { hops: 0, socket: "x-socket-address-abc" })).toBeNull();
  });

  it("stamps every request of a real HTTP server with its socket's address, over whatever the client sent", async () => {
    const header = stampSocketAddresses();
    expect(stampSocketAddresses()).toBe(header);
    expect(header).toMatch(/^x-socket-address-[0-9a-f]{24}$/);
    const seen: (string | null)[] = [];
    const server = createServer((req, res) => {
      const h = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])));
      seen.push(clientAddress(h, { hops: 0, socket: header }));
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const call = (localAddress: string, extra: Record<string, string> = {}) =>
      new Promise<void>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, localAddress, headers: { "x-forwarded-for": "203.0.113.9", ...extra } }, (res) => {
          res.resume();
          res.on("end", resolve);
        });
        req.on("error", reject);
        req.end();
      });
    try {
      await call("127.0.0.2");
      await call("127.0.0.3", { [header]: "198.51.100.1" });
    } finally {
      server.close();
    }
    expect(seen).toEqual(["127.0.0.2", "127.0.0.3"]);
  });

  it("answers TRACE with a 405 before the server's own listener (Next's would throw building a Request), and passes other methods on", async () => {
    stampSocketAddresses();
    const reached: string[] = [];
    const server = createServer((req, res) => {
      reached.push(req.method!);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const call = (method: string, path: string) =>
      new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, method, path }, (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode!, body, type: String(res.headers["content-type"]) }));
        });
        req.on("error", reject);
        req.end();
      });
    try {
      const page = await call("TRACE", "/checkout");
      expect(page).toEqual({ status: 405, body: accessMessages.methodNotAllowed, type: "text/plain; charset=utf-8" });
      const api = await call("TRACE", "/api/v1/orders");
      expect(api.status).toBe(405);
      expect(JSON.parse(api.body)).toEqual({ code: "METHOD_NOT_SUPPORTED", message: accessMessages.methodNotAllowed });
      expect(await call("GET", "/")).toMatchObject({ status: 200, body: "ok" });
      expect(await call("DELETE", "/x")).toMatchObject({ status: 200 });
    } finally {
      server.close();
    }
    expect(reached).toEqual(["GET", "DELETE"]);
  });

  it("reads `::ffff:` addresses of a dual-stack listener as IPv4", () => {
    expect(plainAddress("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(plainAddress("2001:db8::1")).toBe("2001:db8::1");
  });
});
