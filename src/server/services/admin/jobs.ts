import "server-only";
import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { jobsListInput } from "@/lib/validation/jobs";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import { jobsEngine } from "@/server/jobs";
import { type Workflow, workflows } from "@/server/jobs/workflows";

const byId = new Map<string, Workflow>(workflows.map((w) => [w.id, w]));
const statuses = ["pending", "running", "done", "failed", "cancelled"] as const;

/** One line about a job's payload: the workflow's own summary, or the raw ids when it is unknown. */
function summarize(workflow: Workflow | undefined, payload: Prisma.JsonValue) {
  try {
    if (workflow && payload && typeof payload === "object") return workflow.summary(payload as never);
  } catch {
    // fall through to the raw payload
  }
  return JSON.stringify(payload).slice(0, 120);
}

/**
 * The admin Jobs view: the jobs of one status (or all), newest first, with the workflow's
 * name, a payload summary, attempts and the last error; counts per status; and which engine
 * runs them (with Inngest, the runs are in its dashboard and only final failures are here).
 */
export async function listJobs(db: Db, input: z.output<typeof jobsListInput>) {
  const [rows, grouped] = await Promise.all([
    db.scheduledJob.findMany({
      where: input.status ? { status: input.status } : {},
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: input.limit,
    }),
    db.scheduledJob.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(statuses.map((s) => [s, grouped.find((g) => g.status === s)?._count._all ?? 0])) as Record<
    (typeof statuses)[number],
    number
  >;
  // The order and cart a job is about, for links to the order page and the customer view.
  const idOf = (payload: Prisma.JsonValue, key: string) =>
    payload && typeof payload === "object" && !Array.isArray(payload) && typeof payload[key] === "string" ? (payload[key] as string) : null;
  const cartIds = [...new Set(rows.map((job) => idOf(job.payload, "cartId")).filter((id): id is string => id !== null))];
  const carts = cartIds.length ? await db.cart.findMany({ where: { id: { in: cartIds } }, select: { id: true, email: true } }) : [];
  const cartEmail = new Map(carts.map((c) => [c.id, c.email]));
  return {
    ...jobsEngine(),
    counts,
    jobs: rows.map((job) => {
      const workflow = byId.get(job.name);
      const cartId = idOf(job.payload, "cartId");
      return {
        orderId: idOf(job.payload, "orderId"),
        cartId,
        cartEmail: cartId ? (cartEmail.get(cartId) ?? null) : null,
        id: job.id,
        workflow: job.name,
        name: workflow?.name ?? job.name,
        engine: job.engine,
        status: job.status,
        summary: summarize(workflow, job.payload),
        attempts: job.attempts,
        maxAttempts: job.maxAttempts,
        lastError: job.lastError,
        outcome: job.outcome,
        runAt: job.runAt,
        finishedAt: job.finishedAt,
        updatedAt: job.updatedAt,
        retryable: job.status === "failed" && job.engine === "local",
      };
    }),
  };
}

/** Runs a failed local job again now, with a fresh set of attempts. Inngest's runs are replayed in its dashboard. */
export async function retryJob(db: Db, id: string, now = new Date()) {
  const job = await db.scheduledJob.findUnique({ where: { id }, select: { engine: true, status: true } });
  if (!job) throw new AppError("NOT_FOUND", "This job no longer exists.");
  if (job.engine !== "local") throw new AppError("CONFLICT", "This run belongs to Inngest: replay it in the Inngest dashboard.");
  const retried = await db.scheduledJob.updateMany({
    where: { id, status: "failed" },
    data: { status: "pending", runAt: now, attempts: 0, outcome: null, finishedAt: null, lockedBy: null, lockedAt: null },
  });
  if (retried.count === 0) throw new AppError("CONFLICT", "Only a failed job can be retried.");
  return { id, status: "pending" as const };
}
