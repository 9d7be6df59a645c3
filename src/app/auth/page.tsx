import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/auth/auth-form";
import { AuthShell, Notice } from "@/components/auth/auth-shell";
import { libraryMessages, passwordResetTexts } from "@/lib/messages";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { param, type SearchParams } from "@/lib/search-params";
import { getViewer } from "@/server/auth/viewer";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata: Metadata = { title: "Sign in", robots: { index: false }, alternates: { canonical: "/auth" } };

/**
 * /auth?redirect=/account – sign in or create an account (docs/product.md#accounts). A visitor with a session
 * goes straight to `redirect` (a path on this site only) or `/`; after confirming an account (?verified=1), to
 * My purchases (/library).
 */
export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // Better Auth sends the confirmation link back here: ?verified=1, with &error=… when it failed.
  const verified = param(params, "verified") === "1";
  const failed = param(params, "error") !== undefined;
  // A buyer who has just confirmed an account signs in to their guides: My purchases, not the home page.
  const redirectTo = safeRedirectPath(param(params, "redirect"), verified ? libraryMessages.path : "/");
  if (await getViewer()) redirect(redirectTo);

  return (
    <>
      <StorefrontSheet page="auth" />
      <AuthShell>
        {verified &&
          (failed ? <Notice notice={passwordResetTexts.verifyFailed} tone="error" /> : <Notice notice={passwordResetTexts.verified} />)}
        <AuthForm redirectTo={redirectTo} />
        {/* Buyers without an account: their guides with an e-mailed code (docs/product.md#the-library-without-a-password). */}
        <p className="max-w-md text-center text-sm">
          <a href={libraryMessages.path} className="underline">
            {libraryMessages.authLink}
          </a>
        </p>
      </AuthShell>
    </>
  );
}
