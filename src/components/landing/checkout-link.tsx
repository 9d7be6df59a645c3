import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { Button } from "@/components/ui/button";
import { journeyConversion } from "@/lib/analytics";
import { cn } from "@/lib/utils";

/** Main call-to-action text of SPEC §2, shared by the hero and the price block. */
export const mainCtaText = "Get Instant Access to the Complete Guide";

/** A large button-styled link to checkout that reports the checkout-start step of the journey. */
export function CheckoutLink({
  href = "/checkout",
  children = mainCtaText,
  variant = "default",
  className,
}: {
  href?: string;
  children?: ReactNode;
  variant?: "default" | "outline";
  className?: string;
}) {
  return (
    <Button asChild size="lg" variant={variant} className={cn("h-auto min-h-12 whitespace-normal py-3 text-center", className)}>
      <TrackedLink href={href} events={[journeyConversion("checkout_start", "landing_page")]}>
        {children}
        <ArrowRight className="h-5 w-5" aria-hidden />
      </TrackedLink>
    </Button>
  );
}
