"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useState, useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { type OrderFilters, paramsFromFilters } from "@/lib/validation/order-search";
import { cn } from "@/lib/utils";

const noSubscription = () => () => {};

/** The browser's IANA time zone (the days of a date filter are the admin's days). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The search box and filters above the orders table. Submitting puts them into the URL
 * (`/admin?email=…&status=…`), so a filtered view can be linked, reloaded and exported; the page
 * reads them back from its search params. With a date, the browser's time zone goes along.
 */
export function OrderFiltersForm({ filters }: { filters: OrderFilters }) {
  const router = useRouter();
  const [open, setOpen] = useState(
    Boolean(
      filters.status ||
      filters.product ||
      filters.currency ||
      filters.discountCode ||
      filters.delivery ||
      filters.from ||
      filters.to ||
      filters.orderId ||
      filters.includeTest,
    ),
  );
  // The browser's zone after hydration (the server renders "UTC"); a zone in the URL wins.
  const browserZone = useSyncExternalStore(noSubscription, browserTimeZone, () => "UTC");
  const zone = filters.timeZone ?? browserZone;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? "").trim() || undefined;
    const from = value("from");
    const to = value("to");
    const params = paramsFromFilters({
      email: value("email"),
      orderId: value("orderId"),
      status: value("status"),
      product: value("product"),
      currency: value("currency"),
      discountCode: value("discountCode"),
      delivery: value("delivery"),
      from,
      to,
      timeZone: from || to ? zone : undefined,
      includeTest: form.get("includeTest") === "on",
    });
    const query = params.toString();
    router.push(query ? `/admin?${query}` : "/admin");
  }

  return (
    <form method="post" role="search" aria-label="Search orders" onSubmit={submit} className="grid gap-3" data-testid="order-filters">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Label htmlFor="order-email" className="sr-only">
          E-mail contains
        </Label>
        <Input
          id="order-email"
          name="email"
          type="search"
          placeholder="Search by e-mail (any part)"
          defaultValue={filters.email ?? ""}
          autoComplete="off"
        />
        <div className="flex gap-2">
          <button type="submit" className={cn(buttonVariants({ size: "sm" }), "h-10 flex-1 sm:flex-none")}>
            Search
          </button>
          <button
            type="button"
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-10 flex-1 sm:flex-none")}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            Filters
          </button>
        </div>
      </div>
      <div className={cn("grid gap-3 sm:grid-cols-2 lg:grid-cols-4", open ? "" : "hidden")}>
        <Field label="Status" id="order-status">
          <Select id="order-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any status</option>
            <option value="completed">Completed</option>
            <option value="pending">Pending</option>
            <option value="failed">Failed</option>
          </Select>
        </Field>
        <Field label="Product" id="order-product">
          <Select id="order-product" name="product" defaultValue={filters.product ?? ""}>
            <option value="">Any product</option>
            <option value="fertility">Fertility guide</option>
            <option value="intimacy">Intimacy guide</option>
            <option value="bundle">Bundle</option>
          </Select>
        </Field>
        <Field label="Currency" id="order-currency">
          <Select id="order-currency" name="currency" defaultValue={filters.currency ?? ""}>
            <option value="">Any currency</option>
            <option value="usd">USD</option>
            <option value="gbp">GBP</option>
            <option value="aud">AUD</option>
          </Select>
        </Field>
        <Field label="Discount code" id="order-code">
          <Input id="order-code" name="discountCode" defaultValue={filters.discountCode ?? ""} autoComplete="off" />
        </Field>
        <Field label="E-mail delivery" id="order-delivery">
          <Select id="order-delivery" name="delivery" defaultValue={filters.delivery ?? ""}>
            <option value="">Any delivery</option>
            <option value="bounced">Bounced (links not received)</option>
            <option value="complained">Marked as spam</option>
            <option value="delayed">Delayed</option>
            <option value="delivered">Delivered</option>
            <option value="sent">Sent, not yet confirmed</option>
          </Select>
        </Field>
        <Field label="From (day)" id="order-from">
          <Input id="order-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </Field>
        <Field label="To (day, inclusive)" id="order-to">
          <Input id="order-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </Field>
        <Field label="Order or payment id" id="order-id">
          <Input id="order-id" name="orderId" defaultValue={filters.orderId ?? ""} autoComplete="off" />
        </Field>
        <div className="flex items-end gap-2 pb-2 text-sm">
          <input
            id="order-include-test"
            name="includeTest"
            type="checkbox"
            defaultChecked={filters.includeTest ?? false}
            className="size-4"
          />
          <Label htmlFor="order-include-test">Include test and demo orders</Label>
        </div>
        <p className="text-xs text-muted-foreground sm:col-span-2 lg:col-span-4">
          Days are whole days in {zone}.{" "}
          <Link href="/admin" className="underline underline-offset-2">
            Clear all filters
          </Link>
        </p>
      </div>
    </form>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
