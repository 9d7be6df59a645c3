import "server-only";
import { isIP } from "node:net";
import { env } from "@/env";
import { socketAddressHeader } from "@/server/http/socket-address";

/**
 * How to find the caller's address behind the proxies in front of the app:
 * - `header`: a header the hosting platform sets and overwrites (CLIENT_IP_HEADER, for example
 *   `cf-connecting-ip` on Cloudflare or `x-real-ip` behind an nginx that sets it);
 * - `hops`: the number of trusted proxies that each append the address they saw to
 *   X-Forwarded-For (TRUSTED_PROXY_HOPS); the client is the entry that many places from the right.
 * With neither, the client is the connection's peer (`socket`: the header socket-address.ts writes
 * from the socket on a plain `next start`). X-Forwarded-For is then not believed at all: `next
 * start` keeps a header the client sent and only fills it in when it is absent, so its value may
 * be anything the client chose.
 */
export type ProxyRule = { header?: string; hops: number; socket?: string };

export const proxyRuleFromEnv = (): ProxyRule => ({
  header: env.CLIENT_IP_HEADER?.toLowerCase(),
  hops: env.TRUSTED_PROXY_HOPS ?? 0,
  socket: socketAddressHeader(),
});

/**
 * The caller's IP address by the configured rule, or null when the rule cannot tell (no rule and
 * no socket address, a missing header, fewer forwarded entries than trusted hops, or a value that is not an address).
 * The one function every rate limit, the tRPC context, the route handlers and the auth library use.
 */
export function clientAddress(headers: Headers, rule: ProxyRule = proxyRuleFromEnv()): string | null {
  let candidate: string | undefined;
  if (rule.header) {
    candidate = headers.get(rule.header)?.split(",")[0];
  } else if (rule.hops > 0) {
    const entries = (headers.get("x-forwarded-for") ?? "").split(",");
    candidate = entries.length >= rule.hops ? entries[entries.length - rule.hops] : undefined;
  } else if (rule.socket) {
    candidate = headers.get(rule.socket) ?? undefined;
  }
  const address = candidate?.trim();
  return address && isIP(address) ? address : null;
}

/** The key rate limits count the caller under: its address, or one shared key when it is unknown. */
export function clientKey(headers: Headers, rule?: ProxyRule) {
  return clientAddress(headers, rule) ?? "unidentified";
}
