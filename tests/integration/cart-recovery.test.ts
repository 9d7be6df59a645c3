// Abandoned-cart recovery (docs/insights.md#cart-reminders): the optional second and third
// reminders on the local engine (injected clock) and through Inngest, each cancellation, one
// e-mail per cart and step under a double run, the link's click, and the per-step report with
// recovery within 7 days and its revenue; the discount codes' table of /admin/insights.
import { InngestTestEngine } from "@inngest/test";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as beacon } from "@/app/api/beacon/route";
import { cartReminderMessages } from "@/lib/messages";
import type { SaveCartInput } from "@/lib/validation/checkout";
import { inngestFunctions } from "@/server/jobs/inngest";
import { workflows } from "@/server/jobs/workflows";
import { workflowSteps } from "@/server/workflow-steps";
import { remindAgain } from "@/server/services/carts/reminder";
import { forgetSaltCache } from "@/server/services/insights/insights";
import { unsubscribe, unsubscribeToken } from "@/server/services/leads/unsubscribe";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, orderRow, signedIn, startCheckout } from "./factories";
import { callerFor, freshIp, rejectionOf } from "./helpers";
import { useTestEngine } from "./job-engine";

const functions = inngestFunctions(workflows, workflowSteps);

const db = useTestDatabase();
const engine = useTestEngine(db);

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
let n = 0;
const address = () => `recover${++n}.${process.pid}@mail.fertility-buyers.org`;
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function saveCart(override: Partial<SaveCartInput> = {}) {
  const input = {
    email: address(),
    firstName: "Ana",
    product: "fertility" as const,
    countryCode: "US" as const,
    marketingOptIn: true,
    ...override,
  };
  await (await callerFor()).checkout.saveCart(input);
  const cart = await db().cart.findFirstOrThrow({ where: { email: input.email } });
  return { ...input, cart };
}
const reminders = (email: string) =>
  db().emailOutbox.findMany({ where: { to: email, template: "abandoned-cart-reminder" }, orderBy: { createdAt: "asc" } });
const jobOf = (step: 2 | 3, cartId: string) =>
  db().scheduledJob.findUnique({ where: { idempotencyKey: `abandoned-cart-reminder-${step}:${cartId}` } });
/** The `r` value of the e-mail's link. */
const clickParam = (html: string) => /[?&](?:amp;)?r=([\w.-]+)/.exec(html)?.[1];

async function turnOn(second: { enabled: boolean; hours: number } = { enabled: true, hours: 24 }, third = { enabled: true, hours: 72 }) {
  const admin = await signedIn(db(), { admin: true });
  return admin.caller.settings.setCartReminders({ second, third });
}

beforeEach(async () => {
  await db().websiteSetting.deleteMany({ where: { key: "cart_reminder_steps" } });
});

