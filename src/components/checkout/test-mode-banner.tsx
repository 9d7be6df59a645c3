import { FlaskConical } from "@/components/ui/icons";
import { commerceMessages } from "@/lib/storefront-messages";

/**
 * A banner across every checkout page while payments go to the local test-payment page (no
 * Stripe keys: development, or a production test store with ALLOW_TEST_PAYMENTS=1), so nobody
 * mistakes a test store for a real one. The layout decides (`on`); renders nothing with Stripe.
 */
export function TestModeBanner({ on }: { on: boolean }) {
  if (!on) return null;
  return (
    <p
      role="note"
      data-testid="test-mode-banner"
      className="flex items-center justify-center gap-2 bg-accent px-4 py-2 text-center text-sm font-semibold text-accent-foreground"
    >
      <FlaskConical className="h-4 w-4 shrink-0" aria-hidden /> {commerceMessages.testModeBanner}
    </p>
  );
}
