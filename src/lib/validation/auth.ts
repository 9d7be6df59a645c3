import { z } from "zod";
import { authMessages } from "@/lib/messages";
import { isSafeText, isValidEmail, limits, rawLimits } from "./fields";

/** docs/product.md#numbers: password minimum 6; the maximum is Better Auth's default (scrypt input stays small). */
export const passwordLimits = { min: 6, max: 128 } as const;

const text = authMessages;
/** Not in the spec: the cap keeps hashing cheap. */
export const passwordTooLong = `Password must be at most ${passwordLimits.max} characters long.`;

/**
 * The /auth form's e-mail and password (docs/product.md#accounts), shared by the form and the auth server's
 * checks: both required ('Please fill in all required fields.'), a valid e-mail, a password of
 * at least 6 characters. Checked in that order, so the first failing rule gives the message.
 */
export const credentialsInput = z
  .object({
    email: z
      .string({ error: text.invalidEmail.description })
      .max(rawLimits.email, { message: text.invalidEmail.description, abort: true })
      .default(""),
    password: z.string({ error: text.required.description }).max(passwordLimits.max, { message: passwordTooLong, abort: true }).default(""),
  })
  .transform((v) => ({ email: v.email.trim().toLowerCase(), password: v.password }))
  .superRefine((v, ctx) => {
    if (v.email === "" || v.password === "") ctx.addIssue({ code: "custom", message: text.required.description });
    else if (!isSafeText(v.email) || v.email.length > limits.email || !isValidEmail(v.email)) {
      ctx.addIssue({ code: "custom", message: text.invalidEmail.description });
    } else if (v.password.length < passwordLimits.min) ctx.addIssue({ code: "custom", message: text.shortPassword.description });
  });

/** Sign-up adds the confirmation, which must match ('Passwords do not match.'). */
export const signUpInput = z.object({ email: z.string(), password: z.string(), confirmPassword: z.string() }).superRefine((v, ctx) => {
  const base = credentialsInput.safeParse(v);
  if (!base.success) ctx.addIssue({ code: "custom", message: base.error.issues[0]!.message });
  else if (v.confirmPassword === "") ctx.addIssue({ code: "custom", message: text.required.description });
  else if (v.password !== v.confirmPassword) ctx.addIssue({ code: "custom", message: text.mismatch.description });
});

/** The first message (docs/product.md#accounts) a form's values break, or null when they pass. */
export function authFormError(mode: "sign-in" | "sign-up", values: { email: string; password: string; confirmPassword?: string }) {
  const result = mode === "sign-in" ? credentialsInput.safeParse(values) : signUpInput.safeParse({ confirmPassword: "", ...values });
  return result.success ? null : result.error.issues[0]!.message;
}

/** A new password on the reset page: the same length rule, and the confirmation. */
export function newPasswordError(password: string, confirmPassword: string) {
  if (password === "" || confirmPassword === "") return text.required.description;
  if (password.length < passwordLimits.min) return text.shortPassword.description;
  if (password.length > passwordLimits.max) return passwordTooLong;
  if (password !== confirmPassword) return text.mismatch.description;
  return null;
}
