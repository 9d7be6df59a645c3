import { describe, expect, it } from "vitest";
import { adminMessages } from "@/lib/messages";
import { useTestDatabase } from "../setup/test-db";
import { completedOrder, orderRow, signedIn } from "./factories";
import { callerFor, rejectionOf } from "./helpers";
import { useTestEngine } from "./job-engine";

const db = useTestDatabase();
const engine = useTestEngine(db);

describe("orders.resendLinks and orders.resetDownloads (admin, audited)", () => {
  it("are for admins only, and refuse bad input with a 4xx, changing nothing", async () => {
    const { order } = await completedOrder();
    await db().downloadGrant.updateMany({ where: { orderId: order.id }, data: { downloadCount: 10 } });
    const user = await signedIn(db());
    for (const caller of [await callerFor(), user.caller]) {
      expect((await rejectionOf(caller.orders.resetDownloads({ orderId: order.id }))).code).toMatch(/UNAUTHORIZED|FORBIDDEN/);
      expect((await rejectionOf(caller.orders.resendLinks({ orderId: order.id }))).code).toMatch(/UNAUTHORIZED|FORBIDDEN/);
    }
    const { caller } = await signedIn(db(), { admin: true });
    const bad: unknown[] = [{}, { orderId: 12 }, { orderId: "" }, { orderId: order.id, extra: 1 }, { orderId: "x".repeat(101) }, null];
    for (const input of bad) {
      // @ts-expect-error deliberately wrong input
      expect(await rejectionOf(caller.orders.resetDownloads(input))).toMatchObject({ code: "BAD_REQUEST" });
      // @ts-expect-error deliberately wrong input
      expect(await rejectionOf(caller.orders.resendLinks(input))).toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await rejectionOf(caller.orders.resetDownloads({ orderId: "no-such-order" }))).toMatchObject({
      code: "NOT_FOUND",
      message: adminMessages.orderNotFound,
    });
    const pending = await db().order.create({ data: orderRow() });
    expect(await rejectionOf(caller.orders.resendLinks({ orderId: pending.id }))).toMatchObject({
      code: "CONFLICT",
      message: adminMessages.orderNotCompleted,
    });

    const grants = await db().downloadGrant.findMany({ where: { orderId: order.id } });
    expect(grants.every((g) => g.downloadCount === 10)).toBe(true);
    expect(await db().auditEvent.count()).toBe(0);
    expect(await db().scheduledJob.count({ where: { name: "fresh-download-links" } })).toBe(0);
  });

  it("reset gives every guide its full allowance again and records who did it, with the old counts", async () => {
    const { order } = await completedOrder({ product: "bundle" });
    await db().downloadGrant.updateMany({ where: { orderId: order.id }, data: { downloadCount: 10 } });
    const admin = await signedIn(db(), { admin: true });
    const result = await admin.caller.orders.resetDownloads({ orderId: order.id });
    const grants = await db().downloadGrant.findMany({ where: { orderId: order.id } });
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((g) => g.downloadCount === 0)).toBe(true);
    expect(result.message).toBe(adminMessages.downloadsReset(grants.length));
    const [event] = await db().auditEvent.findMany({ where: { action: "downloads.reset" } });
    expect(event).toMatchObject({ actorId: admin.user.id, actorEmail: admin.user.email, target: order.id });
    expect(event!.details).toMatchObject({
      email: order.email,
      before: grants.map((g) => ({ productId: g.productId, downloadCount: 10 })),
    });
  });

  it("resend mails fresh links to the order's own address every time it is asked, and records it", async () => {
    const { order } = await completedOrder();
    const admin = await signedIn(db(), { admin: true });
    await expect(admin.caller.orders.resendLinks({ orderId: order.id })).resolves.toEqual({
      message: adminMessages.linksResent(order.email),
    });
    await engine().advance(1);
    engine().clock.advance(1000);
    await admin.caller.orders.resendLinks({ orderId: order.id });
    await engine().advance(1);
    const mails = await db().emailOutbox.findMany({ where: { idempotencyKey: { startsWith: `download-link:${order.id}:admin:` } } });
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.to === order.email)).toBe(true);
    expect(await db().auditEvent.count({ where: { action: "downloads.resent", target: order.id, actorId: admin.user.id } })).toBe(2);
  });
});
