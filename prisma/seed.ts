// Seed data of docs/product.md#prices: products, regional prices, website settings, discount codes, and a
// real PDF for each guide in the file store.
// Idempotent and non-destructive: existing rows (an admin's edits) are left as they are.
import type { Db } from "../src/server/db/open";
import { exitOffer } from "../src/lib/offers";
import { defaultSettings } from "../src/lib/settings";
import { getFileStore } from "../src/server/files";
import { seedGuideFiles } from "../src/server/pdf/guide-files";
import type { FileStore } from "../src/server/files/port";
import { guides } from "../src/content/site";

const products = [
  {
    id: "fertility",
    kind: "fertility",
    name: guides.fertility.title,
    description: "The complete guide to natural fertility, timing and evidence-based gender swaying.",
    badge: null,
  },
  {
    id: "intimacy",
    kind: "intimacy",
    name: guides.intimacy.title,
    description: "A practical guide for couples to close the intimacy gap while trying to conceive.",
    badge: "NEW GUIDE",
  },
  {
    id: "bundle",
    kind: "bundle",
    name: "Complete Fertility & Intimacy Bundle",
    description: "Both guides together: natural fertility and gender selection, and the intimacy gap guide.",
    badge: null,
  },
] as const;

// Minor units (docs/product.md#prices). The bundle has one price, in the default region's currency.
const prices = [
  { productId: "fertility", country: "US", currency: "usd", amount: 4700 },
  { productId: "fertility", country: "UK", currency: "gbp", amount: 3700 },
  { productId: "fertility", country: "AU", currency: "aud", amount: 4900 },
  { productId: "intimacy", country: "US", currency: "usd", amount: 3700 },
  { productId: "intimacy", country: "UK", currency: "gbp", amount: 2900 },
  { productId: "intimacy", country: "AU", currency: "aud", amount: 3900 },
  { productId: "bundle", country: "US", currency: "usd", amount: 13500 },
] as const;

/**
 * Created when missing, never overwritten: from then on they are ordinary rows an admin changes
 * or deactivates at /admin/codes (docs/discounts-and-stamping.md). Percent codes for every product.
 */
export const discountCodes = [
  { code: "SAVE50", percentOff: 50, description: "Homepage offer: 50% off" },
  { ...exitOffer, description: `Exit-intent offer: ${exitOffer.percentOff}% off` },
] as const;

/** Loads the seed rows and guide files; safe to run any number of times. Tests pass their own file store. */
export async function seed(db: Db, opts: { files?: FileStore } = {}) {
  for (const product of products) {
    await db.product.upsert({ where: { id: product.id }, create: product, update: {} });
  }
  for (const item of ["fertility", "intimacy"]) {
    await db.bundleItem.upsert({
      where: { bundleId_productId: { bundleId: "bundle", productId: item } },
      create: { bundleId: "bundle", productId: item },
      update: {},
    });
  }
  for (const price of prices) {
    await db.price.upsert({
      where: { productId_country: { productId: price.productId, country: price.country } },
      create: price,
      update: {},
    });
  }
  for (const [key, value] of Object.entries(defaultSettings)) {
    await db.websiteSetting.upsert({ where: { key }, create: { key, value }, update: {} });
  }
  for (const code of discountCodes) {
    await db.discountCode.upsert({ where: { code: code.code }, create: code, update: {} });
  }
  await seedGuideFiles(db, opts.files ?? getFileStore());
}
