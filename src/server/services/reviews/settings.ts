import "server-only";
import { defaultReviewRequestSettings, type ReviewRequestSettings, reviewRequestSettingsInput } from "@/lib/validation/reviews";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { recordAudit } from "@/server/audit";

// The review request's settings (docs/product.md#reviews): on or off, and the days after payment.

const SETTING = "review_requests";
const DAY = 24 * 3_600_000;

/** The saved settings; on at 7 days until an admin changes them (a hand-edited row that does not parse: the default). */
export async function reviewRequestSettings(db: Pick<Db, "websiteSetting">): Promise<ReviewRequestSettings> {
  const row = await db.websiteSetting.findUnique({ where: { key: SETTING } });
  if (!row) return defaultReviewRequestSettings;
  try {
    const parsed = reviewRequestSettingsInput.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : defaultReviewRequestSettings;
  } catch {
    return defaultReviewRequestSettings;
  }
}

/** `settings.setReviewRequests`: validated (days 0–90), audited when it changes. */
export async function setReviewRequestSettings(db: Db, actor: Viewer, input: unknown) {
  const next = reviewRequestSettingsInput.parse(input);
  return db.$transaction(async (tx) => {
    const before = await reviewRequestSettings(tx);
    if (before.enabled === next.enabled && before.days === next.days) return { settings: next, changed: false };
    const value = JSON.stringify(next);
    await tx.websiteSetting.upsert({ where: { key: SETTING }, create: { key: SETTING, value }, update: { value } });
    await recordAudit(tx, actor, "settings.updated", SETTING, { from: describe(before), to: describe(next) });
    return { settings: next, changed: true };
  });
}

const describe = (s: ReviewRequestSettings) => `${s.enabled ? "on" : "off"} at ${s.days} days`;

/** The wait before an order's review request, read when the order completes; null while requests are off (nothing is scheduled). */
export async function reviewRequestDelayMs(db: Db) {
  const settings = await reviewRequestSettings(db);
  return settings.enabled ? settings.days * DAY : null;
}
