import { z } from "zod";
import { adminMessages } from "@/lib/messages";
import type { SettingKey } from "@/lib/settings";
import { sanitized } from "./fields";

/** The longest value each text setting may hold (after sanitising). */
export const settingLimits = {
  site_title: 100,
  hero_description: 1000,
  guarantee_text: 1000,
  single_guide_title: 200,
  bundle_guide_title: 200,
} as const;

const text = (max: number) =>
  sanitized({ rawMax: max * 4, multiline: max > 200 }).pipe(
    z.string().min(1, adminMessages.settingEmpty).max(max, `At most ${max} characters.`),
  );

/** A display price in dollars (docs/product.md#admin: price settings are numeric): 0–100000, at most two decimals. */
export const priceField = z
  .number({ error: adminMessages.priceNotNumeric })
  .finite(adminMessages.priceNotNumeric)
  .min(0, adminMessages.priceNotNumeric)
  .max(100_000, adminMessages.priceNotNumeric)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, adminMessages.priceNotNumeric);

/**
 * `settings.update` and the admin form: any of the seven keys (docs/product.md#admin), prices as numbers, the
 * rest as text; an unknown key is refused. Each key sent is upserted on its own.
 */
export const settingsUpdateInput = z.strictObject({
  site_title: text(settingLimits.site_title).optional(),
  single_price: priceField.optional(),
  bundle_price: priceField.optional(),
  hero_description: text(settingLimits.hero_description).optional(),
  guarantee_text: text(settingLimits.guarantee_text).optional(),
  single_guide_title: text(settingLimits.single_guide_title).optional(),
  bundle_guide_title: text(settingLimits.bundle_guide_title).optional(),
} satisfies Record<SettingKey, z.ZodType>);
export type SettingsUpdateInput = z.input<typeof settingsUpdateInput>;

/** The price keys, shown as numeric inputs. */
export const priceKeys = ["single_price", "bundle_price"] as const satisfies readonly SettingKey[];

/** A number as it is stored in website_settings: "97", "97.5" → "97.50". */
export const storedPrice = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
