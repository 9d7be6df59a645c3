import "server-only";
import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { accessMessages } from "@/lib/messages";

/**
 * The connection's own address, for the rate limits of a server with no proxy in front.
 *
 * An App Router route handler, server action or proxy never sees the socket: it gets a web
 * `Request`. `next start` fills `X-Forwarded-For` from the socket only when the client sent none,
 * so that header is whatever the client chose. So, once per process, Node's own
 * `http.server.request.start` channel (published for every request, before the server's request
 * listener, hence before Next) writes the socket's address into a request header whose name is
 * random per process: a client cannot guess it, and any value it sent under the name is overwritten.
 * `clientAddress` (client-address.ts) reads it when no proxy rule is configured.
 *
 * The same hook refuses the methods the Fetch standard forbids (TRACE, TRACK): Next builds a web
 * `Request` for the proxy and for every route handler, which throws on them, so they ended as a
 * bare 500 on any path, before src/proxy.ts could run. On the first request of each server, its
 * request listeners (Next's) are wrapped by `refuseForbiddenMethods`, which answers those with
 * a 405 and passes everything else on unchanged.
 */
const slot = Symbol.for("fertility-guides.socket-address-header");
type Holder = { [slot]?: string };

/** The header carrying the socket's address in this process, or undefined before `stampSocketAddresses` ran. */
export const socketAddressHeader = (): string | undefined => (globalThis as Holder)[slot];

/** `::ffff:127.0.0.2` (an IPv4 client of a dual-stack listener) is 127.0.0.2. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** Installs the stamp (idempotent). Returns the header name. */
export function stampSocketAddresses(): string {
  const holder = globalThis as Holder;
  if (holder[slot]) return holder[slot];
  const header = `x-socket-address-${randomBytes(12).toString("hex")}`;
  subscribe("http.server.request.start", (message) => {
    const { request, socket, server } = message as { request: IncomingMessage; socket: Socket; server: Server };
    if (server && !gated.has(server)) {
      gated.add(server);
      refuseForbiddenMethods(server);
    }
    const address = socket?.remoteAddress;
    if (address) request.headers[header] = plainAddress(address);
    else delete request.headers[header];
  });
  holder[slot] = header;
  return header;
}

/** Methods `new Request()` refuses (the Fetch standard's forbidden methods that reach a request listener). */
export const forbiddenMethods = new Set(["TRACE", "TRACK"]);
const gated = new WeakSet<Server>();

/** The 405 for a forbidden method: JSON under /api/ (the API's `{ code, message }`), text elsewhere. */
export function methodNotAllowed(request: IncomingMessage, response: ServerResponse) {
  const api = (request.url ?? "").startsWith("/api/");
  const body = api
    ? JSON.stringify({ code: "METHOD_NOT_SUPPORTED", message: accessMessages.methodNotAllowed })
    : accessMessages.methodNotAllowed;
  response.writeHead(405, {
    allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
}

/** Wraps the server's request listeners: a forbidden method gets the 405, anything else reaches them as before. */
export function refuseForbiddenMethods(server: Server) {
  const listeners = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (forbiddenMethods.has(request.method ?? "")) return methodNotAllowed(request, response);
    for (const listener of listeners) listener.call(server, request, response);
  });
}
