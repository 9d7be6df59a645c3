import "server-only";
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { env } from "@/env";
import { webhookMessages as m } from "@/lib/messages";
import { AppError } from "@/server/errors";

/**
 * Where outgoing webhooks may go (docs/webhooks.md#ssrf). An admin types the URL, the server
 * calls it: without these rules an admin account (or whoever steals one) could make the server
 * call its own network — a database port, the cloud's metadata service at 169.254.169.254.
 *
 * - https only in production;
 * - the host is resolved here and EVERY address it resolves to must be a public unicast
 *   address: ipaddr.js classifies it (`range()`), and anything but "unicast" is refused —
 *   private (10/8, 172.16/12, 192.168/16), loopback, link-local (169.254/16 with the metadata
 *   service, fe80::/10), unique-local (fc00::/7, e.g. AWS's fd00:ec2::254), carrier-grade NAT
 *   (100.64/10, Alibaba's metadata 100.100.100.200), unspecified, multicast, broadcast, reserved;
 *   an IPv6 address embedding an IPv4 address is judged as that address, or refused (`isPublicAddress`);
 * - the request then connects to the address checked (src/server/services/webhooks/send.ts passes it as
 *   the socket's lookup), so a DNS answer that changes between check and connect (rebinding)
 *   is never used; redirects are not followed.
 *
 * WEBHOOKS_ALLOW_PRIVATE_URLS=1 lifts both rules (local receivers, tests); unset, it is on
 * outside production.
 */
let allowOverride: boolean | undefined;
/** Tests set the flag without restarting (undefined: back to the setting). */
export function setPrivateUrlsAllowed(value: boolean | undefined) {
  allowOverride = value;
}

export function privateUrlsAllowed() {
  if (allowOverride !== undefined) return allowOverride;
  if (env.WEBHOOKS_ALLOW_PRIVATE_URLS) return env.WEBHOOKS_ALLOW_PRIVATE_URLS === "1";
  return env.NODE_ENV !== "production";
}

/** The resolver (tests replace it to make a name resolve to a private address). */
export type Resolver = (host: string) => Promise<string[]>;
/** A name that does not resolve within this long counts as not found (the admin's form must not hang). */
const RESOLVE_TIMEOUT_MS = 3000;
const systemResolver: Resolver = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("DNS lookup timed out")), RESOLVE_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([lookup(host, { all: true, verbatim: true }), timeout])).map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
};
let resolver: Resolver = systemResolver;
export function setWebhookResolver(next: Resolver | undefined) {
  resolver = next ?? systemResolver;
}

/**
 * Whether an address may be called: public unicast only. An IPv6 address that embeds an IPv4
 * address is judged as that address or refused: IPv4-mapped (`::ffff:a.b.c.d`) and
 * IPv4-compatible (`::a.b.c.d`, which the URL parser writes `::7f00:1`; all of `::/96`) are
 * judged as their IPv4 address; the translated and tunnelled forms (`::ffff:0:0/96`, NAT64
 * `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4 `2002::/16`, Teredo `2001::/32`) are ranges of
 * their own to ipaddr.js, not "unicast", so they are refused.
 */
export function isPublicAddress(address: string) {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 → IPv4
  if (parsed.kind() === "ipv6") {
    const bytes = parsed.toByteArray();
    if (bytes.slice(0, 12).every((b) => b === 0)) return ipaddr.fromByteArray(bytes.slice(12)).range() === "unicast";
  }
  return parsed.range() === "unicast";
}

export type GuardOptions = { allowPrivate?: boolean };

/** A URL the store may call: refuses with the admin's message (400). Does not resolve the host. */
export function parseWebhookUrl(raw: string, opts: GuardOptions = {}): URL {
  const allowPrivate = opts.allowPrivate ?? privateUrlsAllowed();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("BAD_INPUT", m.urlInvalid);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new AppError("BAD_INPUT", m.urlInvalid);
  if (url.protocol === "http:" && !allowPrivate) throw new AppError("BAD_INPUT", m.urlNotHttps);
  if (url.username || url.password) throw new AppError("BAD_INPUT", m.urlCredentials);
  if (!url.hostname) throw new AppError("BAD_INPUT", m.urlInvalid);
  return url;
}

/** The host without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Resolves the URL's host and returns the addresses to connect to, all checked; refuses (400,
 * the admin's message) a host that does not resolve or resolves to any non-public address.
 */
export async function resolveWebhookHost(url: URL, opts: GuardOptions = {}): Promise<string[]> {
  const allowPrivate = opts.allowPrivate ?? privateUrlsAllowed();
  const host = bareHost(url);
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await resolver(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new AppError("BAD_INPUT", m.urlUnresolvable(host));
  }
  if (!allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a));
    if (refused) throw new AppError("BAD_INPUT", m.urlPrivate(host, refused));
  }
  return addresses;
}

/** Both checks, as `webhooks.create` / `update` run them: the URL, normalised. */
export async function checkWebhookUrl(raw: string, opts: GuardOptions = {}) {
  const url = parseWebhookUrl(raw, opts);
  await resolveWebhookHost(url, opts);
  return url.toString();
}
