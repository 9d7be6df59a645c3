"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { showToast } from "@/components/ui/toaster";
import { passwordResetTexts } from "@/lib/messages";
import { newPasswordError, passwordLimits } from "@/lib/validation/auth";
import { authOutcome } from "./auth-result-toast";
import { PasswordInput } from "./password-input";
import { usePasswordReset } from "./use-auth-actions";

/**
 * /auth/reset: the new password (twice) for the token of the e-mailed link, or with Clerk on (no
 * `token`) for the code Clerk e-mailed, typed in a code field; then sign in.
 */
export function ResetPasswordForm({ token }: { token?: string }) {
  const router = useRouter();
  const reset = usePasswordReset();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problem = newPasswordError(password, confirm);
    if (problem) return showToast({ title: "Error", description: problem }, "error");
    const secret = token ?? code.trim();
    if (!secret) return showToast(passwordResetTexts.badCode, "error");
    setPending(true);
    try {
      const result = await reset(secret, password);
      if (result.ok) {
        showToast(passwordResetTexts.done);
        return router.replace("/auth");
      }
      showToast(
        result.reason === "other" && /token/i.test(result.message) ? passwordResetTexts.invalidLink : authOutcome("sign-in", result).toast,
        "error",
      );
    } catch (error) {
      showToast(authOutcome("sign-in", { thrown: error }).toast, "error");
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Choose a new password
        </CardTitle>
        <CardDescription>At least {passwordLimits.min} characters. Every device signed in to your account is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={pending}>
          {token === undefined && (
            <div className="grid gap-2">
              <Label htmlFor="reset-code">Code from the e-mail</Label>
              <Input
                id="reset-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor="reset-password">New password</Label>
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              maxLength={passwordLimits.max}
              visible={visible}
              onToggle={() => setVisible((v) => !v)}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="reset-confirm">Confirm new password</Label>
            <PasswordInput
              id="reset-confirm"
              autoComplete="new-password"
              maxLength={passwordLimits.max}
              visible={visible}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? "Please wait…" : "Set new password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
