import "server-only";
import { type InvoiceSeller, invoiceSellerInput } from "@/lib/validation/invoices";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { recordAudit } from "@/server/audit";

/** The website_settings row holding the seller's invoice details as JSON. */
const SETTING = "invoice_seller";
const empty: InvoiceSeller = { legalName: "", address: "", taxNumber: "" };

/** The seller's legal name, address and tax number as invoices print them (empty until the owner sets them). */
export async function invoiceSeller(db: Pick<Db, "websiteSetting">): Promise<InvoiceSeller> {
  const row = await db.websiteSetting.findUnique({ where: { key: SETTING } });
  if (!row) return empty;
  try {
    const parsed = invoiceSellerInput.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty; // a hand-edited row that is not JSON
  }
}

/** `settings.setInvoiceSeller`: validated, audited when it changes. Invoices already issued keep what they printed. */
export async function setInvoiceSeller(db: Db, actor: Viewer, input: unknown) {
  const next = invoiceSellerInput.parse(input);
  return db.$transaction(async (tx) => {
    const before = await invoiceSeller(tx);
    if (JSON.stringify(before) === JSON.stringify(next)) return { seller: next, changed: false };
    const value = JSON.stringify(next);
    await tx.websiteSetting.upsert({ where: { key: SETTING }, create: { key: SETTING, value }, update: { value } });
    await recordAudit(tx, actor, "settings.updated", SETTING, { from: before.legalName, to: next.legalName });
    return { seller: next, changed: true };
  });
}
