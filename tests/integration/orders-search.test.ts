import { describe, expect, it } from "vitest";
import { adminMessages, orderSearchMessages as m } from "@/lib/messages";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, orderRow, signedIn } from "./factories";
import { rejectionOf } from "./helpers";
import { useTestEngine } from "./job-engine";

const db = useTestDatabase();
const engine = useTestEngine(db);

const admin = async () => (await signedIn(db(), { admin: true })).caller;
const at = (iso: string) => new Date(iso);

describe("orders.search (admin)", () => {
  it("pages newest first through a keyset cursor that stays stable while new orders arrive", async () => {
    const tag = "page-stable";
    const base = Date.parse("2026-03-01T12:00:00Z");
    // 25 orders, and 3 of them share one timestamp (the id breaks the tie).
    await db().order.createMany({
      data: Array.from({ length: 25 }, (_, i) =>
        orderRow({ email: `${tag}${i}@shop.org`, createdAt: new Date(base + (i < 3 ? 0 : i) * 60_000) }),
      ),
    });
    const caller = await admin();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      // As the table's useInfiniteQuery asks (tRPC adds `direction`).
      const page = await caller.orders.search({ email: tag, limit: 4, cursor, direction: "forward" });
      seen.push(...page.orders.map((o) => o.email));
      cursor = page.nextCursor ?? undefined;
      // A new order arrives between pages: it may not appear on a later page, nor shift a row
      // of the old ones onto the next page twice (offset paging would).
      await db().order.create({ data: orderRow({ email: `${tag}-new${pages}@shop.org`, createdAt: new Date() }) });
      pages++;
    } while (cursor);
    expect(pages).toBe(7);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen.some((e) => e.includes("-new"))).toBe(false);
    const expected = await db().order.findMany({
      where: { email: { startsWith: tag }, NOT: { email: { contains: "-new" } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    expect(seen).toEqual(expected.map((o) => o.email));
    // A fresh search from the top sees the new ones first.
    const top = await caller.orders.search({ email: tag, limit: 2 });
    expect(top.orders.every((o) => o.email.includes("-new"))).toBe(true);
  });

  it("leaves test and demo orders out unless includeTest, and filters by fragment, status, product, currency, code and days", async () => {
    await db().discountCode.upsert({
      where: { code: "FILTER10" },
      create: { code: "FILTER10", percentOff: 10, description: "t" },
      update: {},
    });
    await db().order.createMany({
      data: [
        orderRow({
          email: "Maria.Guia@Mail.org",
          status: "completed",
          createdAt: at("2026-04-10T10:00:00Z"),
          currency: "gbp",
          discountCodeId: "FILTER10",
        }),
        orderRow({ email: "maria.guia@mail.org", status: "pending", createdAt: at("2026-04-11T23:30:00Z"), productId: "bundle" }),
        orderRow({ email: "test.maria.guia@mail.org", status: "completed", createdAt: at("2026-04-10T11:00:00Z") }),
        orderRow({ email: "maria.guia@example.com", status: "completed", createdAt: at("2026-04-10T12:00:00Z") }),
        orderRow({ email: "mariaxguia@mail.org", status: "failed", createdAt: at("2026-04-12T09:00:00Z") }),
        orderRow({ email: "maria_guia@mail.org", status: "failed", createdAt: at("2026-04-12T10:00:00Z") }),
      ],
    });
    const caller = await admin();
    const emails = async (input: Parameters<typeof caller.orders.search>[0]) =>
      (await caller.orders.search(input)).orders.map((o) => o.email);

    expect(await emails({ email: "MARIA.GUIA" })).toEqual(["maria.guia@mail.org", "Maria.Guia@Mail.org"]);
    expect(await emails({ email: "maria.guia", includeTest: true })).toHaveLength(4);
    // `_` and `%` are letters here, not wildcards.
    expect(await emails({ email: "maria_guia" })).toEqual(["maria_guia@mail.org"]);
    expect(await emails({ email: "%guia" })).toEqual([]);
    expect(await emails({ email: "guia", status: "failed" })).toEqual(["maria_guia@mail.org", "mariaxguia@mail.org"]);
    expect(await emails({ email: "guia", product: "bundle" })).toEqual(["maria.guia@mail.org"]);
    expect(await emails({ email: "guia", currency: "GBP" })).toEqual(["Maria.Guia@Mail.org"]);
    expect(await emails({ email: "guia", discountCode: "filter10" })).toEqual(["Maria.Guia@Mail.org"]);
    // Days are whole and inclusive, in the admin's time zone: 23:30 UTC on the 11th is the 12th in Berlin.
    expect(await emails({ email: "guia", from: "2026-04-10", to: "2026-04-11" })).toEqual(["maria.guia@mail.org", "Maria.Guia@Mail.org"]);
    expect(await emails({ email: "guia", from: "2026-04-12", to: "2026-04-12", timeZone: "Europe/Berlin" })).toEqual([
      "maria_guia@mail.org",
      "mariaxguia@mail.org",
      "maria.guia@mail.org",
    ]);
    expect(await emails({ email: "guia", to: "2026-04-10", timeZone: "America/Los_Angeles" })).toEqual(["Maria.Guia@Mail.org"]);
    const one = (await caller.orders.search({ email: "mariaxguia" })).orders[0]!;
    expect(await emails({ orderId: one.id })).toEqual(["mariaxguia@mail.org"]);
  });

  it("answers each malformed input with a 400 and a clear message", async () => {
    const caller = await admin();
    const bad = async (input: unknown) => rejectionOf(caller.orders.search(input as never));
    expect(await bad({ cursor: "not-a-cursor" })).toMatchObject({ code: "BAD_REQUEST", message: m.badCursor });
    expect(await bad({ cursor: Buffer.from("123.abc;drop").toString("base64url") })).toMatchObject({
      code: "BAD_REQUEST",
      message: m.badCursor,
    });
    expect(await bad({ from: "2026-05-02", to: "2026-05-01" })).toMatchObject({ code: "BAD_REQUEST", message: m.reversedRange });
    expect(await bad({ status: "shipped" })).toMatchObject({ code: "BAD_REQUEST", message: m.unknownStatus });
    expect(await bad({ from: "2026-02-30" })).toMatchObject({ code: "BAD_REQUEST", message: m.badDate });
    expect(await bad({ to: "yesterday" })).toMatchObject({ code: "BAD_REQUEST", message: m.badDate });
    expect(await bad({ timeZone: "Mars/Olympus" })).toMatchObject({ code: "BAD_REQUEST", message: m.badTimeZone });
    expect(await bad({ limit: 0 })).toMatchObject({ code: "BAD_REQUEST", message: m.badLimit });
    expect(await bad({ limit: 101 })).toMatchObject({ code: "BAD_REQUEST", message: m.badLimit });
    expect(await bad({ extra: 1 })).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("orders.get (admin)", () => {
  it("returns every field and a timeline in time order: creation, session, status, e-mails, grants, admin actions", async () => {
    const { order } = await completedOrder({ product: "bundle" });
    await engine().advance(1); // the receipt's job
    const caller = await admin();
    await caller.orders.resetDownloads({ orderId: order.id });
    await db().downloadGrant.updateMany({
      where: { orderId: order.id },
      data: { downloadCount: 2, lastDownloadAt: new Date(Date.now() + 1000) },
    });
    const got = await caller.orders.get({ orderId: order.id });
    expect(got.order).toMatchObject({
      id: order.id,
      email: order.email,
      status: "completed",
      firstName: expect.any(String),
      zipCode: expect.any(String),
    });
    expect(got.grants).toHaveLength(2);
    // The jobs whose payload names the order (the receipt, done; the review request, waiting), and no other order's.
    expect(got.jobs.map((j) => [j.name, j.status]).sort()).toEqual([
      ["order-confirmation", "done"],
      ["review-request", "pending"],
    ]);
    const kinds = got.timeline.map((t) => t.kind);
    expect(kinds[0]).toBe("created");
    for (const kind of ["payment-session", "status", "email", "download-grant", "download", "audit"]) expect(kinds).toContain(kind);
    const times = got.timeline.map((t) => t.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(got.timeline.find((t) => t.kind === "email")!.title).toMatch(/order-confirmation|receipt|confirmation/i);
    expect(got.timeline.find((t) => t.kind === "audit")!.title).toContain("downloads.reset");
    // Times are dates the page formats, never ISO strings inside a line's text.
    const session = got.timeline.find((t) => t.kind === "payment-session")!;
    expect(session.until).toBeInstanceOf(Date);
    for (const t of got.timeline) expect(`${t.title} ${t.detail ?? ""}`).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    expect(await rejectionOf(caller.orders.get({ orderId: "no-such-order" }))).toMatchObject({
      code: "NOT_FOUND",
      message: adminMessages.orderNotFound,
    });
  });
});

describe("customers.get and customers.resendLinks (admin)", () => {
  it("gathers orders of the address in any case, its account, subscription, unsubscribe and carts; resends every completed order", async () => {
    const { order } = await completedOrder({ email: "Carla.Customer@Mail.org" });
    await db().order.create({ data: orderRow({ email: "carla.customer@mail.org", status: "failed" }) });
    await db().subscriber.create({ data: { email: "carla.customer@mail.org", source: "footer" } });
    await db().unsubscribe.create({ data: { email: "carla.customer@mail.org", source: "page" } });
    await db().cart.create({
      data: {
        email: "carla.customer@mail.org",
        productId: "intimacy",
        amount: 2700,
        currency: "usd",
        checkoutUrl: "http://127.0.0.1/checkout?product=intimacy",
      },
    });
    const caller = await admin();
    const customer = await caller.customers.get({ email: "CARLA.customer@mail.org " });
    expect(customer.orderCount).toBe(2);
    expect(customer.orders.map((o) => o.status).sort()).toEqual(["completed", "failed"]);
    expect(customer.subscriber).toMatchObject({ source: "footer" });
    expect(customer.unsubscribe).toMatchObject({ source: "page" });
    expect(customer.carts.length).toBeGreaterThanOrEqual(1);
    expect(customer.spent).toEqual([expect.objectContaining({ currency: order.currency, amount: order.amount })]);

    await expect(caller.customers.resendLinks({ email: "carla.customer@mail.org" })).resolves.toMatchObject({
      orders: 1,
      message: m.freshLinksQueued("carla.customer@mail.org"),
    });
    await engine().advance(1);
    expect(await db().emailOutbox.count({ where: { idempotencyKey: { startsWith: `download-link:${order.id}:admin:` } } })).toBe(1);
    expect(await db().auditEvent.count({ where: { action: "downloads.resent", target: order.id } })).toBe(1);

    expect(await rejectionOf(caller.customers.get({ email: "nobody@nowhere.org" }))).toMatchObject({
      code: "NOT_FOUND",
      message: m.customerNotFound,
    });
    // An underscore is a letter of the address, not a wildcard: jane_doe is found, janexdoe is not hers.
    await db().order.createMany({ data: [orderRow({ email: "Jane_Doe@mail.org" }), orderRow({ email: "janexdoe@mail.org" })] });
    expect((await caller.customers.get({ email: "jane_doe@mail.org" })).orders.map((o) => o.email)).toEqual(["Jane_Doe@mail.org"]);
    expect(await rejectionOf(caller.customers.get({ email: "not an address" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: m.badEmail,
    });
    await db().order.create({ data: orderRow({ email: "only.pending@mail.org" }) });
    expect(await rejectionOf(caller.customers.resendLinks({ email: "only.pending@mail.org" }))).toMatchObject({
      code: "CONFLICT",
      message: m.noCompletedOrder,
    });
  });
});
