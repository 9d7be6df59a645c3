import { Download } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { editionMessages as em, libraryMessages as m } from "@/lib/messages";

/** One guide of an order in the library: what the row shows. */
export type LibraryGuide = {
  product: string;
  name: string;
  url: string;
  remaining: number;
  edition: string | null;
  newEdition?: { label: string; whatChanged: string } | null;
};

/**
 * One guide in the library: its download (a fresh signed, counted link) and the edition it
 * bought. Kept small on purpose: a line about a newer edition belongs here.
 */
export function LibraryGuideRow({ guide }: { guide: LibraryGuide }) {
  return (
    <li className="grid gap-1" data-guide={guide.product}>
      {/* No `download` attribute: a refused link opens its explanation (download-buttons.tsx). */}
      <Button asChild size="lg" className="h-auto min-h-12 py-3 text-center whitespace-normal">
        <a href={guide.url}>
          <Download className="h-4 w-4 shrink-0" aria-hidden /> <span>Download {guide.name} (PDF)</span>
        </a>
      </Button>
      {guide.edition && <p className="text-sm text-muted-foreground">{m.edition(guide.edition)}</p>}
      {guide.newEdition && (
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300" data-testid="new-edition">
          {em.newEditionAvailable}: {guide.newEdition.label}
          {guide.newEdition.whatChanged ? ` — ${em.whatChanged}: ${guide.newEdition.whatChanged}` : ""}
        </p>
      )}
    </li>
  );
}
