import "server-only";
import { env } from "@/env";
import { supportEmail } from "@/content/site";
import { commerceMessages, refundMessages } from "@/lib/messages";
import type { ProductKind } from "@/lib/validation/checkout";
import type { Db } from "@/server/db/open";
import { checkDownloadToken, DOWNLOAD_LINK_TTL_MS, signDownloadToken } from "@/server/services/downloads/tokens";
import { entitledEdition } from "@/server/services/downloads/editions";
import { deliveredBytes, stampingEnabled } from "@/server/services/downloads/stamping";

export type DownloadLink = { productId: string; product: ProductKind; name: string; path: string; url: string; remaining: number };

/** Fresh signed links for every grant of an order (a bundle has one per guide). */
export async function downloadLinksForOrder(db: Db, orderId: string, now = Date.now()): Promise<DownloadLink[]> {
  // A revoked grant (a refunded or disputed order, docs/refunds.md) gets no link.
  const grants = await db.downloadGrant.findMany({
    where: { orderId, revokedAt: null },
    include: { product: true },
    orderBy: { productId: "asc" },
  });
  return Promise.all(
    grants.map(async (grant) => {
      const token = await signDownloadToken(db, grant, { now });
      const path = `/download/file?token=${token}`;
      return {
        productId: grant.productId,
        product: grant.product.kind,
        name: grant.product.name,
        path,
        url: `${env.NEXT_PUBLIC_SITE_URL}${path}`,
        remaining: Math.max(0, grant.maxDownloads - grant.downloadCount),
      };
    }),
  );
}

/**
 * Why a download was refused: a tampered or unknown link, an old one, a used-up grant, no stored
 * file, or an order whose money went back (refunded) or is held by a chargeback (disputed).
 */
export type DownloadRefusal = "invalid" | "expired" | "exhausted" | "missing" | "refunded" | "disputed";

/** Order statuses whose grants can download (unless revoked: docs/refunds.md). */
const paidStatuses = new Set(["completed", "partially_refunded", "refunded", "disputed"]);

/** A download as the pages show it (components/checkout/download-buttons.tsx): a link on this site. */
export const pageDownload = ({ product, name, path, remaining }: DownloadLink) => ({ product, name, url: path, remaining });

/** An order's downloads as the e-mails show them: absolute links, and how many hours they work. */
export async function emailDownloadsForOrder(db: Db, orderId: string, now = Date.now()) {
  const links = await downloadLinksForOrder(db, orderId, now);
  return { downloads: links.map(({ name, url }) => ({ name, url })), expiresInHours: DOWNLOAD_LINK_TTL_MS / 3_600_000 };
}

export type DownloadFailure = {
  ok: false;
  reason: DownloadRefusal;
  message: string;
  /** Whether a fresh link by e-mail can help (offered on the error page). */
  canResend: boolean;
};
export type DownloadResult = { ok: true; bytes: Uint8Array<ArrayBuffer>; filename: string; contentType: string } | DownloadFailure;

const fail = (reason: DownloadRefusal, message: string, canResend: boolean): DownloadFailure => ({ ok: false, reason, message, canResend });

/** The product's name as a file name, with the stored file's extension (an uploaded guide may be .docx). */
const fileNameOf = (name: string, key: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "guide"
  }.${/\.([a-z0-9]+)$/.exec(key)?.[1] ?? "pdf"}`;

/** The checks shared by a download and a HEAD request: the token, the grant of a completed order, its limit, the file. */
async function checkDownload(db: Db, token: string, now: number) {
  const m = commerceMessages.download;
  const check = await checkDownloadToken(db, token, now);
  if (check.status === "invalid") return fail("invalid", m.invalid, true);

  const grant = await db.downloadGrant.findUnique({
    where: { orderId_productId: { orderId: check.orderId, productId: check.productId } },
    include: {
      order: { select: { id: true, status: true, email: true } },
      file: true,
      product: { include: { file: true, editions: { include: { file: true }, orderBy: { number: "asc" } } } },
    },
  });
  if (!grant || !paidStatuses.has(grant.order.status)) {
    return check.status === "expired" ? fail("expired", m.expired, true) : fail("invalid", m.invalid, true);
  }
  // Before the expiry: a revoked link, old or new, says why and never offers a fresh one.
  if (grant.revokedAt) {
    return grant.revokedReason === "disputed"
      ? fail("disputed", refundMessages.downloadDisputed(supportEmail), false)
      : fail("refunded", refundMessages.downloadRefunded(supportEmail), false);
  }
  if (check.status === "expired") return fail("expired", m.expired, true);
  if (grant.downloadCount >= grant.maxDownloads) return fail("exhausted", m.exhausted(grant.maxDownloads), false);
  // The edition the product's policy gives this grant (docs/product.md#editions); with no
  // editions, or a "purchased" grant from before them, the file pinned when the order
  // completed; grants from before pinning follow the product.
  const edition = entitledEdition(grant.product.pastBuyersGet, grant.product.editions, grant);
  const legacy = grant.product.pastBuyersGet === "purchased" && !grant.editionId && grant.file;
  const file = (!legacy && edition?.file) || (grant.file ?? grant.product.file);
  const editionId = legacy ? null : (edition?.id ?? null);
  if (!file) {
    console.warn(`download: no stored file for product ${grant.productId}`);
    return fail("missing", m.missingFile, false);
  }
  return { ok: true as const, grant, file, editionId, filename: fileNameOf(grant.product.name, file.key) };
}

/**
 * What a HEAD request for a download learns: whether the link works and the file's name, type
 * and size, without counting a download (link scanners and prefetchers send HEAD requests).
 */
export async function peekDownload(db: Db, token: string, now = Date.now()): Promise<DownloadPeek | DownloadFailure> {
  const checked = await checkDownload(db, token, now);
  if (!checked.ok) return checked;
  const { grant, file } = checked;
  // A stamped guide is a little larger than the original: its size once it is made.
  const stampedThis = grant.stampedKey && grant.stampedSize !== null && grant.stampedEditionId === checked.editionId;
  const size = stampedThis && grant.stampedSize !== null && (await stampingEnabled(db)) ? grant.stampedSize : file.size;
  return { ok: true, filename: checked.filename, contentType: file.contentType, size };
}
export type DownloadPeek = { ok: true; filename: string; contentType: string; size: number };

/**
 * Opens one download: checks the token (tampered → invalid, too old → expired), the grant of a
 * completed order, the file, then counts the download atomically (`downloadCount <
 * maxDownloads` in the UPDATE itself, so parallel clicks cannot exceed the limit → exhausted).
 * Only this, a GET that is given the file, counts.
 */
export async function openDownload(db: Db, token: string, now = Date.now()): Promise<DownloadResult> {
  const m = commerceMessages.download;
  const checked = await checkDownload(db, token, now);
  if (!checked.ok) return checked;
  const { grant, file, filename, editionId } = checked;
  // The buyer's stamped copy of this edition (made on its first download, then read from the store), or the file as stored.
  const bytes = await deliveredBytes(db, grant, file, editionId);
  if (!bytes) {
    console.warn(`download: no stored file for product ${grant.productId}`);
    return fail("missing", m.missingFile, false);
  }
  const counted = await db.downloadGrant.updateMany({
    where: { id: grant.id, downloadCount: { lt: grant.maxDownloads } },
    data: { downloadCount: { increment: 1 }, lastDownloadAt: new Date(now), servedEditionId: editionId },
  });
  if (counted.count === 0) return fail("exhausted", m.exhausted(grant.maxDownloads), false);
  return { ok: true, bytes, filename, contentType: file.contentType };
}
