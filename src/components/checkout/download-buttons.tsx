import { Download } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/**
 * One download button per guide of a paid order (signed, counted links). No `download`
 * attribute: the server's `content-disposition: attachment` saves the file and keeps the page,
 * while a refused link (expired, used up, or an order refunded since the page opened:
 * docs/refunds.md) opens its explanation instead of a failed download.
 */
export function DownloadButtons({ downloads }: { downloads: { product: string; name: string; url: string }[] }) {
  return (
    <div className="grid gap-2">
      {downloads.map((d) => (
        // A guide's name is long: the label wraps on a phone instead of widening the page.
        <Button key={d.product} asChild size="lg" className="h-auto min-h-12 py-3 text-center whitespace-normal">
          <a href={d.url}>
            <Download className="h-4 w-4 shrink-0" aria-hidden /> <span>Download {d.name} (PDF)</span>
          </a>
        </Button>
      ))}
    </div>
  );
}
