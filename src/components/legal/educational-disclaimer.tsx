import { Info } from "@/components/ui/icons";
import { educationalDisclaimer } from "@/content/disclaimer";
import { cn } from "@/lib/utils";

/** The educational disclaimer box shown on every article, legal page and product page. */
export function EducationalDisclaimer({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Educational disclaimer"
      className={cn("flex gap-3 rounded-lg border border-border bg-muted p-4 text-sm leading-relaxed", className)}
      data-testid="educational-disclaimer"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
      <p>
        <strong className="font-semibold">Educational content only. </strong>
        {educationalDisclaimer}
      </p>
    </aside>
  );
}
