"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toastForError } from "@/components/forms/error-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { showToast } from "@/components/ui/toaster";
import { countryCodeOf, countryNames } from "@/lib/country";
import { searchParam } from "@/lib/search-params";
import { commerceMessages, messages } from "@/lib/storefront-messages";
import { cn } from "@/lib/utils";
import type { CheckoutInput } from "@/lib/validation/checkout";
import { checkCheckout } from "@/lib/validation/form-check";
import { checkoutLimits, type ProductKind } from "@/lib/validation/form-constants";
import { checkResolver } from "@/lib/validation/form-resolver";
import { CHECKOUT_URGENCY_DELAY_MS } from "@/lib/widgets/checkout-urgency";
import { api } from "@/trpc/react";
import { BusinessInvoiceFields } from "./business-invoice-fields";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { DiscountField } from "./discount-field";
import { OrderSummary, type Quote } from "./order-summary";
import { ProductChoice, type ProductOption } from "./product-choice";
import { CartSaver } from "./use-cart-saver";
import { useLinkSearch } from "./use-link-search";
import { useSettled } from "@/components/ui/use-settled";

const m = messages.checkout;
const errorTexts = { ...m, rateLimited: { title: m.failure.title, description: commerceMessages.checkoutRateLimited } };
const countries = [...Object.values(countryNames), "Canada", "Ireland", "New Zealand", "Germany", "France", "Other"];
const sectionOf = {
  email: "contact",
  firstName: "contact",
  lastName: "contact",
  address: "address",
  addressLine2: "address",
  city: "address",
  state: "address",
  zipCode: "address",
  country: "address",
  business: "address",
} as const;

type Props = {
  defaults: { product: ProductKind; country: string };
  initialQuote: Quote;
  options: ProductOption[];
};

