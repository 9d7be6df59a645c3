import { z } from "zod";
import { sanitizeText } from "@/lib/sanitize";

/** SPEC §5 / §9 limits, also used as the inputs' typing caps (maxLength). */
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

/** A string that is sanitised before any rule sees it. */
export const sanitized = () => z.string().transform(sanitizeText);

/**
 * An e-mail field: sanitised, lower-cased, `requiredMessage` when empty and
 * `invalidMessage` when it fails the pattern or the 254 limit.
 */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform((v) => sanitizeText(v).toLowerCase())
    .superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: "custom", message: requiredMessage });
      else if (!isValidEmail(v)) ctx.addIssue({ code: "custom", message: invalidMessage });
    });
}
