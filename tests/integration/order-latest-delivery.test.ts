import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EmailDelivery, Prisma } from "@/generated/prisma/client";
import { undeliveredOrderCount } from "@/server/services/mail-delivery/mail-delivery";
import { searchOrders } from "@/server/services/orders/search";
import { latestDeliveryBackfillStatements } from "../setup/backfills";
import { useTestDatabase } from "../setup/test-db";
import { orderRow } from "./factories";

const db = useTestDatabase();

// `Order.latestDelivery`, kept by a trigger on "EmailOutbox" (docs/orders.md#delivery-at-any-size),
// against its definition read afresh from the e-mails: the delivery of the order's latest e-mail
// (by creation, then id) that has one.
const fromTheEmails = `
  SELECT o."id", l."delivery"::text AS delivery FROM "Order" o
  LEFT JOIN (
    SELECT DISTINCT ON ("orderId") "orderId", "delivery" FROM "EmailOutbox"
    WHERE "orderId" IS NOT NULL AND "delivery" IS NOT NULL
    ORDER BY "orderId", "createdAt" DESC, "id" DESC
  ) l ON l."orderId" = o."id"
  ORDER BY o."id"`;
const kept = `SELECT "id", "latestDelivery"::text AS delivery FROM "Order" ORDER BY "id"`;

type Row = { id: string; delivery: string | null };
const read = async (sql: string) => db().$queryRawUnsafe<Row[]>(sql);

async function expectColumnToMatchTheEmails() {
  expect(await read(kept)).toEqual(await read(fromTheEmails));
}

const deliveries = ["sent", "delayed", "delivered", "complained", "bounced"] as const satisfies readonly EmailDelivery[];
const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 12, n));

