import http from "node:http";
import type { AddressInfo } from "node:net";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";

let ipCounter = 0;
/** A distinct client address per call site, so rate limits of one test don't touch another. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A tRPC caller as a request from `ip`, optionally carrying a session cookie. */
export async function callerFor(opts: { ip?: string; cookie?: string } = {}) {
  const headers = new Headers({ "x-forwarded-for": opts.ip ?? freshIp() });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  return createCaller(await createTRPCContext({ headers }));
}

/** Resolves with the error a promise rejects with (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error("expected a rejection");
}

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/**
 * A local stand-in for Resend's HTTP API: records every request and answers 200 with an id,
 * or, while `failing`, the error Resend sends for a server fault.
 */
export async function startFakeResend() {
  const received: Received[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
      res.setHeader("content-type", "application/json");
      if (state.failing) {
        res.statusCode = 500;
        res.end(JSON.stringify({ name: "internal_server_error", message: "Resend is down", statusCode: 500 }));
      } else {
        res.end(JSON.stringify({ id: `re_${received.length}` }));
      }
    });
  });
  // Keep idle sockets open longer than the client's keep-alive, as real APIs do: otherwise the
  // server may close a socket just as the SDK reuses it (ECONNRESET under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
