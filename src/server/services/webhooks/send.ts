import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { AppError } from "@/server/errors";
import { bareHost, type GuardOptions, parseWebhookUrl, resolveWebhookHost } from "@/server/services/webhooks/url-guard";

/** How long one attempt may take, connect to last byte. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type SendResult = { ok: boolean; status: number | null; durationMs: number; error: string | null };

/**
 * One POST of a signed webhook. Node's own http(s).request rather than fetch: its `lookup`
 * option lets the socket connect to the address url-guard.ts checked, so DNS rebinding (a second
 * answer pointing inside) is never used — fetch (undici) needs a separate Agent package for that,
 * and `request-filtering-agent` does the same job with its own copy of the rules, where we need
 * them at create time too (the admin's 400). Redirects are never followed (http.request does
 * not follow them): a 3xx counts as a failed attempt. TLS certificates are checked as usual
 * (servername stays the URL's host).
 */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  opts: GuardOptions & { timeoutMs?: number } = {},
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  let addresses: string[];
  try {
    url = parseWebhookUrl(rawUrl, opts);
    addresses = await resolveWebhookHost(url, opts);
  } catch (error) {
    const message = error instanceof AppError ? error.message : (error as Error).message;
    return { ok: false, status: null, durationMs: elapsed(), error: `refused: ${message}` };
  }
  const address = addresses[0]!;
  const family = address.includes(":") ? 6 : 4;
  // The checked address, whatever the name resolves to by the time the socket opens.
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = client.request(
      url,
      {
        method: "POST",
        lookup: pinned,
        servername: url.protocol === "https:" && !/^[\d.]+$|:/.test(bareHost(url)) ? bareHost(url) : undefined,
        agent: false,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "fertility-guides-webhooks/1",
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (text.length < 300) text += chunk;
        });
        res.on("end", () => {
          const ok = status >= 200 && status < 300;
          const redirect = status >= 300 && status < 400 ? ` (redirect to ${res.headers.location ?? "?"} not followed)` : "";
          finish({ ok, status, error: ok ? null : `HTTP ${status}${redirect}${text ? `: ${text.trim().slice(0, 200)}` : ""}` });
        });
        res.on("error", (e) => finish({ ok: false, status, error: e.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, status: null, error: `no answer within ${timeoutMs / 1000} s` });
      req.destroy();
    }, timeoutMs);
    req.on("error", (e: NodeJS.ErrnoException) =>
      finish({ ok: false, status: null, error: e.code ? `${e.code}: ${e.message}` : e.message }),
    );
    req.end(body);
  });
}
