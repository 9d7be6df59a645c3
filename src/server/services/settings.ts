import "server-only";
import { defaultSettings, settingKeys, type WebsiteSettings } from "@/lib/settings";
import type { Db } from "@/server/db/open";

/** The seven website settings; a missing row falls back to its seed value. */
export async function getPublicSettings(db: Db): Promise<WebsiteSettings> {
  const rows = await db.websiteSetting.findMany({ where: { key: { in: [...settingKeys] } } });
  const settings = { ...defaultSettings };
  for (const row of rows) settings[row.key as keyof WebsiteSettings] = row.value;
  return settings;
}
