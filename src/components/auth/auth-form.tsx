"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { showToast } from "@/components/ui/toaster";
import { clerkInBrowser } from "@/lib/auth/clerk-in-browser";
import { passwordResetTexts } from "@/lib/messages";
import { authFormError, passwordLimits } from "@/lib/validation/auth";
import { limits } from "@/lib/validation/text";
import { authOutcome } from "./auth-result-toast";
import { PasswordInput } from "./password-input";
import { useAuthActions } from "./use-auth-actions";

type Mode = "sign-in" | "sign-up";
const empty = { email: "", password: "", confirmPassword: "" };
const validationToast = (description: string) => ({ title: "Error", description });

/**
 * The /auth form (docs/product.md#accounts and #messages): sign in or create an account, one form. Switching
 * modes clears the fields; after a sign-up the form clears and waits for the confirmation
 * e-mail; 'Account Exists' switches to sign-in; a signed-in visitor goes to `redirectTo`
 * (already sanitised on the server).
 */
export function AuthForm({ redirectTo }: { redirectTo: string }) {
  const actions = useAuthActions();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [values, setValues] = useState(empty);
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [awaitingEmail, setAwaitingEmail] = useState<string | null>(null);

  const switchTo = (next: Mode) => {
    setMode(next);
    setValues(empty);
    setShowPassword(false);
  };
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problem = authFormError(mode, values);
    if (problem) return showToast(validationToast(problem), "error");
    setPending(true);
    try {
      const email = values.email.trim();
      const result = mode === "sign-in" ? await actions.signIn(email, values.password) : await actions.signUp(email, values.password);
      const outcome = authOutcome(mode, result);
      showToast(outcome.toast, outcome.kind);
      if (outcome.next === "signed-in") {
        // A client navigation keeps the toast; the target renders afresh with the new cookie.
        router.replace(redirectTo);
        return router.refresh();
      }
      if (outcome.next === "await-email") {
        setValues(empty);
        setAwaitingEmail(email);
      }
      if (outcome.next === "switch-to-sign-in") switchTo("sign-in");
    } catch (error) {
      showToast(authOutcome(mode, { thrown: error }).toast, "error");
    } finally {
      setPending(false);
    }
  }

  async function onForgotPassword() {
    const problem = authFormError("sign-in", { email: values.email, password: "x".repeat(passwordLimits.min) });
    if (problem) return showToast(validationToast(problem), "error");
    setPending(true);
    try {
      const result = await actions.requestPasswordReset(values.email.trim());
      if (result.ok && clerkInBrowser) {
        // Clerk e-mails a code, entered on the reset page in this browser (it keeps the attempt).
        showToast(passwordResetTexts.codeSent);
        router.push("/auth/reset");
      } else if (result.ok) showToast(passwordResetTexts.sent);
      else showToast(authOutcome("sign-in", result).toast, "error");
    } catch (error) {
      showToast(authOutcome("sign-in", { thrown: error }).toast, "error");
    } finally {
      setPending(false);
    }
  }

  const signingUp = mode === "sign-up";
  return (
    <Card className="w-full max-w-md" data-mode={mode}>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {signingUp ? "Create an account" : "Sign in"}
        </CardTitle>
        <CardDescription>
          {signingUp ? "Create an account to see your purchases in one place." : "Sign in to see your purchases and download your guides."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {awaitingEmail && (
          <p role="status" className="rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
            We sent a confirmation link to <strong>{awaitingEmail}</strong>. Click it, then sign in here.
          </p>
        )}
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={pending}>
          <div className="grid gap-2">
            <Label htmlFor="auth-email">Email</Label>
            <Input id="auth-email" type="email" autoComplete="email" maxLength={limits.email} {...field("email")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="auth-password">Password</Label>
            <PasswordInput
              id="auth-password"
              autoComplete={signingUp ? "new-password" : "current-password"}
              maxLength={passwordLimits.max}
              visible={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
              {...field("password")}
            />
          </div>
          {signingUp && (
            <div className="grid gap-2">
              <Label htmlFor="auth-confirm">Confirm password</Label>
              <PasswordInput
                id="auth-confirm"
                autoComplete="new-password"
                maxLength={passwordLimits.max}
                visible={showPassword}
                {...field("confirmPassword")}
              />
            </div>
          )}
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? "Please wait…" : signingUp ? "Create account" : "Sign in"}
          </Button>
        </form>
        {!signingUp && (
          <Button type="button" variant="link" className="justify-self-start px-0" disabled={pending} onClick={onForgotPassword}>
            Forgot password?
          </Button>
        )}
        <p className="text-center text-sm text-muted-foreground">
          {signingUp ? "Already have an account?" : "New here?"}{" "}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => switchTo(signingUp ? "sign-in" : "sign-up")}
          >
            {signingUp ? "Sign in" : "Create an account"}
          </button>
        </p>
      </CardContent>
    </Card>
  );
}
