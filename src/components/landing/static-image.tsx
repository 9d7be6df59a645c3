// Not `next/image`: that module also exports the <Image> client component, and importing it from
// a server component made <Image> (with Next's image config, head and blur helpers) part of every
// page's client JavaScript, rendered or not, against the public pages' budget (docs/performance.md,
// "The storefront pages").
import { getImageProps } from "next/dist/shared/lib/image-external-get-image-props";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"img">, "src" | "width" | "height" | "alt"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Responsive `sizes` for raster images (ignored for SVG, which needs no variants). */
  sizes?: string;
  priority?: boolean;
};

/**
 * A local image as a plain <img> with no client JavaScript: `getImageProps` gives raster images
 * Next's optimised srcset; SVGs are served as they are. Width and height reserve the space (no
 * layout shift); images below the fold load lazily.
 */
export function StaticImage({ src, alt, width, height, sizes, priority = false, ...rest }: Props) {
  const { props } = getImageProps({ src, alt, width, height, sizes, priority, unoptimized: src.endsWith(".svg") });
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps output; next/image would add client JS
  return <img {...props} {...rest} alt={alt} />;
}
