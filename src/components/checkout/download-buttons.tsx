import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

/** One download button per guide of a paid order (signed, counted links). */
export function DownloadButtons({ downloads }: { downloads: { product: string; name: string; url: string }[] }) {
  return (
    <div className="grid gap-2">
      {downloads.map((d) => (
        // A guide's name is long: the label wraps on a phone instead of widening the page.
        <Button key={d.product} asChild size="lg" className="h-auto min-h-12 whitespace-normal py-3 text-center">
          <a href={d.url} download>
            <Download className="h-4 w-4 shrink-0" aria-hidden /> <span>Download {d.name} (PDF)</span>
          </a>
        </Button>
      ))}
    </div>
  );
}
