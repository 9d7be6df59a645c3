"use client";

import { SignOutButton } from "@/components/auth/sign-out-button";
import { useViewer } from "@/components/auth/use-viewer";

/** The admin header's account corner: who is signed in (the client's viewer hook) and a global sign-out. */
export function AdminViewer() {
  const { viewer } = useViewer();
  return (
    <>
      {viewer?.email && (
        <span className="max-w-[16rem] truncate text-sm text-muted-foreground" title={viewer.email} data-testid="admin-viewer">
          {viewer.email}
        </span>
      )}
      <SignOutButton size="sm" />
    </>
  );
}
