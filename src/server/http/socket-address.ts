import "server-only";
import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

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
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const address = socket?.remoteAddress;
    if (address) request.headers[header] = plainAddress(address);
    else delete request.headers[header];
  });
  holder[slot] = header;
  return header;
}
