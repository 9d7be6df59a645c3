// The text rules of every form and input, with no validation library: the storefront's forms
// (zod/mini schemas, ./form-fields.ts) and the server's classic zod schemas (./fields.ts) share them,
// and client components that only need a limit or a check import them from here without pulling
// either zod API into the page (docs/decisions/004-no-zod-in-the-browser.md).

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
    } else if (
      !multiline &&
      (c === 0x061c || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
    ) {
      return false;
    }
  }
  return true;
}

/** Raw lengths read for each kind of field (markup is stripped afterwards, so a little over the limit). */
export const rawLimits = { name: 1000, email: 1000, message: 10_000, token: 2000 } as const;

export type SafeStringOptions = {
  /** Longest raw value read at all (before sanitising), so a huge value costs nothing. */
  rawMax: number;
  /** The field's own message for a value over `rawMax`. */
  tooLong?: string;
  multiline?: boolean;
};
