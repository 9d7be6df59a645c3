// Display formatting shared by blog cards and article headers.
import type { ArticleAuthor } from "@/content/types";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2025-03-15" → "March 15, 2025" (UTC, so the server and the browser agree). */
export function formatArticleDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Byline as shown: the name, plus credentials for a person when known. */
export function formatAuthor(author: ArticleAuthor): string {
  return author.kind === "person" && author.credentials ? `${author.name}, ${author.credentials}` : author.name;
}

/** An id for a heading: "1. Who we are" → "1-who-we-are". */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
