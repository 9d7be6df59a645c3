import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Invoice, Prisma } from "@/generated/prisma/client";
import { invoiceMessages as m } from "@/lib/invoice-messages";
import { absoluteUrl } from "@/lib/seo/urls";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { getFileStore } from "@/server/files";
import { appSecret } from "@/server/secrets";
import { creditNoteDocument, type InvoiceDocument, invoiceDocument } from "./document";
import { nextDocumentNumber } from "./numbering";
import { renderInvoicePdf } from "./pdf";
import { invoiceSeller } from "./seller";

type Tx = Prisma.TransactionClient;

/** The order's invoice in force: the newest one (a corrected invoice replaces the first). */
export async function currentInvoice(db: Db | Tx, orderId: string) {
  return db.invoice.findFirst({ where: { orderId, kind: "invoice" }, orderBy: [{ issuedAt: "desc" }, { number: "desc" }] });
}

/**
 * Issues the invoice of an order that was just paid, inside the transaction that marked it paid
 * (fulfilment): its number comes from the locked counter, so numbers follow the commits and a
 * rolled-back fulfilment leaves no gap. An order that already has one keeps it.
 */
export async function issueInvoice(tx: Tx, orderId: string, now = new Date()) {
  const existing = await currentInvoice(tx, orderId);
  if (existing) return existing;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
  const number = await nextDocumentNumber(tx, "INV", now);
  const data = invoiceDocument(order, await invoiceSeller(tx), number, now);
  return tx.invoice.create({
    data: {
      number,
      kind: "invoice",
      orderId,
      reason: "fulfilment",
      amount: order.amount,
      taxAmount: data.tax.amount,
      currency: order.currency,
      data,
      issuedAt: now,
    },
  });
}

/**
 * A refund's credit note (`CN-…`), in the refund's own transaction: the refunded amount and its
 * share of the order's tax (the refund's, pro rata), crediting the invoice in force. One per refund.
 */
export async function issueRefundCreditNote(
  tx: Tx,
  refund: { id: string; orderId: string; amount: number; taxAmount: number; createdAt: Date },
) {
  const invoice = await currentInvoice(tx, refund.orderId);
  if (!invoice) return null; // an order paid before invoices existed has none to credit
  return creditNote(tx, invoice, {
    amount: refund.amount,
    taxAmount: refund.taxAmount,
    reason: "Refund",
    refundId: refund.id,
    at: refund.createdAt,
  });
}

async function creditNote(
  tx: Tx,
  invoice: Invoice,
  credit: { amount: number; taxAmount: number; reason: string; refundId: string | null; at: Date },
) {
  const number = await nextDocumentNumber(tx, "CN", credit.at);
  const data = creditNoteDocument(invoice.data as InvoiceDocument, { number, issuedAt: credit.at, ...credit });
  return tx.invoice.create({
    data: {
      number,
      kind: "credit_note",
      orderId: invoice.orderId,
      creditsId: invoice.id,
      refundId: credit.refundId,
      reason: credit.refundId ? "refund" : "business_details",
      amount: credit.amount,
      taxAmount: credit.taxAmount,
      currency: invoice.currency,
      data,
      issuedAt: credit.at,
    },
  });
}

/**
 * The buyer adds business details after the invoice was issued (once per order): the first
 * invoice is credited in full by a credit note and a corrected invoice with the details is issued,
 * both in one transaction on the order's locked row; nothing issued is edited.
 */
export async function addBusinessDetails(
  db: Db,
  orderId: string,
  business: { name: string; address: string; taxId: string },
  now = new Date(),
) {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId} FOR UPDATE`;
    const first = await currentInvoice(tx, orderId);
    if (!first) throw new AppError("CONFLICT", m.notPaid);
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    const corrected = await tx.invoice.count({ where: { orderId, reason: "business_details" } });
    if (corrected > 0 || order.businessName) throw new AppError("CONFLICT", m.alreadyCorrected);
    // A refund already credited part of the first invoice: crediting it whole again would over-credit.
    if (order.refundedAmount > 0) throw new AppError("CONFLICT", m.refundedCannotCorrect);
    const details = { businessName: business.name, businessAddress: business.address || null, taxId: business.taxId || null };
    await tx.order.update({ where: { id: orderId }, data: details });
    const note = await creditNote(tx, first, {
      amount: first.amount,
      taxAmount: first.taxAmount,
      reason: "Replaced by a corrected invoice with business details",
      refundId: null,
      at: now,
    });
    const number = await nextDocumentNumber(tx, "INV", now);
    const data = invoiceDocument(
      { ...order, ...details, completedAt: order.completedAt },
      (first.data as InvoiceDocument).seller,
      number,
      now,
    );
    const invoice = await tx.invoice.create({
      data: {
        number,
        kind: "invoice",
        orderId,
        reason: "business_details",
        amount: first.amount,
        taxAmount: first.taxAmount,
        currency: first.currency,
        data,
        issuedAt: now,
      },
    });
    return { invoice, creditNote: note };
  });
}

/** The PDF of an invoice or credit note: rendered from what was issued and stored once (file port); later calls read it back. */
export async function invoicePdf(db: Db, invoice: Pick<Invoice, "id" | "number" | "data" | "storageKey">): Promise<Uint8Array> {
  const store = getFileStore();
  if (invoice.storageKey) {
    const stored = await store.get(invoice.storageKey);
    if (stored) return stored;
  }
  const bytes = await renderInvoicePdf(invoice.data as InvoiceDocument);
  const key = `invoices/${invoice.number}.pdf`;
  await store.put(key, bytes);
  await db.invoice.updateMany({ where: { id: invoice.id, storageKey: null }, data: { storageKey: key } });
  return bytes;
}

/** The order's invoices and credit notes, in the order they were issued. */
export async function invoicesOf(db: Db, orderId: string) {
  return db.invoice.findMany({ where: { orderId }, orderBy: [{ issuedAt: "asc" }, { number: "asc" }] });
}

const signingKey = (db: Db) => appSecret(db, "invoice-link");
const sign = (key: Buffer, id: string) => createHmac("sha256", key).update(`invoice:${id}`).digest("base64url");

/** The buyer's link to a document: `/invoice/file?token=<id>.<hmac>` (no expiry: an accountant asks years later). */
export async function invoiceLink(db: Db, invoiceId: string) {
  return absoluteUrl(`/invoice/file?token=${invoiceId}.${sign(await signingKey(db), invoiceId)}`);
}

/** The document a buyer's token names, or null for a tampered or unknown token (constant-time check). */
export async function invoiceForToken(db: Db, token: string) {
  const [id, signature, extra] = token.split(".");
  if (!id || !signature || extra !== undefined || id.length > 64) return null;
  const expected = Buffer.from(sign(await signingKey(db), id));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return db.invoice.findUnique({ where: { id } });
}

/** What a buyer's page lists: each document with its signed link. */
export async function invoiceLinksOf(db: Db, orderId: string) {
  const rows = await invoicesOf(db, orderId);
  return Promise.all(
    rows.map(async (row) => ({
      number: row.number,
      kind: row.kind,
      issuedAt: row.issuedAt,
      amount: row.amount,
      currency: row.currency,
      url: await invoiceLink(db, row.id),
    })),
  );
}