/** The checkout form (docs/product.md#checkout): server-priced, checked in the browser as the server's schema does (form-check.ts). */
export function CheckoutForm({ defaults, initialQuote, options }: Props) {
  const form = useForm<CheckoutInput>({
    resolver: checkResolver(checkCheckout), // the server parses with `checkoutInput` (zod) again
    defaultValues: {
      product: defaults.product,
      email: "",
      firstName: "",
      lastName: "",
      address: "",
      addressLine2: "",
      city: "",
      state: "",
      zipCode: "",
      country: defaults.country,
      marketingOptIn: false,
      discount: "",
    },
  });
  // Not the e-mail or first name: only the cart saver reads them, and watches them itself.
  const [product, country, marketingOptIn, state, taxId] = useWatch({
    control: form.control,
    name: ["product", "country", "marketingOptIn", "state", "business.taxId"],
  });
  const countryCode = countryCodeOf(country);
  // Tax (docs/product.md#tax): the server's tax line follows the billing country, a US state and a VAT number.
  // With tax collection off (the page's quote says) nothing of this is sent: the quote is as before.
  const taxOn = initialQuote.taxCollect;
  const taxStateKey = useSettled(taxOn && countryCode === "US" ? (state ?? "").trim() : "", 500);
  const taxIdKey = useSettled(taxOn ? (taxId ?? "").trim() : "", 500);
  const taxWhere = taxOn ? { country, ...(taxStateKey ? { state: taxStateKey } : {}), ...(taxIdKey ? { taxId: taxIdKey } : {}) } : {};
  const selected = (product ?? "fertility") as ProductKind;

  // The code the quote (and the order) uses: the `?discount=` link's, then whatever Apply took.
  // The page is prerendered without the link's query (one page per region and guide), so the
  // link's code is read in the browser and priced by the server like one the buyer applies.
  const linkCode = searchParam(useLinkSearch(), "discount")?.toUpperCase().slice(0, 64);
  const [typedCode, setTypedCode] = useState<string | undefined | null>(null); // null: nothing applied yet
  const appliedCode = typedCode === null ? linkCode : typedCode;
  useEffect(() => {
    if (linkCode) form.setValue("discount", linkCode);
  }, [form, linkCode]);
  // The page's quote seeds only its own product, country and code: any other choice is priced
  // by the server before it is shown (a seeded answer is fresh, so it would never be asked).
  const [initialCountry] = useState(() => countryCodeOf(defaults.country));
  const priced = api.checkout.quote.useQuery(
    { product: selected, countryCode, discount: appliedCode, ...taxWhere },
    {
      placeholderData: keepPreviousData,
      initialData:
        selected === initialQuote.product &&
        !appliedCode &&
        countryCode === initialCountry &&
        (!taxOn || country === defaults.country) &&
        !taxStateKey &&
        !taxIdKey
          ? initialQuote
          : undefined,
    },
  );
  // The guide cards' prices: the page's for its own region, the server's quote for any other.
  const cardQuotes = api.useQueries((t) =>
    options.map((option) => t.checkout.quote({ product: option.kind, countryCode }, { enabled: countryCode !== initialCountry })),
  );
  const pricedOptions = options.map((option, i) => {
    if (countryCode === initialCountry) return option;
    const card = cardQuotes[i]?.data;
    return { ...option, price: card ? (option.kind === "bundle" ? card.display.subtotal : card.display.total) : null };
  });
  // Until the server has priced the new choice, no amount is shown and nothing can be bought.
  const repricing = priced.isPlaceholderData;
  const quote = priced.data ?? initialQuote;
  const applyCode = () => setTypedCode(form.getValues("discount")?.trim().toUpperCase() || undefined);
  const discountStatus = priced.error
    ? { error: priced.error.message }
    : !appliedCode || priced.isPlaceholderData
      ? null
      : quote.discountStatus === "applied"
        ? { applied: `Code ${quote.discountCode} applied: ${quote.discountLabel ?? `${quote.discountPercent}%`} off.` }
        : { notApplicable: true as const };

  const [redirecting, setRedirecting] = useState(false);
  const createSession = api.checkout.createSession.useMutation({
    onSuccess: ({ url }) => {
      setRedirecting(true);
      window.location.assign(url);
    },
    onError: (error) => showToast(toastForError(error, errorTexts), "error"),
  });
  const [urgent, setUrgent] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setUrgent(true), CHECKOUT_URGENCY_DELAY_MS + 1);
    return () => clearTimeout(timer);
  }, []);

  const errors = form.formState.errors;
  const badSections = new Set(Object.keys(errors).map((field) => sectionOf[field as keyof typeof sectionOf]));
  const onSubmit = form.handleSubmit(
    (values) => {
      if (priced.isPlaceholderData) return; // the shown price is not yet the one that would be charged
      createSession.mutate({ ...values, discount: appliedCode }); // the code the shown price has
    },
    (found) => {
      const text = Object.values(found).find((e) => e?.message)?.message ?? m.missingFields.description;
      showToast(text === m.missingFields.description ? m.missingFields : { title: m.failure.title, description: text }, "error");
    },
  );

  const busy = createSession.isPending || redirecting;
  const purchaseLabel = repricing ? commerceMessages.repricing : `Complete Purchase – ${quote.display.total}`;
  const field = (name: Exclude<keyof typeof sectionOf, "business">, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField id={`checkout-${name}`} label={label}>
      <Input id={`checkout-${name}`} aria-invalid={Boolean(errors[name])} {...props} {...form.register(name)} />
    </FormField>
  );

  return (
    <form method="post" id="checkout-form" onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      {busy && <CheckoutSkeleton />}
      <CartSaver
        control={form.control}
        cart={{ product: selected, countryCode, discount: appliedCode, marketingOptIn: marketingOptIn ?? false }}
        stopped={createSession.isPending || redirecting}
      />
      <div className="grid gap-6">
        {urgent && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-accent/40 bg-accent/10 p-3 text-sm"
            data-testid="checkout-urgency"
          >
            <Clock className="h-4 w-4 text-accent" aria-hidden /> Still deciding? Your price and any discount are reserved while you finish
            — complete your order in the next few minutes to keep them.
          </p>
        )}
        <Section title="1. Choose your guide">
          <ProductChoice options={pricedOptions} value={selected} onChange={(kind) => form.setValue("product", kind)} />
        </Section>
        <Section title="2. Contact information" invalid={badSections.has("contact")}>
          {field("email", "Email", { type: "email", autoComplete: "email", maxLength: checkoutLimits.email, inputMode: "email" })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First name", { autoComplete: "given-name", maxLength: checkoutLimits.name })}
            {field("lastName", "Last name", { autoComplete: "family-name", maxLength: checkoutLimits.name })}
          </div>
        </Section>
        <Section title="3. Billing address" invalid={badSections.has("address")}>
          {field("address", "Address", { autoComplete: "address-line1", maxLength: checkoutLimits.address })}
          {field("addressLine2", "Apartment, suite, etc. (optional)", { autoComplete: "address-line2", maxLength: checkoutLimits.address })}
          <div className="grid gap-4 sm:grid-cols-3">
            {field("city", "City", { autoComplete: "address-level2", maxLength: checkoutLimits.city })}
            {field("state", "State / County", { autoComplete: "address-level1", maxLength: checkoutLimits.state })}
            {field("zipCode", "ZIP / Postcode", { autoComplete: "postal-code", maxLength: checkoutLimits.zipCode })}
          </div>
          <FormField id="checkout-country" label="Country">
            <Select id="checkout-country" aria-invalid={Boolean(errors.country)} {...form.register("country")}>
              {countries.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </Select>
          </FormField>
          <BusinessInvoiceFields form={form} />
        </Section>
        <FormField inline id="checkout-marketing" label="Send me fertility tips and offers by e-mail (optional; unsubscribe any time).">
          <Checkbox
            id="checkout-marketing"
            checked={marketingOptIn ?? false}
            onCheckedChange={(checked) => form.setValue("marketingOptIn", checked === true, { shouldDirty: true })}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={busy || repricing}>
          {purchaseLabel}
        </Button>
      </div>
      <Card className="lg:sticky lg:top-20">
        <CardHeader>
          <CardTitle>Order summary</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <OrderSummary quote={quote} repricing={repricing} />
          <DiscountField input={form.register("discount")} onApply={applyCode} status={discountStatus} pending={priced.isFetching} />
          <Button type="submit" form="checkout-form" size="lg" disabled={busy || repricing}>
            {purchaseLabel}
          </Button>
          <p className="text-center text-xs text-muted-foreground">Instant PDF download after payment.</p>
        </CardContent>
      </Card>
    </form>
  );
}

function Section({ title, invalid, children }: { title: string; invalid?: boolean; children: ReactNode }) {
  return (
    <Card className={cn(invalid && "ring-2 ring-destructive")} data-invalid={invalid || undefined}>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
