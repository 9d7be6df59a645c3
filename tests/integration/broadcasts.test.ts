// Broadcasts (docs/product.md#broadcasts): the audience and its exclusions counted in SQL, the
// jobs' batches (one e-mail per address, a repeated run sends nobody twice), both one-click
// headers, clicks and revenue, cancel before the start, and receipts untouched by an unsubscribe.
import { describe, expect, it } from "vitest";
import { GET as click } from "@/app/click/route";
import { POST as unsubscribePost } from "@/app/unsubscribe/route";
import { broadcastMessages } from "@/lib/messages";
import { sendEmail } from "@/server/mail/send-email";
import { audienceCount } from "@/server/services/broadcasts/audience";
import { sendBroadcastBatch } from "@/server/services/broadcasts/send";
import { broadcastStats } from "@/server/services/broadcasts/stats";
import { isUnsubscribed, unsubscribeToken } from "@/server/services/leads/unsubscribe";
import { useTestDatabase } from "../setup/test-db";
import { orderRow, signedIn } from "./factories";
import { rejectionOf } from "./helpers";
import { makeTestEngine } from "./job-engine";

const db = useTestDatabase();
let n = 0;
const addr = (label: string): string => `${label}${++n}.${process.pid}@mail.fertility-readers.org`;
const body = "Hello **reader**.\n\n<script>alert(1)</script><b>raw</b>\n\n[Read the new guide](https://guides.example.net/new)";

async function subscriber(email: string) {
  await db().subscriber.create({ data: { email, source: "newsletter", confirmationSentAt: new Date() } });
}
async function order(email: string, productId: string, status = "completed", extra: Record<string, unknown> = {}) {
  const created = await db().order.create({
    data: { ...orderRow({ email, productId, status }), completedAt: new Date(), ...extra } as never,
  });
  return created;
}

/** Runs the broadcast's jobs to the end, as the engine would: each run's emitted successor in turn. */
async function runToEnd(broadcastId: string) {
  const b = await db().broadcast.findUniqueOrThrow({ where: { id: broadcastId } });
  const sendAt = b.scheduledAt!.toISOString();
  const outcomes: string[] = [];
  for (let i = 0; i < 50; i++) {
    const outcome = await sendBroadcastBatch(
      db(),
      { broadcastId, sendAt, runKey: `${broadcastId}:${Date.parse(sendAt)}:${i}` },
      { batch: 2, paceMs: 0 },
    );
    outcomes.push(outcome);
    if (!outcome.includes("still queued")) break;
  }
  return outcomes;
}

