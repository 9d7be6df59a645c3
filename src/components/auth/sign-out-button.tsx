"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { showToast } from "@/components/ui/toaster";
import { authMessages } from "@/lib/messages";
import { useAuthActions } from "./use-auth-actions";

/** Signs out everywhere (docs/product.md#accounts), then home. */
export function SignOutButton({ size }: Pick<ComponentProps<typeof Button>, "size">) {
  const actions = useAuthActions();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size={size}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await actions.signOut();
          router.replace("/");
          router.refresh();
        } catch {
          showToast(authMessages.unexpected, "error");
          setPending(false);
        }
      }}
    >
      Sign out
    </Button>
  );
}
