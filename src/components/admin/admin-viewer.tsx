"use client";

import { SignOutButton } from "@/components/auth/sign-out-button";
import { useViewer } from "@/components/auth/use-viewer";

/** The admin header's account corner: who is signed in (the client's viewer hook) and a global sign-out. */
export function AdminViewer() {
  const { viewer } = useViewer();
  return (
    // One group, so a phone wraps it onto its own line whole (the address shortened, never the button).
    <div className="flex max-w-full min-w-0 items-center gap-3">
      {viewer?.email && (
        <span className="min-w-0 truncate text-sm text-muted-foreground sm:max-w-[16rem]" title={viewer.email} data-testid="admin-viewer">
          {viewer.email}
        </span>
      )}
      <SignOutButton size="sm" />
    </div>
  );
}
