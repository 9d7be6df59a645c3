import * as z from "zod/mini";
import { sanitizeText } from "@/lib/sanitize";
import { inputMessages } from "@/lib/storefront-messages";
import { isSafeText, isValidEmail, rawLimits, type SafeStringOptions } from "./text";

// The storefront forms' fields (checkout, contact, newsletter) on zod's `zod/mini` API: the same
// rules and messages as ./fields.ts's classic builders (./form-fields.test.ts compares them on
// every case), less JavaScript than the classic API, which is one large module; the browser now
// uses neither (docs/decisions/004-no-zod-in-the-browser.md). The schemas built on them are still
// the server's inputs: tRPC parses with them, so the server stays the authority.

/** A string of at most `rawMax` characters that `isSafeText` accepts (as ./fields.ts's `safeString`). */
export function safeString({ rawMax, tooLong = inputMessages.tooLong, multiline }: SafeStringOptions) {
  return z.string().check(
    z.maxLength(rawMax, { message: tooLong, abort: true }),
    z.refine((v: string) => isSafeText(v, { multiline }), { message: inputMessages.unsafeCharacters, abort: true }),
  );
}

/** A safe string that is sanitised before any rule sees it. */
export const sanitized = (opts: SafeStringOptions) => z.pipe(safeString(opts), z.transform(sanitizeText));

/** An e-mail field: sanitised, lower-cased, `requiredMessage` when empty, `invalidMessage` when it fails the pattern or the 254 limit. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .pipe(
      z.string({ error: requiredMessage }).check(
        z.maxLength(rawLimits.email, { message: invalidMessage, abort: true }),
        z.refine((v: string) => isSafeText(v), { message: inputMessages.unsafeCharacters, abort: true }),
      ),
      z.transform((v: string) => sanitizeText(v).toLowerCase()),
    )
    .check(
      z.superRefine((v, ctx) => {
        if (v.length === 0) ctx.addIssue({ code: "custom", message: requiredMessage });
        else if (!isValidEmail(v)) ctx.addIssue({ code: "custom", message: invalidMessage });
      }),
    );
}
