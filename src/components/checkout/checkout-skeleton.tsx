import { Skeleton } from "@/components/ui/skeleton";

/** Shown while the checkout session is created and the buyer is sent to the payment page. */
export function CheckoutSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 grid place-items-center bg-background/80 backdrop-blur-sm"
      data-testid="checkout-loading"
    >
      <div className="w-full max-w-md space-y-4 rounded-lg border border-border bg-card p-6 shadow-lg">
        <p className="text-center font-semibold">Preparing your secure checkout…</p>
        <Skeleton className="h-4 w-3/4 rounded" />
        <Skeleton className="h-4 w-full rounded" />
        <Skeleton className="h-4 w-5/6 rounded" />
        <Skeleton className="h-10 w-full rounded" />
      </div>
    </div>
  );
}
