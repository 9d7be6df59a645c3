import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

/** One download button per guide of a paid order (signed, counted links). */
export function DownloadButtons({ downloads }: { downloads: { product: string; name: string; url: string }[] }) {
  return (
    <div className="grid gap-2">
      {downloads.map((d) => (
        <Button key={d.product} asChild size="lg">
          <a href={d.url} download>
            <Download className="h-4 w-4" aria-hidden /> Download {d.name} (PDF)
          </a>
        </Button>
      ))}
    </div>
  );
}