describe("the second and third reminders", () => {
  it("are off by default: only the 5-minute reminder, nothing scheduled after it", async () => {
    const admin = await signedIn(db(), { admin: true });
    expect(await admin.caller.settings.cartReminders()).toEqual({
      second: { enabled: false, hours: 24 },
      third: { enabled: false, hours: 72 },
    });
    const { email, cart } = await saveCart();
    expect(await jobOf(2, cart.id)).toBeNull();
    expect(await jobOf(3, cart.id)).toBeNull();
    expect(await engine().advance(5 * MIN)).toBe(1);
    expect(await engine().advance(80 * HOUR)).toBe(0);
    expect(await reminders(email)).toHaveLength(1);
  });

  it("on: 24 h and 72 h after the LAST save, each once, with its own wording and its own signed step in the link", async () => {
    await turnOn();
    const first = await saveCart();
    await engine().advance(2 * HOUR);
    const { email, cart } = await saveCart({ email: first.email, firstName: "Ana" }); // a later save restarts every wait
    expect(await engine().advance(5 * MIN)).toBe(1);
    // A minute's margin: the clock is real time plus the offset, and the test itself takes time.
    expect(await engine().advance(24 * HOUR - 6 * MIN)).toBe(0);
    expect(await engine().advance(MIN)).toBe(1);
    expect(await engine().advance(48 * HOUR - MIN)).toBe(0);
    expect(await engine().advance(MIN)).toBe(1);
    expect(await engine().advance(30 * DAY)).toBe(0);

    const mails = await reminders(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Still thinking it over\?/),
      expect.stringMatching(/^Your checkout is saved:/),
      expect.stringMatching(/^Last reminder:/),
    ]);
    expect(mails[0]!.html).toContain("Ana, your guide is still waiting");
    expect(mails[1]!.html).toContain("Ana, still thinking it over?");
    expect(mails[2]!.html).toContain("our last reminder about this checkout");
    for (const mail of mails) expect(mail.html).toContain("/unsubscribe?token=");
    expect(mails.map((m) => clickParam(m.html)?.split(".").slice(0, 2).join("."))).toEqual([
      `${cart.id}.1`,
      `${cart.id}.2`,
      `${cart.id}.3`,
    ]);
    expect(mails[1]!.html).toContain("http://localhost:3000/checkout?product=fertility&amp;country=US&amp;r=");
    expect(await db().cartReminder.findMany({ where: { cartId: cart.id }, orderBy: { step: "asc" }, select: { step: true } })).toEqual([
      { step: 1 },
      { step: 2 },
      { step: 3 },
    ]);
    expect(await jobOf(2, cart.id)).toMatchObject({ status: "done", outcome: "sent" });
  });

  it("only the second when the third is off, at the hours set", async () => {
    await turnOn({ enabled: true, hours: 2 }, { enabled: false, hours: 72 });
    const { email, cart } = await saveCart();
    await engine().advance(2 * HOUR - MIN);
    expect(await reminders(email)).toHaveLength(1);
    await engine().advance(MIN);
    expect(await reminders(email)).toHaveLength(2);
    expect(await jobOf(3, cart.id)).toBeNull();
  });

  describe("cancelled by", () => {
    it("a purchase: the order cancels the waits, and one the engine heard nothing of is found when the step runs", async () => {
      await turnOn();
      const { email, cart } = await saveCart();
      await engine().advance(5 * MIN);
      await completedOrder({ email, product: "fertility" });
      expect(await jobOf(2, cart.id)).toMatchObject({ status: "cancelled" });
      expect(await jobOf(3, cart.id)).toMatchObject({ status: "cancelled" });

      const other = await saveCart({ product: "fertility" });
      await engine().advance(5 * MIN);
      await db().order.create({
        data: orderRow({ email: other.email, productId: "fertility", status: "completed", completedAt: new Date() }),
      });
      await engine().advance(DAY);
      expect(await jobOf(2, other.cart.id)).toMatchObject({ status: "done", outcome: "skipped: already bought" });
      expect(await reminders(email)).toHaveLength(1);
    });

    it("a new checkout", async () => {
      await turnOn();
      const { email, cart } = await saveCart();
      await engine().advance(5 * MIN);
      await startCheckout({ email, product: "fertility" });
      expect(await jobOf(2, cart.id)).toMatchObject({ status: "cancelled", outcome: "cancelled by checkout/started" });
      await engine().advance(4 * DAY);
      expect(await reminders(email)).toHaveLength(1);
    });

    it("an unsubscribe after the first reminder", async () => {
      await turnOn();
      const { email, cart } = await saveCart();
      await engine().advance(5 * MIN);
      await unsubscribe(db(), await unsubscribeToken(db(), email), "one-click");
      await engine().advance(DAY);
      expect(await jobOf(2, cart.id)).toMatchObject({ status: "done", outcome: "skipped: unsubscribed" });
      expect(await reminders(email)).toHaveLength(1);
    });

    it("a missing opt-in", async () => {
      await turnOn();
      const { email, cart } = await saveCart({ marketingOptIn: false });
      await engine().advance(3 * DAY);
      expect(await jobOf(2, cart.id)).toMatchObject({ status: "done", outcome: "skipped: no marketing opt-in" });
      expect(await jobOf(3, cart.id)).toMatchObject({ status: "done", outcome: "skipped: no marketing opt-in" });
      expect(await reminders(email)).toHaveLength(0);
    });

    it("the step turned off while its run waited", async () => {
      await turnOn();
      const { email, cart } = await saveCart();
      await turnOn({ enabled: false, hours: 24 }, { enabled: false, hours: 72 });
      await engine().advance(3 * DAY);
      expect(await jobOf(2, cart.id)).toMatchObject({ status: "done", outcome: "skipped: turned off in the settings" });
      expect(await reminders(email)).toHaveLength(1);
    });
  });

  it("one e-mail per cart and step when the step runs twice at once (the outbox key and CartReminder's unique key)", async () => {
    await turnOn();
    const { email, cart } = await saveCart();
    const data = { cartId: cart.id, savedAt: cart.updatedAt.toISOString() };
    const outcomes = await Promise.all([
      remindAgain(db(), data, 2, new Date()),
      remindAgain(db(), data, 2, new Date()),
      remindAgain(db(), data, 2, new Date()),
    ]);
    expect(outcomes.sort()).toEqual(["sent", "skipped: already sent", "skipped: already sent"]);
    expect(await reminders(email)).toHaveLength(1);
    expect(await db().cartReminder.count({ where: { cartId: cart.id, step: 2 } })).toBe(1);
    expect(await remindAgain(db(), data, 2, new Date())).toBe("skipped: already sent");
    // The table itself refuses a second row for the step, whatever the code does.
    await expect(db().cartReminder.create({ data: { cartId: cart.id, step: 2, sentAt: new Date() } })).rejects.toMatchObject({
      code: "P2002",
    });
  });
});

