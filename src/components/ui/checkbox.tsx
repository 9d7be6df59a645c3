"use client";

import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type CheckboxProps = Omit<ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The checkbox: controlled with `checked` / `onCheckedChange`, labelled by a <Label htmlFor>.
 * A native `<input type="checkbox">` drawn as the shadcn (Radix) one was — the same 16 px box,
 * border, focus ring and check mark — rather than Radix's `<button role="checkbox">`: the browser
 * already gives it the role, the checked state, Space to toggle, the label's click and form
 * semantics, and the storefront's checkout no longer ships Radix Checkbox and its helpers, which
 * counted against /checkout's JavaScript budget (docs/performance.md, "The storefront pages").
 * Hand-written for that reason; the look is the old classes.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    // The box and its mark fade together when disabled, as the Radix button did.
    <span className={cn("grid h-4 w-4 shrink-0 place-content-center", props.disabled && "opacity-60", className)}>
      <input
        type="checkbox"
        className="peer col-start-1 row-start-1 m-0 h-4 w-4 shrink-0 appearance-none rounded-sm border border-primary bg-background checked:bg-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none disabled:cursor-not-allowed aria-[invalid=true]:border-destructive"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <Check
        className="pointer-events-none col-start-1 row-start-1 hidden h-3.5 w-3.5 place-self-center text-primary-foreground peer-checked:block"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}
