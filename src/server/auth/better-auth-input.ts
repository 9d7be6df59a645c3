import "server-only";
import { authMessages, inputMessages } from "@/lib/messages";
import { isSafeText, limits } from "@/lib/validation/fields";
import { AppError } from "@/server/errors";
import { bodyLimits, readBody } from "@/server/http/body";
import { RETRY_AFTER_SECONDS } from "@/server/http/errors";

/**
 * The app's input rules for every /api/auth request, applied before Better Auth sees it (it
 * checks types, not text: a NUL or a lone surrogate in a reset token, a name or a session token
 * reached PostgreSQL and came back a 500). docs/product.md#security.
 *
 * - The body is read within `bodyLimits.form` (16 KB: every sign-in form sends under 1 KB), while
 *   streaming: 413 past it, the rest is never read.
 * - Every string in the body (JSON or form, at any depth), in the query and in the path must be
 *   well-formed text without NUL or control characters (`isSafeText`); e-mail addresses and
 *   names are single-line text (no direction controls either).
 * - A name is at most `limits.name` (100) characters, on sign-up and on update-user alike.
 *
 * Returns the request to hand to Better Auth, carrying the body already read.
 */
export async function screenAuthRequest(req: Request): Promise<Request> {
  const url = new URL(req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw unsafe();
  }
  checkText(path, "path");
  for (const [key, value] of url.searchParams) {
    checkText(key, "key");
    checkText(value, key);
  }
  if (req.method === "GET" || req.method === "HEAD") return req;

  const bytes = await readBody(req, bodyLimits.form);
  const type = req.headers.get("content-type") ?? "";
  const text = new TextDecoder().decode(bytes);
  if (type.includes("application/json")) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined; // Better Auth answers a body that does not parse with its own 400.
    }
    checkValue(value, "", 0);
  } else if (type.includes("application/x-www-form-urlencoded")) {
    for (const [key, value] of new URLSearchParams(text)) {
      checkText(key, "key");
      checkText(value, key);
    }
  }
  return new Request(req.url, { method: req.method, headers: req.headers, body: bytes.byteLength ? bytes : undefined, signal: req.signal });
}

const unsafe = () => new AppError("BAD_INPUT", inputMessages.unsafeCharacters);

/** Fields shown to people or used to find them: single-line text. */
const singleLine = new Set(["name", "email", "newEmail"]);

function checkText(value: string, field: string) {
  if (!isSafeText(value, { multiline: !singleLine.has(field) })) {
    // An address the sign-in form would call invalid gets the form's own text.
    throw field === "email" ? new AppError("BAD_INPUT", authMessages.invalidEmail.description) : unsafe();
  }
  if (field === "name" && value.length > limits.name) throw new AppError("BAD_INPUT", inputMessages.tooLong);
}

function checkValue(value: unknown, field: string, depth: number) {
  if (typeof value === "string") return checkText(value, field);
  if (!value || typeof value !== "object") return;
  // A sign-in body is flat; 16 KB of nesting is refused rather than walked.
  if (depth > 8) throw new AppError("BAD_INPUT", inputMessages.tooLong);
  if (Array.isArray(value)) {
    for (const item of value) checkValue(item, field, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    checkText(key, "key");
    checkValue(item, key, depth + 1);
  }
}

/**
 * A refusal in Better Auth's own error shape (`{ code, message }`), which its client reads: the
 * form shows `message`.
 */
export function authInputFailure(failure: { status: number; code: string; message: string; digest?: string }): Response {
  const code = failure.status === 413 ? "TOO_LARGE" : failure.status === 400 ? "INVALID_INPUT" : failure.code;
  return Response.json(
    { code, message: failure.message, ...(failure.digest && { digest: failure.digest }) },
    { status: failure.status, headers: failure.status === 503 ? { "retry-after": String(RETRY_AFTER_SECONDS) } : {} },
  );
}