describe("settings.setCartReminders", () => {
  it("validates hours 1–720, the third after the second and only with it, with clear messages; audited", async () => {
    const admin = await signedIn(db(), { admin: true });
    const set = (second: unknown, third: unknown) => rejectionOf(admin.caller.settings.setCartReminders({ second, third } as never));
    const on = (hours: number) => ({ enabled: true, hours });
    for (const hours of [0, 721, 1.5, Number.NaN]) {
      expect(await set(on(hours), on(800))).toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining(cartReminderMessages.hoursInvalid),
      });
    }
    expect(await set(on(48), on(48))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(cartReminderMessages.thirdNotAfterSecond),
    });
    expect(await set({ enabled: false, hours: 24 }, on(72))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(cartReminderMessages.thirdNeedsSecond),
    });
    expect(await admin.caller.settings.cartReminders()).toMatchObject({ second: { enabled: false } });

    expect(await admin.caller.settings.setCartReminders({ second: on(1), third: on(720) })).toMatchObject({ changed: true });
    expect(await admin.caller.settings.setCartReminders({ second: on(1), third: on(720) })).toMatchObject({ changed: false });
    const audit = await db().auditEvent.findFirstOrThrow({ where: { target: "cart_reminder_steps" }, orderBy: { createdAt: "desc" } });
    expect(audit.details).toEqual({ from: "second off at 24 h, third off at 72 h", to: "second on at 1 h, third on at 720 h" });
  });
});

