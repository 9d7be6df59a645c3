import { ContactHeader, NewsletterHeader } from "@/components/forms/form-headers";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LazyForms } from "@/components/widgets/lazy-forms";

/** The two cards' outlines while their code loads: the same headers and field heights as
 * NewsletterCard and ContactForm, so the swap moves nothing. */
function FormsPlaceholder() {
  return (
    <>
      <Card id="newsletter" className="scroll-mt-24" aria-busy="true">
        <NewsletterHeader />
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Skeleton className="h-10 sm:flex-1" />
          <Skeleton className="h-10 sm:w-28" />
        </CardContent>
      </Card>
      <Card id="contact" className="scroll-mt-24" aria-busy="true">
        <ContactHeader />
        <CardContent className="grid gap-4">
          <Skeleton className="h-[3.875rem]" />
          <Skeleton className="h-[3.875rem]" />
          <Skeleton className="h-[9.875rem]" />
          <Skeleton className="h-10" />
        </CardContent>
      </Card>
    </>
  );
}

/** Newsletter card (#newsletter, the blog's 'Subscribe' target) and contact form (#contact). */
export function StayInTouch() {
  return (
    <section aria-labelledby="stay-in-touch-title" data-widget="forms" className="scroll-mt-20 px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id="stay-in-touch-title" className="mb-8 text-center text-3xl font-bold tracking-tight">
          Stay in touch
        </h2>
        <LazyForms placeholder={<FormsPlaceholder />} />
      </div>
    </section>
  );
}
