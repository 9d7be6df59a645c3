import Link from "next/link";
import { inlineParts, type DevBlock, type DevSection } from "@/content/developers";

/** A paragraph's text with its `code` spans and links (src/content/developers.ts `inlineParts`). */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, i) => {
        if (part.kind === "code")
          return (
            <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] text-foreground">
              {part.text}
            </code>
          );
        if (part.kind === "link") {
          const className = "font-medium text-primary underline underline-offset-4 hover:no-underline";
          // Our own pages through Next's Link (no prefetch: a static page stays light); another
          // site's as a plain link that leaves nothing behind (a link is not a request).
          return part.href.startsWith("/") ? (
            <Link key={i} href={part.href} prefetch={false} className={className}>
              {part.text}
            </Link>
          ) : (
            <a key={i} href={part.href} rel="noopener noreferrer" className={className}>
              {part.text}
            </a>
          );
        }
        return <span key={i}>{part.text}</span>;
      })}
    </>
  );
}

function Block({ block }: { block: DevBlock }) {
  switch (block.kind) {
    case "p":
      return (
        <p className="leading-relaxed text-foreground/90">
          <InlineText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-foreground/90">
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/60">
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-border align-top">
                  {row.map((cell, i) => (
                    <td key={i} className="px-3 py-2">
                      <InlineText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "code":
      return (
        <figure className="min-w-0">
          <figcaption className="mb-1.5 text-sm font-medium text-muted-foreground">
            <InlineText text={block.label} />
          </figcaption>
          {/* Scrolls sideways on a phone rather than widening the page; focusable so a keyboard can scroll it. */}
          <pre
            tabIndex={0}
            className="overflow-x-auto rounded-md border border-border bg-[#16131d] p-4 text-[13px] leading-relaxed text-[#ece9f3]"
          >
            <code data-language={block.language}>{block.code}</code>
          </pre>
        </figure>
      );
  }
}

/** One section of /developers: an anchored heading (a "#" link to itself) and its blocks. */
export function DevSectionView({ section }: { section: DevSection }) {
  return (
    <section aria-labelledby={section.id} className="flex flex-col gap-4">
      <h2 id={section.id} className="group scroll-mt-24 text-2xl font-semibold tracking-tight">
        {section.heading}{" "}
        <a
          href={`#${section.id}`}
          aria-label={`Link to “${section.heading}”`}
          className="text-muted-foreground no-underline opacity-60 hover:text-primary hover:opacity-100"
        >
          #
        </a>
      </h2>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </section>
  );
}
