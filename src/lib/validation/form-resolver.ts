import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { Checked } from "./form-check";

/**
 * A react-hook-form resolver around one of ./form-check.ts's checks: what `zodResolver` did with the
 * zod schema (the parsed values on success; else each field's first message, with its element as
 * `ref` so the form can focus it), without zod in the page. The forms use no native validation.
 */
export function checkResolver<T extends FieldValues>(check: (values: unknown) => Checked<unknown>): Resolver<T> {
  return (values, _context, options) => {
    const result = check(values);
    if (!result.errors) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [name, message] of Object.entries(result.errors)) {
      errors[name] = { type: "validation", message, ref: options.fields[name]?.ref };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