describe("clicks, recovery and revenue per step (insights.reminders)", () => {
  const click = (u: string, ua = chrome) =>
    beacon(
      new Request("http://localhost:3000/api/beacon", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": freshIp(), "user-agent": ua },
        body: JSON.stringify({ u, r: "" }),
      }),
    );
  const linkPath = (html: string) => {
    const href = /href="(http:\/\/localhost:3000\/checkout\?[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    const url = new URL(href);
    return url.pathname + url.search;
  };

  /** A cart whose three reminders went out; returns when each was sent. */
  async function remindedThreeTimes() {
    const saved = await saveCart();
    await engine().advance(5 * MIN);
    await engine().advance(24 * HOUR);
    await engine().advance(48 * HOUR);
    const rows = await db().cartReminder.findMany({ where: { cartId: saved.cart.id }, orderBy: { step: "asc" } });
    expect(rows).toHaveLength(3);
    return { ...saved, sentAt: rows.map((r) => r.sentAt), mails: await reminders(saved.email) };
  }
  const dayOf = (d: Date) => d.toISOString().slice(0, 10);

  beforeEach(async () => {
    forgetSaltCache();
    await db().$executeRawUnsafe(`DELETE FROM "CartReminder"`);
    await db().$executeRawUnsafe(`DELETE FROM "RateLimit"`);
  });

  it("a browser opening the link records the click of its step once; a forged or a bot's visit records nothing", async () => {
    await turnOn();
    const { cart, mails } = await remindedThreeTimes();
    const second = linkPath(mails[1]!.html);
    expect(second).toMatch(new RegExp(`^/checkout\\?product=fertility&country=US&r=${cart.id}\\.2\\.[\\w-]{16}$`));
    expect((await click(second, "Googlebot/2.1 (+http://www.google.com/bot.html)")).status).toBe(204);
    expect(await db().cartReminder.count({ where: { clickedAt: { not: null } } })).toBe(0);
    expect((await click(`/checkout?product=fertility&r=${cart.id}.3.AAAAAAAAAAAAAAAA`)).status).toBe(204);
    expect((await click(`/checkout?product=fertility&r=${cart.id}.1`)).status).toBe(204);
    expect(await db().cartReminder.count({ where: { clickedAt: { not: null } } })).toBe(0);

    expect((await click(second)).status).toBe(204);
    const clicked = await db().cartReminder.findUniqueOrThrow({ where: { cartId_step: { cartId: cart.id, step: 2 } } });
    expect(clicked.clickedAt).not.toBeNull();
    await click(second);
    expect((await db().cartReminder.findUniqueOrThrow({ where: { id: clicked.id } })).clickedAt).toEqual(clicked.clickedAt);
    expect(await db().cartReminder.count({ where: { clickedAt: { not: null } } })).toBe(1);
  });

  it("credits a payment within 7 days to the last reminder before it, with its revenue net of refunds; later or earlier payments are not recovered", async () => {
    await turnOn();
    const admin = await signedIn(db(), { admin: true });
    const a = await remindedThreeTimes(); // paid 2 h after the second reminder: step 2
    const b = await remindedThreeTimes(); // paid 6 days after the third: step 3, partly refunded
    const c = await remindedThreeTimes(); // paid 8 days after the third: not recovered
    const d = await remindedThreeTimes(); // paid before the first reminder: not recovered
    const paid = (who: typeof a, at: Date, extra: Record<string, unknown> = {}) =>
      db().order.create({
        data: orderRow({ email: who.email, productId: "fertility", amount: 4700, status: "completed", completedAt: at, ...extra }),
      });
    await paid(a, new Date(a.sentAt[1]!.getTime() + 2 * HOUR));
    await paid(b, new Date(b.sentAt[2]!.getTime() + 6 * DAY), { status: "partially_refunded", refundedAmount: 700 });
    await paid(c, new Date(c.sentAt[2]!.getTime() + 8 * DAY));
    await paid(d, new Date(d.sentAt[0]!.getTime() - MIN));
    await click(linkPath(a.mails[1]!.html));
    await click(linkPath(b.mails[0]!.html));

    const range = { from: dayOf(new Date(a.sentAt[0]!.getTime() - DAY)), to: dayOf(new Date(d.sentAt[2]!.getTime() + DAY)) };
    const { steps } = await admin.caller.insights.reminders(range);
    expect(steps).toEqual([
      { step: 1, sent: 4, clicked: 1, recovered: 0, revenue: {} },
      { step: 2, sent: 4, clicked: 1, recovered: 1, revenue: { usd: 4700 } },
      { step: 3, sent: 4, clicked: 0, recovered: 1, revenue: { usd: 4000 } },
    ]);
    // A range before the e-mails: nothing.
    const before = dayOf(new Date(a.sentAt[0]!.getTime() - 10 * DAY));
    expect(
      (await admin.caller.insights.reminders({ from: before, to: before })).steps.every((s) => s.sent === 0 && s.recovered === 0),
    ).toBe(true);
    expect(await rejectionOf(admin.caller.insights.reminders({ from: range.to, to: range.from }))).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("discount codes on /admin/insights (insights.codes)", () => {
  it("uses and revenue per code of the orders completed in the range, from the query /admin/codes totals", async () => {
    const admin = await signedIn(db(), { admin: true });
    const inRange = new Date("2026-03-10T12:00:00Z");
    const code = `PERF${process.pid}${++n}`.toUpperCase();
    await db().discountCode.create({ data: { code, kind: "percent", percentOff: 10, description: "perf test" } });
    const order = (at: Date, currency = "usd", amount = 4230, status: "completed" | "pending" = "completed") =>
      db().order.create({
        data: orderRow({ discountCodeId: code, status, completedAt: status === "completed" ? at : null, currency, amount }),
      });
    await order(inRange);
    await order(new Date("2026-03-11T23:59:00Z"));
    await order(inRange, "gbp", 2610);
    await order(inRange, "usd", 9999, "pending");
    await order(new Date("2026-03-12T00:00:00Z")); // the day after the range
    const { codes } = await admin.caller.insights.codes({ from: "2026-03-10", to: "2026-03-11" });
    expect(codes.find((c) => c.code === code)).toEqual({ code, uses: 3, revenue: { usd: 8460, gbp: 2610 } });
    const all = (await admin.caller.discounts.list()).find((c) => c.code === code)!;
    expect(all.revenue).toEqual([
      { currency: "gbp", amount: 2610, orders: 1 },
      { currency: "usd", amount: 12690, orders: 3 },
    ]);
  });
});

describe("through Inngest", () => {
  const fn = (id: string) => functions.find((f) => f.id() === id)!;

  it("the follow-ups wait for their cart's save like the first, cancelled by checkout and payment", () => {
    for (const id of ["abandoned-cart-reminder-2", "abandoned-cart-reminder-3"]) {
      expect(fn(id).opts).toMatchObject({
        triggers: [{ event: "cart/saved" }],
        cancelOn: [
          { event: "checkout/started", match: "data.cartId" },
          { event: "order/completed", match: "data.cartId" },
        ],
        singleton: { key: "event.data.cartId", mode: "cancel" },
        retries: 4,
      });
    }
  });

  it("reads the hours from the settings, sleeps them, then sends; off, it ends without sleeping", async () => {
    const { email, cart } = await saveCart();
    const data = { cartId: cart.id, savedAt: cart.updatedAt.toISOString() };
    const off = await new InngestTestEngine({ function: fn("abandoned-cart-reminder-2") }).execute({
      events: [{ name: "cart/saved", data }],
    });
    expect(off.result).toBe("skipped: turned off in the settings");
    expect(off.ctx.step.sleep).not.toHaveBeenCalled();

    await turnOn({ enabled: true, hours: 30 }, { enabled: true, hours: 96 });
    const { result, ctx } = await new InngestTestEngine({ function: fn("abandoned-cart-reminder-3") }).execute({
      events: [{ name: "cart/saved", data }],
      steps: [{ id: "wait", handler() {} }],
    });
    expect(ctx.step.sleep).toHaveBeenCalledWith("wait", 96 * HOUR);
    expect(result).toBe("sent");
    expect((await reminders(email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Last reminder:/)]);
  });
});
