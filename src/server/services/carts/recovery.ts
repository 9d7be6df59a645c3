import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type CartReminderSettings,
  cartReminderSettingsInput,
  defaultCartReminderSettings,
  type FollowUpStep,
  stepKey,
} from "@/lib/validation/cart-reminders";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { appSecret } from "@/server/secrets";
import { recordAudit } from "@/server/audit";

// Abandoned-cart recovery (docs/insights.md#cart-reminders): the settings of the optional second
// and third reminders, the signed click parameter of every reminder's link, and what each step
// sent, had clicked and recovered.

const SETTING = "cart_reminder_steps";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A payment counts as recovered by a reminder within this long after it was sent. */
export const RECOVERY_WINDOW_DAYS = 7;

/** The second and third reminders' settings (off, 24 h and 72 h until an admin sets them). */
export async function cartReminderSettings(db: Pick<Db, "websiteSetting">): Promise<CartReminderSettings> {
  const row = await db.websiteSetting.findUnique({ where: { key: SETTING } });
  if (!row) return defaultCartReminderSettings;
  try {
    const parsed = cartReminderSettingsInput.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : defaultCartReminderSettings;
  } catch {
    return defaultCartReminderSettings; // a hand-edited row that is not JSON: the safe default (off)
  }
}

/** `settings.setCartReminders`: validated (hours 1–720, the third after the second and only with it), audited when it changes. */
export async function setCartReminderSettings(db: Db, actor: Viewer, input: unknown) {
  const next = cartReminderSettingsInput.parse(input);
  return db.$transaction(async (tx) => {
    const before = await cartReminderSettings(tx);
    if (JSON.stringify(before) === JSON.stringify(next)) return { settings: next, changed: false };
    const value = JSON.stringify(next);
    await tx.websiteSetting.upsert({ where: { key: SETTING }, create: { key: SETTING, value }, update: { value } });
    await recordAudit(tx, actor, "settings.updated", SETTING, { from: describe(before), to: describe(next) });
    return { settings: next, changed: true };
  });
}

/** One line an admin reads in the audit trail: "second on at 24 h, third off at 72 h". */
const describe = (s: CartReminderSettings) =>
  `second ${s.second.enabled ? "on" : "off"} at ${s.second.hours} h, third ${s.third.enabled ? "on" : "off"} at ${s.third.hours} h`;

/** The wait before a follow-up step, read when a cart is saved; null while the step is off (nothing is scheduled). */
export async function followUpDelayMs(db: Db, step: FollowUpStep) {
  const setting = (await cartReminderSettings(db))[stepKey[step]];
  return setting.enabled ? setting.hours * HOUR : null;
}

const signingKey = (db: Db) => appSecret(db, "cart-reminder-link");
const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url").slice(0, 16);

/**
 * The reminder's link: the cart's checkout URL with `r=<cartId>.<step>.<signature>`. The
 * checkout page's beacon carries it back (a click is a page view of that URL by a browser, so a
 * mail scanner fetching links without running scripts is no click); the signature keeps made-up
 * values from counting.
 */
export async function reminderLink(db: Db, checkoutUrl: string, cartId: string, step: number) {
  const url = new URL(checkoutUrl);
  const payload = `${cartId}.${step}`;
  url.searchParams.set("r", `${payload}.${sign(await signingKey(db), payload)}`);
  return url.toString();
}

/** The cart and step of a genuine `r` value, or null. */
export async function reminderOfParam(db: Db, value: string) {
  const match = /^([a-z0-9]{1,40})\.([123])\.([A-Za-z0-9_-]{16})$/.exec(value);
  if (!match) return null;
  const [, cartId, step, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(await signingKey(db), `${cartId}.${step}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { cartId, step: Number(step) };
}

/** Records the first click of a reminder's link (later clicks change nothing). Returns whether a reminder matched. */
export async function recordReminderClick(db: Db, value: string, now = new Date()) {
  const reminder = await reminderOfParam(db, value);
  if (!reminder) return false;
  await db.cartReminder.updateMany({ where: { ...reminder, clickedAt: null }, data: { clickedAt: now } });
  return true;
}

/**
 * Records a step as sent once its e-mail is (this run's or an earlier run's: the outbox row
 * says so). The (cartId, step) unique key keeps one row per cart and step whatever runs twice.
 */
export async function recordReminderSent(db: Db, reminder: { cartId: string; step: number; key: string; now: Date }) {
  const mail = await db.emailOutbox.findUnique({ where: { idempotencyKey: reminder.key }, select: { status: true } });
  if (mail?.status !== "sent") return false;
  await db.cartReminder.createMany({
    data: [{ cartId: reminder.cartId, step: reminder.step, sentAt: reminder.now }],
    skipDuplicates: true,
  });
  return true;
}

type Money = Record<string, number>;

/**
 * Per step, for the reminders sent in the UTC days from..to (`Date`s at midnight, `to` inclusive):
 * sent, clicked (at least once), recovered — paid orders of the cart's address and product whose
 * payment came within 7 days after the step's e-mail, each credited to the LAST reminder sent
 * before it (so an order counts once) — and the revenue recovered, net of refunds, per currency.
 */
export async function recoveryByStep(db: Db, from: Date, to: Date) {
  const start = from.toISOString();
  const end = new Date(to.getTime() + DAY).toISOString();
  const sent = await db.$queryRaw<{ step: number; sent: number; clicked: number }[]>`
    SELECT step, count(*)::int AS sent, count("clickedAt")::int AS clicked
    FROM "CartReminder"
    WHERE "sentAt" >= ${start}::timestamp AND "sentAt" < ${end}::timestamp
    GROUP BY step`;
  const recovered = await db.$queryRaw<{ step: number; currency: string; orders: number; revenue: number }[]>`
    SELECT r.step, o.currency, count(*)::int AS orders, sum(o.amount - o."refundedAmount")::int AS revenue
    FROM "Order" o
    JOIN LATERAL (
      SELECT cr.step, cr."sentAt"
      FROM "CartReminder" cr JOIN "Cart" c ON c.id = cr."cartId"
      WHERE c.email = o.email AND c."productId" = o."productId"
        AND cr."sentAt" <= o."completedAt" AND cr."sentAt" > o."completedAt" - make_interval(days => ${RECOVERY_WINDOW_DAYS}::int)
      ORDER BY cr."sentAt" DESC
      LIMIT 1
    ) r ON true
    WHERE o."completedAt" IS NOT NULL AND o.status IN ('completed', 'partially_refunded', 'refunded', 'disputed')
      AND o."completedAt" >= ${start}::timestamp
      AND r."sentAt" >= ${start}::timestamp AND r."sentAt" < ${end}::timestamp
    GROUP BY r.step, o.currency`;
  return ([1, 2, 3] as const).map((step) => {
    const row = sent.find((r) => r.step === step);
    const money = recovered.filter((r) => r.step === step);
    return {
      step,
      sent: row?.sent ?? 0,
      clicked: row?.clicked ?? 0,
      recovered: money.reduce((n, r) => n + r.orders, 0),
      revenue: Object.fromEntries(money.map((r) => [r.currency.toLowerCase(), r.revenue])) as Money,
    };
  });
}