/** One change to the e-mails; indexes pick among the rows present (modulo their count). */
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("send" as const),
      pick: fc.nat(),
      at: fc.nat(20),
      delivery: fc.option(fc.constantFrom(...deliveries)),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant("report" as const), pick: fc.nat(), delivery: fc.option(fc.constantFrom(...deliveries)) }),
  },
  fc.record({ op: fc.constant("move" as const), pick: fc.nat(), to: fc.nat() }),
  fc.record({ op: fc.constant("redate" as const), pick: fc.nat(), at: fc.nat(20) }),
  fc.record({ op: fc.constant("detach" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("deleteOrder" as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

let serial = 0;
const email = (orderId: string | null, at: Date, delivery: EmailDelivery | null) => ({
  to: "buyer@shop.org",
  subject: "Your guide",
  template: "download-links",
  html: "<p/>",
  text: "",
  status: "sent" as const,
  transport: "resend",
  idempotencyKey: `latest-delivery:${++serial}`,
  orderId,
  delivery,
  createdAt: at,
});

async function apply(client: Prisma.TransactionClient, change: Operation) {
  const orders = await client.order.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const mails = await client.emailOutbox.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const order = orders.length ? orders[change.pick % orders.length] : undefined;
  const mail = mails.length ? mails[change.pick % mails.length] : undefined;
  switch (change.op) {
    case "send":
      // An e-mail about no order now and then: it must change nothing.
      await client.emailOutbox.create({
        data: email(change.pick % 5 === 4 ? null : (order?.id ?? null), minute(change.at), change.delivery),
      });
      return;
    case "report":
      if (mail) await client.emailOutbox.update({ where: { id: mail.id }, data: { delivery: change.delivery } });
      return;
    case "move":
      if (mail && orders.length)
        await client.emailOutbox.update({ where: { id: mail.id }, data: { orderId: orders[change.to % orders.length]!.id } });
      return;
    case "redate":
      if (mail) await client.emailOutbox.update({ where: { id: mail.id }, data: { createdAt: minute(change.at) } });
      return;
    case "detach":
      if (mail) await client.emailOutbox.update({ where: { id: mail.id }, data: { orderId: null } });
      return;
    case "delete":
      if (mail) await client.emailOutbox.delete({ where: { id: mail.id } });
      return;
    case "deleteOrder":
      // The e-mails keep the order's id (no foreign key), as the outbox keeps a deleted order's history.
      if (order && orders.length > 1) await client.order.delete({ where: { id: order.id } });
  }
}

async function freshOrders(n: number) {
  await db().$executeRawUnsafe(`TRUNCATE "EmailOutbox", "Order" CASCADE`);
  for (let i = 0; i < n; i++) await db().order.create({ data: orderRow({ email: `buyer${++serial}@shop.org` }) });
}

describe("an order's latest reported delivery (docs/orders.md#delivery-at-any-size)", () => {
  it("equals the e-mails' after each transaction of sends, reports, moves, deletes, and after TRUNCATE", async () => {
    const transactions = fc.array(fc.array(operation, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 });
    const send = (pick: number, at: number, delivery: EmailDelivery | null): Operation => ({ op: "send", pick, at, delivery });
    await fc.assert(
      fc.asyncProperty(transactions, async (batches) => {
        await freshOrders(3);
        for (const changes of batches) {
          if (changes.length === 1) await apply(db(), changes[0]!);
          else
            await db().$transaction(async (tx) => {
              for (const change of changes) await apply(tx, change);
            });
          await expectColumnToMatchTheEmails();
        }
        await db().$executeRawUnsafe(`TRUNCATE "EmailOutbox"`);
        await expectColumnToMatchTheEmails();
      }),
      {
        numRuns: 30,
        seed: 5,
        // The paths a random run rarely takes: a bounce, then the links resent and delivered later;
        // a later e-mail reported first and an earlier one after; two e-mails of one minute (the id decides).
        examples: [
          [
            [
              [send(0, 1, null)],
              [{ op: "report", pick: 0, delivery: "bounced" }],
              [send(0, 5, null)],
              [{ op: "report", pick: 1, delivery: "delivered" }],
            ],
          ],
          [
            [
              [send(0, 9, "bounced"), send(0, 2, null)],
              [{ op: "report", pick: 1, delivery: "delivered" }],
              [{ op: "redate", pick: 1, at: 10 }],
            ],
          ],
          [[[send(1, 3, "delivered"), send(1, 3, "bounced")], [{ op: "delete", pick: 1 }], [{ op: "delete", pick: 0 }]]],
        ],
      },
    );
  });

  it("is set by the migration that adds it from the e-mails already there", async () => {
    await freshOrders(4);
    const orders = await db().order.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    const histories: (EmailDelivery | null)[][] = [["bounced", "delivered"], ["delivered", "bounced", null], [null], []];
    for (const [i, history] of histories.entries())
      for (const [at, delivery] of history.entries()) await db().emailOutbox.create({ data: email(orders[i]!.id, minute(at), delivery) });
    await db().$executeRawUnsafe(`UPDATE "Order" SET "latestDelivery" = NULL`);
    for (const statement of latestDeliveryBackfillStatements()) await db().$executeRawUnsafe(statement);
    expect((await read(kept)).map((r) => r.delivery)).toEqual(["delivered", "bounced", null, null]);
    await expectColumnToMatchTheEmails();
  });

  it("stays right when two reports for one order's e-mails commit at once", async () => {
    await freshOrders(1);
    const [order] = await db().order.findMany({ select: { id: true } });
    const older = await db().emailOutbox.create({ data: email(order!.id, minute(1), null) });
    const newer = await db().emailOutbox.create({ data: email(order!.id, minute(2), null) });
    // The newer e-mail's bounce holds its transaction open while the older one's delivery is
    // reported: the second must wait and then see the bounce, or it would write "delivered".
    let reported!: () => void;
    const newerReported = new Promise<void>((resolve) => (reported = resolve));
    const first = db().$transaction(async (tx) => {
      await tx.emailOutbox.update({ where: { id: newer.id }, data: { delivery: "bounced" } });
      reported();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await newerReported;
    const second = db().emailOutbox.update({ where: { id: older.id }, data: { delivery: "delivered" } });
    await Promise.all([first, second]);
    expect(await db().order.findUniqueOrThrow({ where: { id: order!.id }, select: { latestDelivery: true } })).toEqual({
      latestDelivery: "bounced",
    });
  });

  it("counts the real orders whose latest e-mail bounced, for /admin", async () => {
    await freshOrders(0);
    const real = await db().order.create({ data: orderRow({ email: "ana@shop.org" }) });
    const resent = await db().order.create({ data: orderRow({ email: "ben@shop.org" }) });
    const test = await db().order.create({ data: orderRow({ email: "test1@shop.org" }) });
    await db().emailOutbox.create({ data: email(real.id, minute(1), "bounced") });
    await db().emailOutbox.create({ data: email(resent.id, minute(1), "bounced") });
    await db().emailOutbox.create({ data: email(resent.id, minute(2), "delivered") });
    await db().emailOutbox.create({ data: email(test.id, minute(1), "bounced") });
    expect(await undeliveredOrderCount(db())).toBe(1);
  });

  it("lets the delivery filter page through more orders than a statement takes parameters", async () => {
    // More than PostgreSQL's 32 767 parameters: the filter once passed every matching id as one.
    // Loaded as a bulk import would be: triggers off, then the migration's statement.
    await freshOrders(0);
    await db().$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
      await tx.$executeRawUnsafe(`
        INSERT INTO "Order" ("id", "email", "firstName", "lastName", "address", "city", "state", "zipCode", "country",
          "countryCode", "productId", "productName", "subtotal", "amount", "provider", "status", "createdAt", "updatedAt")
        SELECT 'bulk' || lpad(i::text, 5, '0'), 'buyer' || i || '@shop.org', 'Jane', 'Doe', '1 Main St', 'Springfield', 'IL',
          '62701', 'United States', 'US', 'fertility', 'Guide', 4700, 4700, 'local', 'completed',
          TIMESTAMP '2026-01-01' + i * INTERVAL '1 minute', now()
        FROM generate_series(1, 34000) AS i`);
      await tx.$executeRawUnsafe(`
        INSERT INTO "EmailOutbox" ("id", "idempotencyKey", "to", "subject", "template", "html", "text", "status", "transport",
          "orderId", "delivery", "createdAt")
        SELECT 'm' || "id", 'bulk:' || "id", "email", 'Your guide', 'order-confirmation', '<p/>', '', 'sent', 'resend', "id",
          (CASE WHEN right("id", 2) = '00' THEN 'bounced' ELSE 'delivered' END)::"EmailDelivery", "createdAt"
        FROM "Order"`);
    });
    for (const statement of latestDeliveryBackfillStatements()) await db().$executeRawUnsafe(statement);
    const first = await searchOrders(db(), { delivery: "delivered" });
    expect(first.orders.map((o) => o.id).slice(0, 3)).toEqual(["bulk33999", "bulk33998", "bulk33997"]);
    expect(first.orders).toHaveLength(50);
    const next = await searchOrders(db(), { delivery: "delivered", cursor: first.nextCursor! });
    expect(next.orders[0]!.id).toBe("bulk33949");
    expect((await searchOrders(db(), { delivery: "bounced", limit: 2 })).orders.map((o) => o.id)).toEqual(["bulk34000", "bulk33900"]);
    expect(await undeliveredOrderCount(db())).toBe(340);
  });
});
