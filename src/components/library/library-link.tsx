import { env } from "@/env";
import { libraryMessages as m } from "@/lib/messages";
import { cn } from "@/lib/utils";

/** The library's address as shown to buyers: the site's own, without the scheme. */
export const libraryAddress = () => `${new URL(env.NEXT_PUBLIC_SITE_URL).host}${m.path}`;

/**
 * "Lost your links? Get your guides with a code at …": the way back to the library from the pages
 * a buyer lands on with a link (the thank-you and download pages). A plain link.
 */
export function LibraryLink({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      {m.lostLink}{" "}
      <a href={m.path} className="[overflow-wrap:anywhere] underline">
        {libraryAddress()}
      </a>
    </p>
  );
}
