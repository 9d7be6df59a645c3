import "server-only";
import type { Prisma } from "@/generated/prisma/client";

export type DocumentPrefix = "INV" | "CN";

/**
 * The next number of a kind for the year of `at` (UTC): `INV-2026-000001`. One statement on the
 * per-kind-and-year counter row: the insert-or-increment takes the row's lock, which the caller's
 * transaction holds until it commits, so concurrent issuers (any process) wait and number one after
 * another; a transaction that fails rolls its increment back with it, leaving no gap.
 */
export async function nextDocumentNumber(tx: Prisma.TransactionClient, prefix: DocumentPrefix, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceCounter" ("prefix", "year", "last") VALUES (${prefix}, ${year}, 1)
    ON CONFLICT ("prefix", "year") DO UPDATE SET "last" = "InvoiceCounter"."last" + 1
    RETURNING "last"`;
  return `${prefix}-${year}-${String(row!.last).padStart(6, "0")}`;
}
