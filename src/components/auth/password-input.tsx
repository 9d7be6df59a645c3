"use client";

import { Eye, EyeOff } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/** A password field with the visibility toggle (docs/product.md#accounts); `visible` is shared by the form's fields. */
export function PasswordInput({ visible, onToggle, ...props }: ComponentProps<"input"> & { visible: boolean; onToggle?: () => void }) {
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className="pr-11" />
      {onToggle && (
        <button
          type="button"
          onClick={onToggle}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {visible ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
        </button>
      )}
    </div>
  );
}
