import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The shared look of text fields and selects. */
export const fieldClasses =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm";

/** Text input in the shared field style. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-10", className)} {...props} />;
}

/** Multi-line text field in the shared field style. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-28", className)} {...props} />;
}
