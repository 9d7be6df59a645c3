// A local stand-in for Inngest's event API (`POST /e/<event key>`): records the events the
// Inngest adapter sends, or answers with a server fault while `failing`.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedEvent = { key: string; name: string; data: Record<string, unknown> };

export async function startFakeInngest() {
  const received: ReceivedEvent[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const key = (req.url ?? "").replace(/^\/e\//, "");
      if (state.failing) {
        res.statusCode = 500;
        res.end(JSON.stringify({ status: 500, error: "Inngest is down" }));
        return;
      }
      const events = ([] as { name: string; data: Record<string, unknown> }[]).concat(JSON.parse(raw || "[]"));
      for (const e of events) received.push({ key, name: e.name, data: e.data });
      res.end(JSON.stringify({ ids: events.map((_, i) => `evt_${received.length}_${i}`), status: 200 }));
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
