import { z } from "zod";
import { cartReminderMessages as m } from "@/lib/messages";

/** Hours after the last cart save: a whole number from 1 to 720 (30 days). */
const hours = z.number({ error: m.hoursInvalid }).int(m.hoursInvalid).min(1, m.hoursInvalid).max(720, m.hoursInvalid);

const step = z.strictObject({ enabled: z.boolean(), hours });

/**
 * `settings.setCartReminders` and the /admin/settings card: the optional second and third
 * abandoned-cart reminders (docs/insights.md#cart-reminders). The third comes after the second
 * and needs it on; the 5-minute first reminder is not set here (docs/product.md#emails-and-jobs).
 */
export const cartReminderSettingsInput = z.strictObject({ second: step, third: step }).superRefine((value, ctx) => {
  if (value.third.hours <= value.second.hours) ctx.addIssue({ code: "custom", path: ["third", "hours"], message: m.thirdNotAfterSecond });
  if (value.third.enabled && !value.second.enabled)
    ctx.addIssue({ code: "custom", path: ["third", "enabled"], message: m.thirdNeedsSecond });
});

export type CartReminderSettings = z.infer<typeof cartReminderSettingsInput>;

/** Off by default, at 24 h and 72 h when turned on. */
export const defaultCartReminderSettings: CartReminderSettings = {
  second: { enabled: false, hours: 24 },
  third: { enabled: false, hours: 72 },
};

/** The follow-up steps: 2 and 3 (step 1 is the 5-minute reminder). */
export const followUpSteps = [2, 3] as const;
export type FollowUpStep = (typeof followUpSteps)[number];
export const stepKey = { 2: "second", 3: "third" } as const satisfies Record<FollowUpStep, keyof CartReminderSettings>;
