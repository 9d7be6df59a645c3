import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Where an order and a customer live in the dashboard (docs/orders.md). */
export const orderHref = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;
export const customerHref = (email: string) => `/admin/customers?email=${encodeURIComponent(email)}`;

const linkStyle = "underline decoration-muted-foreground/50 underline-offset-2 hover:decoration-foreground";

/** An order id as a link to its page. */
export function OrderLink({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  return (
    <Link href={orderHref(id)} className={cn(linkStyle, className)} data-testid="order-link">
      {children ?? id}
    </Link>
  );
}

/** An e-mail as a link to the customer view of that address. */
export function CustomerLink({ email, className, children }: { email: string; className?: string; children?: ReactNode }) {
  return (
    <Link href={customerHref(email)} className={cn(linkStyle, className)} data-testid="customer-link">
      {children ?? email}
    </Link>
  );
}
