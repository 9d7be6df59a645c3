import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell, Notice } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { passwordResetTexts } from "@/lib/messages";
import { param, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Reset your password", robots: { index: false } };

/** /auth/reset?token=… – where the reset e-mail's link lands (through /api/auth/reset-password). */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const token = param(params, "token");
  if (!token || param(params, "error")) {
    return (
      <AuthShell>
        <Notice notice={passwordResetTexts.invalidLink} tone="error" />
        <Link href="/auth" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <ResetPasswordForm token={token} />
    </AuthShell>
  );
}
