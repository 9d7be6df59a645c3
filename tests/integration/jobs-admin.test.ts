// The admin Jobs procedures: list by status with summary, attempts and last error; retry a failed job.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../setup/test-db";
import { signedIn } from "./factories";
import { callerFor, rejectionOf } from "./helpers";
import { useTestEngine } from "./job-engine";

const db = useTestDatabase();
const engine = useTestEngine(db);

async function job(status: "pending" | "running" | "done" | "failed" | "cancelled", override: Record<string, unknown> = {}) {
  return db().scheduledJob.create({
    data: {
      name: "order-confirmation",
      payload: { orderId: `ord_${status}_${Math.random().toString(36).slice(2, 8)}`, cartId: null },
      runAt: new Date(),
      status,
      attempts: status === "failed" ? 7 : 1,
      maxAttempts: 7,
      lastError:
        status === "failed" ? "The order confirmation e-mail could not be sent. (Resend refused the e-mail: Resend is down)" : null,
      ...override,
    },
  });
}

describe("jobs router", () => {
  it("is for admins only", async () => {
    expect(await rejectionOf((await callerFor()).jobs.list({}))).toMatchObject({ code: "UNAUTHORIZED" });
    const user = await signedIn(db());
    expect(await rejectionOf(user.caller.jobs.list({}))).toMatchObject({ code: "FORBIDDEN" });
    expect(await rejectionOf(user.caller.jobs.retry({ id: "x" }))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("lists jobs by status with the workflow's name, a payload summary, attempts and the last error; counts each status", async () => {
    const before = (await (await signedIn(db(), { admin: true })).caller.jobs.list({})).counts;
    const rows = await Promise.all([job("pending"), job("running"), job("done", { outcome: "sent" }), job("failed"), job("cancelled")]);
    const { caller } = await signedIn(db(), { admin: true });

    const all = await caller.jobs.list({});
    expect(all).toMatchObject({ engine: "local", dashboardUrl: null });
    for (const status of ["pending", "running", "done", "failed", "cancelled"] as const)
      expect(all.counts[status]).toBe(before[status] + 1);

    const failed = await caller.jobs.list({ status: "failed" });
    expect(failed.jobs.every((j) => j.status === "failed")).toBe(true);
    const listed = failed.jobs.find((j) => j.id === rows[3]!.id)!;
    expect(listed).toMatchObject({
      name: "Order confirmation: receipt with download links",
      workflow: "order-confirmation",
      summary: `order ${(rows[3]!.payload as { orderId: string }).orderId}`,
      attempts: 7,
      maxAttempts: 7,
      lastError: expect.stringContaining("Resend is down"),
      retryable: true,
    });
    expect((await caller.jobs.list({ status: "done" })).jobs.find((j) => j.id === rows[2]!.id)).toMatchObject({
      outcome: "sent",
      retryable: false,
    });
    expect(await rejectionOf(caller.jobs.list({ status: "stuck" as never }))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("retries a failed job: pending now with fresh attempts, then run by the engine", async () => {
    const { caller } = await signedIn(db(), { admin: true });
    const failed = await job("failed", { name: "contact-notification", payload: { messageId: "gone" } });
    await expect(caller.jobs.retry({ id: failed.id })).resolves.toEqual({ id: failed.id, status: "pending" });
    expect(await db().scheduledJob.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: "pending", attempts: 0 });
    await engine().run();
    expect(await db().scheduledJob.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "done",
      attempts: 1,
      outcome: "skipped: message not found",
      lastError: null,
    });
  });

  it("a job of a workflow this version of the app does not know fails at once, with the reason", async () => {
    const stray = await job("pending", { name: "renamed-workflow", payload: {}, attempts: 0 });
    await engine().run();
    expect(await db().scheduledJob.findUniqueOrThrow({ where: { id: stray.id } })).toMatchObject({
      status: "failed",
      lastError: 'No workflow named "renamed-workflow" in this version of the app',
    });
    const { caller } = await signedIn(db(), { admin: true });
    expect((await caller.jobs.list({ status: "failed" })).jobs.find((j) => j.id === stray.id)).toMatchObject({
      name: "renamed-workflow",
      summary: "{}",
    });
  });

  it("refuses to retry a job that is not failed, or unknown", async () => {
    const { caller } = await signedIn(db(), { admin: true });
    const done = await job("done");
    expect(await rejectionOf(caller.jobs.retry({ id: done.id }))).toMatchObject({
      code: "CONFLICT",
      message: "Only a failed job can be retried.",
    });
    expect(await rejectionOf(caller.jobs.retry({ id: "nope" }))).toMatchObject({
      code: "NOT_FOUND",
      message: "This job no longer exists.",
    });
  });

  it("keeps each job's orderId, which the order page reads, as its payload says, whichever write changed the payload", async () => {
    const orderIdOf = async (id: string) => (await db().scheduledJob.findUniqueOrThrow({ where: { id } })).orderId;
    const created = await job("pending", { payload: { orderId: "ord_a", cartId: null } });
    expect(created.orderId).toBe("ord_a");
    await db().scheduledJob.update({ where: { id: created.id }, data: { payload: { orderId: "ord_b" } } });
    expect(await orderIdOf(created.id)).toBe("ord_b");
    await db().$executeRaw`UPDATE "ScheduledJob" SET "payload" = '{"cartId": "c1"}' WHERE "id" = ${created.id}`;
    expect(await orderIdOf(created.id)).toBeNull();
    await db().scheduledJob.createMany({
      data: [{ name: "review-request", payload: { orderId: "ord_c" }, runAt: new Date(), idempotencyKey: "k-ord_c" }],
    });
    expect((await db().scheduledJob.findMany({ where: { orderId: "ord_c" } })).map((j) => j.name)).toEqual(["review-request"]);
  });
});
