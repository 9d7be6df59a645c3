import Image from "next/image";
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
  return (
    <Image
      src={coverImages[guide]}
      alt={`eBook cover of ${guides[guide].title}`}
      width={width}
      height={Math.round((width * 4) / 3)}
      priority={priority}
      unoptimized
      className={className ?? "h-auto rounded-md shadow-lg"}
    />
  );
}
