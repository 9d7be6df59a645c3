import * as z from "zod/mini";
import { messages } from "@/lib/storefront-messages";
import { sanitized } from "./form-fields";
import { isValidEmail, isValidMessage, isValidName, rawLimits } from "./text";

const m = messages.contact;

/**
 * The contact form (docs/product.md#forms): all fields required ('Please fill in all fields'), then the
 * name, e-mail and message rules, each on the sanitised value. Shared by form and router.
 */
export const contactInput = z
  .pipe(
    z.object({
      name: sanitized({ rawMax: rawLimits.name, tooLong: m.invalidName.description }),
      email: sanitized({ rawMax: rawLimits.email, tooLong: m.invalidEmail.description }),
      message: sanitized({ rawMax: rawLimits.message, tooLong: m.invalidMessage.description, multiline: true }),
    }),
    z.transform((v) => ({ ...v, email: v.email.toLowerCase() })),
  )
  .check(
    z.superRefine((v, ctx) => {
      const missing = (["name", "email", "message"] as const).find((field) => !v[field]);
      if (missing) {
        ctx.addIssue({ code: "custom", path: [missing], message: m.missing.description });
        return;
      }
      if (!isValidName(v.name)) ctx.addIssue({ code: "custom", path: ["name"], message: m.invalidName.description });
      if (!isValidEmail(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: m.invalidEmail.description });
      if (!isValidMessage(v.message)) {
        ctx.addIssue({ code: "custom", path: ["message"], message: m.invalidMessage.description });
      }
    }),
  );

export type ContactInput = z.input<typeof contactInput>;
