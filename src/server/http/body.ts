import "server-only";
import { inputMessages } from "@/lib/messages";
import { AppError } from "@/server/errors";

/** Request body limits per route, in bytes: each well above what its own forms send. */
export const bodyLimits = {
  /** tRPC: a batch of form submissions (a contact message is at most ~40 KB raw). */
  trpc: 128 * 1024,
  /** The fresh-link and test-payment forms, the unsubscribe button. */
  form: 16 * 1024,
  /** The page-view beacon: a path and a referrer, each at most 1000 characters. */
  beacon: 4 * 1024,
  /** Stripe's signed events are a few KB; Stripe documents no event near this. */
  webhook: 512 * 1024,
} as const;

/** The body's length as `req` declares it (a decimal Content-Length), or null when it declares none. */
function declaredLength(req: Request) {
  const length = req.headers.get("content-length");
  return length !== null && /^\d+$/.test(length) ? Number(length) : null;
}

/** True when `req` came over HTTP with a Content-Length of at most `maxBytes` and no chunked body. */
function declaredWithin(req: Request, maxBytes: number) {
  const length = declaredLength(req);
  return length !== null && length <= maxBytes && !req.headers.has("transfer-encoding");
}

const tooLarge = () => new AppError("TOO_LARGE", inputMessages.tooLarge);

/**
 * Reads a request's body, refusing (AppError TOO_LARGE → 413) as soon as it passes `maxBytes`:
 * a declared Content-Length over the limit is refused before reading, and a body sent without
 * one (chunked) is read only up to the limit, so a 50 MB upload never sits in memory whole.
 */
export async function readBody(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(req);
  if (declared !== null && declared > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as text, within `maxBytes`. */
export async function readText(req: Request, maxBytes: number) {
  return new TextDecoder().decode(await readBody(req, maxBytes));
}

/**
 * The body as a plain object of fields, within `maxBytes`: a form (urlencoded or multipart)
 * field by field, JSON as parsed; a body that is neither, or that does not parse, gives `{}` so
 * the route's own validation answers it (never a 500).
 */
export async function readFields(req: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const bytes = await readBody(req, maxBytes);
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  try {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  } catch {
    return {};
  }
}

/**
 * `req` with its body held within `maxBytes` (for handlers that read the body themselves, like
 * tRPC's). A body declared by Content-Length within the limit is already bounded: Node's HTTP
 * parser hands a handler exactly that many bytes (more are the next request on the socket, and it
 * refuses a request that declares both a length and chunks), so `req` itself is returned, without
 * a copy (the copy was a visible share of a checkout's CPU: docs/performance.md, "The checkout").
 * A chunked body, or one without a length, is read here up to the limit and a copy carries it.
 * (A Request built in code could declare a false length; the routes that call this are reached
 * only over HTTP.)
 */
export async function withBodyLimit(req: Request, maxBytes: number): Promise<Request> {
  if (req.method === "GET" || req.method === "HEAD") return req;
  if (declaredWithin(req, maxBytes)) return req;
  const body = await readBody(req, maxBytes);
  return new Request(req.url, { method: req.method, headers: req.headers, body, signal: req.signal });
}
