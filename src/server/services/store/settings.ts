import "server-only";
import { defaultSettings, settingKeys, type WebsiteSettings } from "@/lib/settings";
import { type SettingsUpdateInput, settingsUpdateInput, storedPrice } from "@/lib/validation/settings";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { recordAudit } from "@/server/audit";

/** The seven website settings; a missing row falls back to its seed value. */
export async function getPublicSettings(db: Db): Promise<WebsiteSettings> {
  const rows = await db.websiteSetting.findMany({ where: { key: { in: [...settingKeys] } } });
  const settings = { ...defaultSettings };
  for (const row of rows) settings[row.key as keyof WebsiteSettings] = row.value;
  return settings;
}

/**
 * `settings.update`: upserts each key sent (docs/product.md#admin, keyed on setting_key), only those whose value
 * changed, each with an audit record of its old and new value in the same transaction. Returns the
 * keys saved and the settings as they now are.
 */
export async function updateSettings(db: Db, actor: Viewer, input: SettingsUpdateInput) {
  const parsed = settingsUpdateInput.parse(input);
  const current = await getPublicSettings(db);
  const changes = settingKeys.flatMap((key) => {
    const value = parsed[key];
    if (value === undefined) return [];
    const next = typeof value === "number" ? storedPrice(value) : value;
    return next === current[key] ? [] : [{ key, from: current[key], to: next }];
  });
  await db.$transaction(async (tx) => {
    for (const { key, from, to } of changes) {
      await tx.websiteSetting.upsert({ where: { key }, create: { key, value: to }, update: { value: to } });
      await recordAudit(tx, actor, "settings.updated", key, { from, to });
    }
  });
  return { saved: changes.map((c) => c.key), settings: await getPublicSettings(db) };
}
