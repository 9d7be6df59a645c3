import { ArrowRight } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { buttonVariants } from "@/components/ui/button-variants";
import type { AnalyticsEvent } from "@/lib/analytics";
import { type CheckoutLink, checkoutPath } from "@/lib/checkout-url";
import { cn } from "@/lib/utils";

/**
 * The buy button of the landing and product pages: a large button-styled link to checkout
 * (`link` says which product, region or discount) that sends `events` when clicked.
 */
export function CheckoutButton({
  link,
  events,
  children,
  variant = "default",
  className,
}: {
  link?: CheckoutLink;
  events: readonly AnalyticsEvent[];
  children: ReactNode;
  variant?: "default" | "outline";
  className?: string;
}) {
  return (
    <TrackedLink
      href={checkoutPath(link)}
      events={events}
      className={cn(buttonVariants({ size: "lg", variant }), "h-auto min-h-12 py-3 text-center whitespace-normal", className)}
    >
      {children}
      <ArrowRight className="h-5 w-5" aria-hidden />
    </TrackedLink>
  );
}
