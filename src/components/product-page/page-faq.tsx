/** The page's own short Q&A list (static, no client JS; also its FAQPage JSON-LD). */
export function PageFaq({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <section aria-labelledby="page-faq" className="flex flex-col gap-4">
      <h2 id="page-faq" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Common questions
      </h2>
      <dl className="flex flex-col gap-4">
        {items.map((item) => (
          <div key={item.question} className="rounded-lg border border-border bg-card p-5">
            <dt className="font-semibold">{item.question}</dt>
            <dd className="mt-2 leading-relaxed text-muted-foreground">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