describe("broadcasts", () => {
  it("counts the union of the audience in SQL, without unsubscribed, suppressed, news-off, refunded-only and test addresses", async () => {
    const admin = await signedIn(db(), { admin: true });
    const subsOnly = { audience: { subscribers: true, allBuyers: false, products: [] } };
    const base = await admin.caller.broadcasts.audienceCount(subsOnly);
    const intimacyBase = await audienceCount(db(), { subscribers: false, allBuyers: false, products: ["intimacy"] });

    const [sub, both, gone, bounced, newsOff, unconfirmed] = ["sub", "both", "gone", "bounced", "newsoff", "unconf"].map(addr) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    for (const e of [sub, both, gone, bounced, newsOff]) await subscriber(e);
    await subscriber(`test${n}@example.com`);
    await db().subscriber.create({ data: { email: unconfirmed, source: "newsletter" } });
    await db().unsubscribe.create({ data: { email: gone, source: "page" } });
    await db().emailSuppression.create({ data: { email: bounced, reason: "bounced" } });
    await db().mailTopicOptOut.create({ data: { email: newsOff, topic: "news" } });
    expect((await admin.caller.broadcasts.audienceCount(subsOnly)).count).toBe(base.count + 2);

    const [buyer, refunded, bundle, partly] = ["buyer", "refunded", "bundle", "partly"].map(addr) as [string, string, string, string];
    await order(buyer, "intimacy");
    await order(both.toUpperCase(), "intimacy");
    await order(refunded, "intimacy", "refunded");
    await order(bundle, "bundle");
    await order(partly, "fertility", "partially_refunded");
    await order(`demo${n}@shop.org`, "intimacy");
    // The chosen guide's buyers: the bundle includes it; `both` is counted once in a union.
    expect(await audienceCount(db(), { subscribers: false, allBuyers: false, products: ["intimacy"] })).toBe(intimacyBase + 3);
    const union = await audienceCount(db(), { subscribers: true, allBuyers: false, products: ["intimacy"] });
    expect(union).toBe(base.count + 2 + 2);
    expect(await audienceCount(db(), { subscribers: true, allBuyers: true, products: [] })).toBeGreaterThanOrEqual(union + 1);

    expect(
      await rejectionOf(admin.caller.broadcasts.audienceCount({ audience: { subscribers: false, allBuyers: false, products: [] } })),
    ).toMatchObject({
      message: expect.stringContaining(broadcastMessages.audienceRequired),
    });
    const member = await signedIn(db());
    expect(await rejectionOf(member.caller.broadcasts.list())).toMatchObject({ code: "FORBIDDEN" });
  });

  it("sends once per address in batches with both headers, idempotent when a run repeats; clicks and revenue; one-click unsubscribe leaves the next count", async () => {
    const admin = await signedIn(db(), { admin: true });
    const readers = ["r", "r", "r", "r", "r"].map(addr);
    for (const e of readers) await order(e, "fertility");
    const audience = { subscribers: false, allBuyers: false, products: ["fertility" as const] };
    const before = await audienceCount(db(), audience);
    const { id } = await admin.caller.broadcasts.create({ subject: "Spring letter", preheader: "Three notes", body, audience });

    const preview = await admin.caller.broadcasts.preview({ subject: "Spring letter", body });
    expect(preview.html).toContain("<strong>reader</strong>");
    expect(preview.html).not.toContain("<script>");
    expect(preview.html).toContain("&lt;script&gt;");

    expect((await admin.caller.broadcasts.sendTest({ id })).message).toBe(broadcastMessages.testSent(admin.user.email));
    const test = await db().emailOutbox.findFirstOrThrow({ where: { to: admin.user.email, template: "broadcast" } });
    expect(test.subject).toBe("[Test] Spring letter");

    await admin.caller.broadcasts.schedule({ id, timeZone: "Europe/London" });
    expect(await rejectionOf(admin.caller.broadcasts.update({ id, subject: "x", body: "y", audience }))).toMatchObject({
      code: "CONFLICT",
    });
    // Nothing per recipient happened in the request: the job freezes them.
    expect(await db().broadcastRecipient.count({ where: { broadcastId: id } })).toBe(0);
    const job = await db().scheduledJob.findFirstOrThrow({ where: { name: "broadcast-send", idempotencyKey: { contains: id } } });
    expect(job.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    const outcomes = await runToEnd(id);
    expect(outcomes[0]).toBe(`sent 2, skipped 0, ${before - 2} still queued`);
    const rows = await db().emailOutbox.findMany({ where: { idempotencyKey: { startsWith: `broadcast:${id}:` } } });
    expect(rows).toHaveLength(before);
    expect(new Set(rows.map((r) => r.to)).size).toBe(before);
    for (const row of rows) {
      const headers = row.headers as Record<string, string>;
      expect(headers["List-Unsubscribe"]).toMatch(/^<http.*\/unsubscribe\?token=.+>$/);
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(row.html).not.toContain("<script>");
    }
    // A run repeated after the end sends nobody again; the broadcast is sent.
    const sendAt = (await db().broadcast.findUniqueOrThrow({ where: { id } })).scheduledAt!.toISOString();
    await db().broadcastRecipient.updateMany({ where: { broadcastId: id }, data: { status: "queued" } });
    await db().broadcast.update({ where: { id }, data: { status: "sending" } });
    await sendBroadcastBatch(db(), { broadcastId: id, sendAt, runKey: `${id}:x:0` }, { batch: 100, paceMs: 0 });
    expect(await db().emailOutbox.count({ where: { idempotencyKey: { startsWith: `broadcast:${id}:` } } })).toBe(before);
    expect((await db().broadcast.findUniqueOrThrow({ where: { id } })).status).toBe("sent");

    // A click of reader 0's link, then an order within 7 days: the revenue counts it.
    const mail = rows.find((r) => r.to === readers[0])!;
    const href = /href="([^"]*\/click\?[^"]*)"/.exec(mail.html)![1]!.replaceAll("&amp;", "&");
    const response = await click(new Request(href));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://guides.example.net/new");
    const forged = new URL(href);
    forged.searchParams.set("u", "https://evil.example.org/");
    expect((await click(new Request(forged))).headers.get("location")).not.toContain("evil");
    await order(readers[0]!, "intimacy", "completed", { amount: 2700, completedAt: new Date(Date.now() + 60_000) });
    await order(readers[0]!, "bundle", "completed", { amount: 9900, completedAt: new Date(Date.now() + 8 * 86_400_000) });

    // One-click POST from reader 1's mail client: out of the next broadcast's count.
    const target = (rows.find((r) => r.to === readers[1])!.headers as Record<string, string>)["List-Unsubscribe"]!.slice(1, -1);
    const posted = await unsubscribePost(
      new Request(target, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(posted.status).toBe(200);
    expect(await audienceCount(db(), audience)).toBe(before - 1);

    const stats = await broadcastStats(db(), id);
    expect(stats).toMatchObject({ recipients: before, sent: before, queued: 0, unsubscribed: 1, clickers: 1, clicks: 1 });
    expect(stats.revenue).toEqual([{ currency: "usd", amount: 2700, orders: 1 }]);

    // Transactional mail still reaches the unsubscribed reader.
    expect(await isUnsubscribed(db(), readers[1]!)).toBe(true);
    const receipt = await sendEmail(db(), {
      to: readers[1]!,
      template: "download-links",
      props: {
        firstName: "Jane",
        productName: "Guide",
        downloads: [{ name: "Guide", url: "https://x.example.net/d" }],
        expiresInHours: 24,
      },
      idempotencyKey: `receipt-after-unsub:${n}`,
    });
    expect(receipt.status).toBe("sent");
    const receiptRow = await db().emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: `receipt-after-unsub:${n}` } });
    expect(receiptRow.headers).toBeNull();
  });

  it("queues the first run for exactly the broadcast's time, counted on the engine's clock", async () => {
    const engine = makeTestEngine(db);
    engine.clock.advance(86_400_000); // the engine's time is not the process's
    const sendAt = new Date(engine.clock.now().getTime() + 3 * 3_600_000 + 7).toISOString();
    await engine.queue.emit("broadcast/scheduled", { broadcastId: "b-exact", sendAt, runKey: "b-exact:1:0" });
    const job = await db().scheduledJob.findFirstOrThrow({ where: { name: "broadcast-send", idempotencyKey: { contains: "b-exact" } } });
    expect(job.runAt.toISOString()).toBe(sendAt);
  });

  it("schedules at a wall-clock time in the admin's zone; cancel before the start leaves the waiting run nothing to send", async () => {
    const admin = await signedIn(db(), { admin: true });
    await subscriber(addr("later"));
    const audience = { subscribers: true, allBuyers: false, products: [] };
    const { id } = await admin.caller.broadcasts.create({ subject: "Later", body: "Soon.", audience });
    const year = new Date().getUTCFullYear() + 1;
    const scheduled = await admin.caller.broadcasts.schedule({ id, sendAt: `${year}-07-01T09:30`, timeZone: "America/New_York" });
    expect(scheduled.scheduledAt.toISOString()).toBe(`${year}-07-01T13:30:00.000Z`);
    const job = await db().scheduledJob.findFirstOrThrow({ where: { name: "broadcast-send", idempotencyKey: { contains: id } } });
    expect(job.runAt.toISOString()).toBe(`${year}-07-01T13:30:00.000Z`);
    expect(await rejectionOf(admin.caller.broadcasts.schedule({ id, sendAt: "2001-01-01T00:00", timeZone: "UTC" }))).toMatchObject({
      code: "CONFLICT",
    });

    expect((await admin.caller.broadcasts.cancel({ id })).message).toBe(broadcastMessages.cancelled);
    const data = { broadcastId: id, sendAt: `${year}-07-01T13:30:00.000Z`, runKey: `${id}:1:0` };
    expect(await sendBroadcastBatch(db(), data, { paceMs: 0 })).toBe("skipped: cancelled or moved to another time");
    expect(await db().broadcastRecipient.count({ where: { broadcastId: id } })).toBe(0);
    expect(await rejectionOf(admin.caller.broadcasts.cancel({ id }))).toMatchObject({ code: "CONFLICT" });
    const past = await rejectionOf(admin.caller.broadcasts.schedule({ id, sendAt: "2001-01-01T00:00", timeZone: "UTC" }));
    expect(past).toMatchObject({ message: broadcastMessages.sendAtInvalid });
  });

  it("the unsubscribe page keeps product updates and turns news off; both off is a full unsubscribe", async () => {
    const email = addr("topics");
    const token = await unsubscribeToken(db(), email);
    const post = (form: string) =>
      unsubscribePost(
        new Request(`http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form,
        }),
      );
    expect((await post("choice=topics&updates=on")).status).toBe(200);
    expect(await isUnsubscribed(db(), email, "news")).toBe(true);
    expect(await isUnsubscribed(db(), email, "updates")).toBe(false);
    expect(await isUnsubscribed(db(), email)).toBe(false);
    await post("choice=topics");
    expect(await isUnsubscribed(db(), email)).toBe(true);
    await post("choice=topics&news=on&updates=on");
    expect(await isUnsubscribed(db(), email, "news")).toBe(false);
  });
});
