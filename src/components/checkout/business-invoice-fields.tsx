"use client";

import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { CheckoutInput } from "@/lib/validation/checkout";
import { checkoutLimits } from "@/lib/validation/form-constants";

type Part = "name" | "address" | "taxId";
const parts: { part: Part; label: string; max: number; autoComplete: string }[] = [
  { part: "name", label: "Business name", max: checkoutLimits.businessName, autoComplete: "organization" },
  { part: "address", label: "Business address (optional)", max: checkoutLimits.businessAddress, autoComplete: "off" },
  { part: "taxId", label: "VAT or ABN number (optional)", max: checkoutLimits.taxId, autoComplete: "off" },
];

/** "I need a business invoice" (docs/product.md#invoices): the box reveals the business's name, address and VAT/ABN number. */
export function BusinessInvoiceFields({ form }: { form: UseFormReturn<CheckoutInput> }) {
  const [wanted, setWanted] = useState(false);
  const errors = form.formState.errors.business;
  const toggle = (checked: boolean) => {
    setWanted(checked);
    if (!checked) form.unregister("business"); // an unticked box sends no business details
  };
  return (
    <div className="grid gap-4">
      <FormField inline id="checkout-business" label="I need a business invoice">
        <Checkbox id="checkout-business" checked={wanted} onCheckedChange={(checked) => toggle(checked === true)} />
      </FormField>
      {wanted &&
        parts.map(({ part, label, max, autoComplete }) => (
          <FormField key={part} id={`checkout-business-${part}`} label={label}>
            <Input
              id={`checkout-business-${part}`}
              aria-invalid={Boolean(errors?.[part])}
              maxLength={max}
              autoComplete={autoComplete}
              {...form.register(`business.${part}`)}
            />
          </FormField>
        ))}
    </div>
  );
}
