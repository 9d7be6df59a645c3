import "server-only";
import type { TaxSettingsInput } from "@/lib/validation/tax";
import { taxSettingsInput } from "@/lib/validation/tax";
import { Prisma } from "@/generated/prisma/client";
import type { Viewer } from "@/server/auth/port";
import { sqlRows } from "@/server/db/direct-sql";
import type { Db } from "@/server/db/open";
import { recordAudit } from "@/server/audit";

/** The website_settings rows of tax collection (docs/product.md#tax). */
const keys = { collect: "tax_collect", sellerCountry: "tax_seller_country", pricesInclusive: "tax_prices_inclusive" } as const;

export type TaxSettings = {
  /** "Collect tax": off by default, and then every order's tax is 0. */
  collect: boolean;
  /** Where the seller is (ISO code): a buyer in another EU country with a VAT number is reverse-charged. */
  sellerCountry: string;
  /** With Stripe Tax: prices include tax (inclusive) or tax is added at checkout (exclusive). */
  pricesInclusive: boolean;
};

const defaults: TaxSettings = { collect: false, sellerCountry: "US", pricesInclusive: true };

/** The tax settings; missing rows are the defaults (tax off). One plain statement: it runs on every quote. */
export async function getTaxSettings(db: Pick<Db, "$queryRaw">): Promise<TaxSettings> {
  const rows = await sqlRows<{ key: string; value: string }>(
    db,
    Prisma.sql`SELECT "key", "value" FROM "WebsiteSetting" WHERE "key" IN (${keys.collect}, ${keys.sellerCountry}, ${keys.pricesInclusive})`,
  );
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return {
    collect: value(keys.collect) === "on",
    sellerCountry: value(keys.sellerCountry) || defaults.sellerCountry,
    pricesInclusive: (value(keys.pricesInclusive) ?? "on") === "on",
  };
}

const stored = (settings: TaxSettings, key: keyof TaxSettings) => {
  const v = settings[key];
  return typeof v === "boolean" ? (v ? "on" : "off") : v;
};

/** `tax.setSettings`: saves each setting sent that changed, each audited with its old and new value. */
export async function setTaxSettings(db: Db, actor: Viewer, input: TaxSettingsInput) {
  const parsed = taxSettingsInput.parse(input);
  return db.$transaction(async (tx) => {
    const current = await getTaxSettings(tx);
    const next = { ...current, ...Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) } as TaxSettings;
    for (const field of Object.keys(keys) as (keyof TaxSettings)[]) {
      const from = stored(current, field);
      const to = stored(next, field);
      if (from === to) continue;
      await tx.websiteSetting.upsert({ where: { key: keys[field] }, create: { key: keys[field], value: to }, update: { value: to } });
      await recordAudit(tx, actor, "tax.settings_updated", keys[field], { from, to });
    }
    return next;
  });
}
