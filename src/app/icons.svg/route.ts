import { spriteSvg } from "@/lib/sprite-icons";

// The icon sprite the pages' <use> elements point at (src/components/ui/icons.tsx): built once at
// build time and served as a static file.
export const dynamic = "force-static";

export function GET() {
  return new Response(spriteSvg(), { headers: { "content-type": "image/svg+xml" } });
}
