import { preload } from "react-dom";
import { StaticImage } from "@/components/landing/static-image";
import { guides } from "@/content/site";
import type { GuideKey } from "@/content/types";

/** Public path of each guide's eBook cover (SVG in public/images). */
export const coverImages: Record<GuideKey, string> = {
  fertility: "/images/ebook-cover-fertility.svg",
  intimacy: "/images/ebook-cover-intimacy.svg",
};

/** The eBook cover of a guide, sized for cards; `priority` when it is above the fold. */
export function GuideCover({
  guide,
  width = 180,
  priority = false,
  className,
}: {
  guide: GuideKey;
  width?: number;
  priority?: boolean;
  className?: string;
}) {
  // The same <img> as next/image's <Image unoptimized> (SVG), without its client component; like
  // <Image priority>, a cover above the fold is also preloaded.
  if (priority) preload(coverImages[guide], { as: "image", fetchPriority: "high" });
  return (
    <StaticImage
      src={coverImages[guide]}
      alt={`eBook cover of ${guides[guide].title}`}
      width={width}
      height={Math.round((width * 4) / 3)}
      priority={priority}
      className={className ?? "h-auto rounded-md shadow-lg"}
    />
  );
}
