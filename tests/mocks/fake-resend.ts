// A local stand-in for Resend's HTTP API (RESEND_BASE_URL / resendTransport's baseUrl point here).
import http from "node:http";
import type { AddressInfo } from "node:net";

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown>; status: number };

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
      received.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}"), status: state.failing ? 500 : 200 });
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
