import "server-only";
import { revalidatePath } from "next/cache";

/**
 * The public pages that show website settings: the landing page, one static page per pricing
 * region (`/` is rewritten to `/home/<region>` by src/proxy.ts). A page added later that reads
 * the settings belongs in this list.
 */
export const settingsPages = [{ path: "/home/[region]", type: "page" }] as const;

/**
 * Marks the pages that read website settings stale, so the next request renders them again with
 * the saved values. Outside a Next.js request (a script, a test) there is no page cache to clear.
 */
export function revalidateSettingsPages() {
  for (const { path, type } of settingsPages) {
    try {
      revalidatePath(path, type);
    } catch (error) {
      if (!/static generation store missing/.test((error as Error).message)) throw error;
    }
  }
}
