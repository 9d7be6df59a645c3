"use client";

import { type ComponentProps, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { commerceMessages } from "@/lib/storefront-messages";

type Props = {
  /** The input's props from react-hook-form's `register("discount")`. */
  input: ComponentProps<typeof Input>;
  onApply: () => void;
  /** What the server's quote said about the applied code: applied (with its label), not applicable, or an error text. */
  status: { applied: string } | { notApplicable: true } | { error: string } | null;
  pending: boolean;
};

/**
 * The discount-code box of the order summary (the exit popup's WELCOME20, a `?discount=` link).
 * Apply asks the server's quote; the answer is only "applies" or the one not-applicable message,
 * the same for an unknown, expired or used-up code (no oracle).
 */
export function DiscountField({ input, onApply, status, pending }: Props) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Discount code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-describedby={status ? `${id}-message` : undefined}
          {...input}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault(); // Enter applies the code; it does not submit the order
            onApply();
          }}
        />
        <Button type="button" variant="outline" onClick={onApply} disabled={pending}>
          Apply
        </Button>
      </div>
      {status && "applied" in status && (
        <p id={`${id}-message`} role="status" className="text-sm text-success" data-testid="discount-applied">
          {status.applied}
        </p>
      )}
      {status && "notApplicable" in status && (
        <p id={`${id}-message`} role="alert" className="text-sm text-muted-foreground" data-testid="discount-note">
          {commerceMessages.discountNotApplicable}
        </p>
      )}
      {status && "error" in status && (
        <p id={`${id}-message`} role="alert" className="text-sm text-destructive" data-testid="discount-error">
          {status.error}
        </p>
      )}
    </div>
  );
}
