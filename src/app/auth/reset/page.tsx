import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell, Notice } from "@/components/auth/auth-shell";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { clerkInBrowser } from "@/lib/auth/clerk-in-browser";
import { passwordResetTexts } from "@/lib/messages";
import { param, type SearchParams } from "@/lib/search-params";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata: Metadata = { title: "Reset your password", robots: { index: false } };

/**
 * /auth/reset?token=… – where the reset e-mail's link lands (through /api/auth/reset-password).
 * With Clerk on, /auth sends the visitor here after Clerk e-mailed a code: the form asks for it.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  // Read first either way: the page renders per request (its nonce policy needs that).
  const params = await searchParams;
  // The form's reset call follows the build (src/components/auth/use-auth-actions.ts); so does this.
  if (clerkInBrowser) {
    return (
      <>
        <StorefrontSheet page="auth/reset" />
        <AuthShell>
          <ResetPasswordForm />
        </AuthShell>
      </>
    );
  }
  const token = param(params, "token");
  if (!token || param(params, "error")) {
    return (
      <>
        <StorefrontSheet page="auth/reset" />
        <AuthShell>
          <Notice notice={passwordResetTexts.invalidLink} tone="error" />
          <Link href="/auth" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </AuthShell>
      </>
    );
  }
  return (
    <>
      <StorefrontSheet page="auth/reset" />
      <AuthShell>
        <ResetPasswordForm token={token} />
      </AuthShell>
    </>
  );
}
