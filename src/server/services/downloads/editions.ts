import "server-only";
import { editionMessages as m } from "@/lib/messages";
import { isGuideFolder, type StorageFolder } from "@/lib/uploads";
import type { PastBuyersPolicy, PublishEditionInput } from "@/lib/validation/editions";
import type { ProductKind } from "@/lib/validation/checkout";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { raiseWebhookEvent } from "@/server/services/webhooks/webhooks";

/**
 * Guide editions (docs/product.md#editions). A product's editions are numbered 1, 2, … in the
 * order they were published; the newest is the file new orders get (Product.fileId follows it).
 * What a past buyer downloads is decided here, from the product's `pastBuyersGet`:
 * "latest" (the default) serves every later edition, "purchased" the edition the grant bought.
 *
 * A product that had a file before editions existed gets its edition 1 lazily, from that file,
 * when its next edition is published. Its older grants keep `editionId` null and count as
 * edition 1; under "purchased" they keep the very file they were pinned to.
 */

/** What a grant is entitled to: an edition (with its file), or null (no editions: the grant's own file). */
export function entitledEdition<E extends { id: string; number: number }>(
  policy: string,
  editions: readonly E[],
  grant: { editionId: string | null },
): E | null {
  if (!editions.length) return null;
  const newest = editions.reduce((a, b) => (b.number > a.number ? b : a));
  if (policy !== "purchased") return newest;
  if (grant.editionId) return editions.find((e) => e.id === grant.editionId) ?? newest;
  // Bought before the first edition was recorded: edition 1 (the file the product had then).
  return editions.reduce((a, b) => (b.number < a.number ? b : a));
}

/** The number of the edition a grant last had: the one last downloaded, else the one bought, else 1. */
export function lastEditionNumber(
  editions: readonly { id: string; number: number }[],
  grant: { editionId: string | null; servedEditionId: string | null },
) {
  const id = grant.servedEditionId ?? grant.editionId;
  return editions.find((e) => e.id === id)?.number ?? 1;
}

/** The newest edition of each product (fulfilment records it on the grants it makes). */
export async function newestEditionIds(db: Pick<Db, "productEdition">, productIds: string[]) {
  const rows = await db.productEdition.findMany({
    where: { productId: { in: productIds } },
    orderBy: { number: "desc" },
    distinct: ["productId"],
    select: { id: true, productId: true, fileId: true },
  });
  return new Map(rows.map((r) => [r.productId, r]));
}

async function productOf(db: Pick<Db, "product">, kind: ProductKind) {
  const product = await db.product.findUnique({ where: { kind }, include: { file: true } });
  if (!product) throw new AppError("NOT_FOUND", m.unknownProduct);
  return product;
}

/**
 * Publishes a stored guide file as the product's next edition: from now on new orders get it
 * (the product's file), and past buyers too when the product says "latest". Raises
 * `product.edition_published` after the commit.
 */
export async function publishEdition(db: Db, actor: Viewer, input: Required<PublishEditionInput>) {
  const edition = await db.$transaction(async (tx) => {
    // One publisher at a time per product, so two never take the same number.
    const product = await productOf(tx, input.product);
    await tx.$queryRaw`SELECT "id" FROM "Product" WHERE "id" = ${product.id} FOR UPDATE`;
    const file = await tx.storedFile.findUnique({ where: { key: input.key } });
    if (!file) throw new AppError("NOT_FOUND", m.notAGuideFile);
    if (!isGuideFolder(file.folder as StorageFolder)) throw new AppError("BAD_INPUT", m.notAGuideFile);
    const last = await tx.productEdition.findFirst({ where: { productId: product.id }, orderBy: { number: "desc" } });
    let number = (last?.number ?? 0) + 1;
    if (!last && product.fileId && product.fileId !== file.id) {
      // The file sold before editions existed becomes edition 1.
      await tx.productEdition.create({
        data: { productId: product.id, number: 1, label: "1st edition", fileId: product.fileId, createdAt: product.createdAt },
      });
      number = 2;
    }
    const created = await tx.productEdition.create({
      data: {
        productId: product.id,
        number,
        label: input.label,
        whatChanged: input.whatChanged,
        fileId: file.id,
        createdById: actor.userId,
      },
    });
    await tx.product.update({ where: { id: product.id }, data: { fileId: file.id } });
    await recordAudit(tx, actor, "edition.published", product.kind, { edition: created.id, number, label: input.label, key: file.key });
    return { ...created, productName: product.name, productKind: product.kind };
  });
  await raiseWebhookEvent(db, "product.edition_published", edition.id, edition.id, { occurredAt: edition.createdAt });
  return edition;
}

/** `products.setPastBuyersGet`: what past buyers get of later editions, audited when it changes. */
export async function setPastBuyersGet(db: Db, actor: Viewer, kind: ProductKind, policy: PastBuyersPolicy) {
  return db.$transaction(async (tx) => {
    const product = await productOf(tx, kind);
    if (product.pastBuyersGet === policy) return { product: kind, pastBuyersGet: policy, changed: false };
    await tx.product.update({ where: { id: product.id }, data: { pastBuyersGet: policy } });
    await recordAudit(tx, actor, "edition.policy_updated", kind, { from: product.pastBuyersGet, to: policy });
    return { product: kind, pastBuyersGet: policy, changed: true };
  });
}

/** A guide's editions, newest first (the REST endpoint and the admin's editions page). */
export async function listEditions(db: Db, kind: ProductKind) {
  const product = await productOf(db, kind);
  const editions = await db.productEdition.findMany({
    where: { productId: product.id },
    orderBy: { number: "desc" },
    include: { file: { select: { key: true, originalName: true, name: true, size: true, contentType: true } } },
  });
  return {
    product: { id: product.id, kind: product.kind, name: product.name, pastBuyersGet: product.pastBuyersGet as PastBuyersPolicy },
    // A product with a file and no edition yet: its file, shown as the edition 1 it becomes.
    current: product.file && !editions.length ? { key: product.file.key, name: product.file.originalName ?? product.file.name } : null,
    editions: editions.map((e, i) => ({
      id: e.id,
      number: e.number,
      label: e.label,
      whatChanged: e.whatChanged,
      current: i === 0,
      file: { key: e.file.key, name: e.file.originalName ?? e.file.name, size: e.file.size, contentType: e.file.contentType },
      createdAt: e.createdAt,
      noticeStartedAt: e.noticeStartedAt,
    })),
  };
}

/**
 * For the library: each order's guides whose buyer is entitled to a newer edition than the one
 * they last downloaded (or bought), with its label and what changed. Keyed by order id.
 */
export async function newEditionsByOrder(db: Db, orderIds: string[]) {
  const result = new Map<string, { productId: string; label: string; whatChanged: string }[]>();
  if (!orderIds.length) return result;
  const grants = await db.downloadGrant.findMany({
    where: { orderId: { in: orderIds }, revokedAt: null, product: { editions: { some: {} } } },
    select: {
      orderId: true,
      productId: true,
      editionId: true,
      servedEditionId: true,
      product: { select: { pastBuyersGet: true, editions: { select: { id: true, number: true, label: true, whatChanged: true } } } },
    },
  });
  for (const grant of grants) {
    const entitled = entitledEdition(grant.product.pastBuyersGet, grant.product.editions, grant);
    if (!entitled || entitled.number <= lastEditionNumber(grant.product.editions, grant)) continue;
    const list = result.get(grant.orderId) ?? [];
    list.push({ productId: grant.productId, label: entitled.label, whatChanged: entitled.whatChanged });
    result.set(grant.orderId, list);
  }
  return result;
}
