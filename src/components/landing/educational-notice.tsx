import { Info } from "@/components/ui/icons";
import Link from "next/link";

/** docs/product.md#landing-page item 2: the educational-content notice, linking to the compliance policy. */
export function EducationalNotice() {
  return (
    <div
      data-section="educational-notice"
      role="note"
      aria-label="Educational content notice"
      className="border-b border-border bg-muted px-4 py-2.5 text-sm"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-2 text-muted-foreground sm:items-center">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-primary sm:mt-0" aria-hidden />
        <span>
          <strong className="font-semibold text-foreground">Educational content:</strong> our guides share research-based information, not
          medical advice, and results are not guaranteed.{" "}
          <Link href="/compliance" prefetch={false} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
            Read our educational policy
          </Link>
        </span>
      </p>
    </div>
  );
}
