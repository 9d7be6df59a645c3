import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/**
 * One labelled form control: the label (tied to the control by `id`), the control, and an
 * optional hint or error under it (announced with the control through aria-describedby, which
 * the caller sets to `${id}-message`). Checkboxes sit beside their label: `inline`.
 */
export function FormField({
  id,
  label,
  message,
  inline = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  message?: ReactNode;
  inline?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const text = message && (
    <p id={`${id}-message`} className="text-sm text-muted-foreground">
      {message}
    </p>
  );
  if (inline) {
    return (
      <div className={cn("flex items-start gap-3", className)}>
        <div className="pt-0.5">{children}</div>
        <div className="grid gap-1.5">
          <Label htmlFor={id} className="leading-snug font-normal">
            {label}
          </Label>
          {text}
        </div>
      </div>
    );
  }
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {text}
    </div>
  );
}
