import { z } from "zod";
import { inputMessages } from "@/lib/storefront-messages";
import { sanitizeText } from "@/lib/sanitize";
import { isSafeText, isValidEmail, rawLimits, type SafeStringOptions } from "./text";

// The pure rules live in ./text.ts (shared with the storefront's zod/mini schemas, ./form-fields.ts);
// re-exported so server modules keep one import.
export { isSafeText, isValidEmail, limits, rawLimits, type SafeStringOptions } from "./text";

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
 * A JSON integer from `min` to `max`, never coerced: `true`, `"0x10"`, `"1e3"`, `"16"` and `1.5`
 * are `message` (a 400). Wrapped in a pipe for the same reason as `jsonBoolean`: the REST adapter
 * switches on coercion (`Number(value)`) for every number it finds in an input, bodies included.
 */
export const jsonInteger = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).pipe(z.number());

/**
 * An integer from `min` to `max` in a query string (`?limit=20`: digits only) or a JSON integer
 * (tRPC). `0x10`, `1e3`, ` 5`, `+5` and `true` are `message` (a 400).
 */
export const queryInteger = (message: string, min: number, max: number) =>
  z.preprocess((v) => (typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : v), jsonInteger(message, min, max));

/**
 * A boolean in a query string (`?includeTest=true`, `1`, `false`, `0`) or a JSON boolean (tRPC).
 * Anything else is refused by `z.boolean`.
 */
export const queryBoolean = (params?: Parameters<typeof z.boolean>[0]) =>
  z.preprocess((v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v), z.boolean(params));

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

/**
 * A calendar day written YYYY-MM-DD that exists, from 1970-01-01 to 9999-12-31: outside it the
 * date arithmetic is wrong (`Date.UTC` reads years 0–99 as 1900–1999) and no order or visit can
 * be there. Anything else is `message` (a 400).
 */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message })
    .refine(
      (v) => v >= "1970-01-01" && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      { message },
    );
