import "server-only";
import { revalidatePath } from "next/cache";

/**
 * The pages that show a guide's approved reviews (docs/product.md#reviews): the landing page (one
 * static page per pricing region) and the guide's product pages. A page added later that shows
 * reviews belongs in this list.
 */
export const reviewPages = [
  { path: "/home/[region]", type: "page" },
  { path: "/digital-fertility-guide", type: "page" },
  { path: "/gender-swaying-2025", type: "page" },
  { path: "/gender-swaying-2024", type: "page" },
  { path: "/baby-gender-selection-home", type: "page" },
  { path: "/natural-fertility-methods-pdf", type: "page" },
] as const;

/**
 * Marks the review pages stale after an approval, a hide or a reply, so the next request renders
 * them again. Outside a Next.js request (a script, a test) there is no page cache to clear.
 */
export function revalidateReviewPages() {
  for (const { path, type } of reviewPages) {
    try {
      revalidatePath(path, type);
    } catch (error) {
      if (!/static generation store missing/.test((error as Error).message)) throw error;
    }
  }
}
