import { ChevronDown } from "@/components/ui/icons";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldClasses } from "./input";

/**
 * shadcn's "native select": a real <select> in the shared field style, with a chevron. Native on
 * purpose: phones open their own picker (wheel or sheet) with type-ahead and autofill, it works
 * with `register()` of react-hook-form like an input, and it ships no JavaScript (a Radix
 * Select would add a popover, portals and focus handling for a list of a few countries).
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={cn(fieldClasses, "h-10 cursor-pointer appearance-none pr-9")} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
    </div>
  );
}
