import { LazyForms } from "@/components/widgets/lazy-forms";

/** Newsletter card (#newsletter, the blog's 'Subscribe' target) and contact form (#contact). */
export function StayInTouch() {
  return (
    <section aria-labelledby="stay-in-touch-title" data-widget="forms" className="scroll-mt-20 px-4 py-16">
      <div className="mx-auto max-w-5xl">
        <h2 id="stay-in-touch-title" className="mb-8 text-center text-3xl font-bold tracking-tight">
          Stay in touch
        </h2>
        <LazyForms />
      </div>
    </section>
  );
}
