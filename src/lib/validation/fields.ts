import { z } from "zod";
import { inputMessages } from "@/lib/storefront-messages";
import { sanitizeText } from "@/lib/sanitize";

/** docs/product.md#forms and #numbers limits, also used as the inputs' typing caps (maxLength). */
export const limits = { name: 100, email: 254, messageMin: 10, message: 2000 } as const;

// A practical "standard pattern": one @, no spaces, a dotted domain with a 2+ letter TLD.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-zA-Z]{2,}$/;
// Letters of any script, spaces, hyphens, apostrophes (straight or curly) and periods.
const NAME = /^[\p{L}\p{M} .'’-]+$/u;

/** True when the address matches the pattern and fits in 254 characters. */
export function isValidEmail(value: string) {
  return value.length <= limits.email && EMAIL.test(value);
}

/** True for 1–100 allowed characters (after sanitising). */
export function isValidName(value: string) {
  return value.length >= 1 && value.length <= limits.name && NAME.test(value);
}

/** True for 10–2000 characters (after sanitising). */
export function isValidMessage(value: string) {
  return value.length >= limits.messageMin && value.length <= limits.message;
}

/**
 * True when `value` may be stored and shown: well-formed UTF-16 (no lone surrogate), no NUL or
 * other C0/C1 control character, and in single-line text (names, e-mail addresses, codes) no
 * direction control either (U+061C, U+200E/F, U+202A–202E, U+2066–2069), which can make what an
 * admin reads differ from what is stored. Multi-line text (a message) keeps tab and new lines.
 * A loop over char codes rather than `String#isWellFormed` (ES2024): the schemas also run in
 * older phone browsers, in the forms.
 */
export function isSafeText(value: string, { multiline = false }: { multiline?: boolean } = {}) {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (!(multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return false;
    } else if (c >= 0x7f && c <= 0x9f) {
      return false;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    } else if (!multiline && (c === 0x061c || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))) {
      return false;
    }
  }
  return true;
}

type SafeStringOptions = {
  /** Longest raw value read at all (before sanitising), so a huge value costs nothing. */
  rawMax: number;
  /** The field's own message for a value over `rawMax`. */
  tooLong?: string;
  multiline?: boolean;
};

/**
 * The base of every text field: a string of at most `rawMax` characters that `isSafeText`
 * accepts; otherwise a 400 with the field's `tooLong` text or `inputMessages.unsafeCharacters`.
 */
export function safeString({ rawMax, tooLong = inputMessages.tooLong, multiline }: SafeStringOptions) {
  return z
    .string()
    .max(rawMax, { message: tooLong, abort: true })
    .refine((v) => isSafeText(v, { multiline }), { message: inputMessages.unsafeCharacters, abort: true });
}

/**
 * A JSON boolean, never coerced. The REST adapter (trpc-to-openapi) switches on zod's `coerce`
 * for every boolean, number and date of an input it serves, in place; `Boolean("false")` is true,
 * so a boolean field is wrapped in a pipe it leaves alone (numbers and dates declare `z.coerce`
 * themselves: tests/integration/openapi.test.ts checks that the adapter has nothing to change).
 */
export const jsonBoolean = (params?: Parameters<typeof z.boolean>[0]) => z.boolean(params).pipe(z.boolean());

/**
 * A boolean in a query string (`?includeTest=true`, `1`, `false`, `0`) or a JSON boolean (tRPC).
 * Anything else is refused by `z.boolean`.
 */
export const queryBoolean = (params?: Parameters<typeof z.boolean>[0]) =>
  z.preprocess((v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v), z.boolean(params));

/** Raw lengths read for each kind of field (markup is stripped afterwards, so a little over the limit). */
export const rawLimits = { name: 1000, email: 1000, message: 10_000, token: 2000 } as const;

/** A safe string that is sanitised before any rule sees it. */
export const sanitized = (opts: SafeStringOptions) => safeString(opts).transform(sanitizeText);

/**
 * An e-mail field: sanitised, lower-cased, `requiredMessage` when empty and
 * `invalidMessage` when it fails the pattern or the 254 limit.
 */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .max(rawLimits.email, { message: invalidMessage, abort: true })
    .refine((v) => isSafeText(v), { message: inputMessages.unsafeCharacters, abort: true })
    .transform((v) => sanitizeText(v).toLowerCase())
    .superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: "custom", message: requiredMessage });
      else if (!isValidEmail(v)) ctx.addIssue({ code: "custom", message: invalidMessage });
    });
}
