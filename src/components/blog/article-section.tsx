import { CheckCircle2 } from "@/components/ui/icons";
import type { ArticleSection as Section } from "@/content/types";
import { headingId } from "./format";
import { Notice } from "./notice";

/** One titled block of an article: paragraphs, an optional bullet list and an optional notice. */
export function ArticleSection({ section }: { section: Section }) {
  const id = headingId(section.heading);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-foreground/90">
          {paragraph}
        </p>
      ))}
      {section.bullets && (
        <ul className="flex flex-col gap-2">
          {section.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-2 leading-relaxed">
              <CheckCircle2 className="mt-1 h-4 w-4 shrink-0 text-primary" aria-hidden />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      )}
      {section.notice && <Notice>{section.notice}</Notice>}
    </section>
  );
}
