import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/server/db/open";
import { eventSchemas } from "./events";
import { type Clock, type JobQueue, JobQueueError, systemClock } from "./port";
import { jobKey, parseTrigger, type StepMap, stepOf, type Workflow } from "./workflows";

// The local engine, for development and single-machine use (Inngest is the production engine).
// pg-boss 10.4.2 was measured first and not used: on the embedded database its queries queue
// behind Prisma's interactive transactions (fine) but one issued inside a transaction deadlocks
// until Prisma's timeout and then still inserts the job after the rollback; and it schedules by
// the database's now(), which the tests' injected clock cannot move. So: the ScheduledJob table,
// claimed with FOR UPDATE SKIP LOCKED (two processes on PostgreSQL never claim one job twice).

export type LocalJobQueue = JobQueue & {
  readonly name: "local";
  /** Claims every due job (and every running job whose claim is older than the lease) and runs it. Returns how many ran. */
  runDue(): Promise<number>;
  /** Polls for due jobs every `pollMs` in this process until stop(). */
  start(): void;
  stop(): Promise<void>;
};

type Options = {
  db: () => Promise<Db>;
  workflows: readonly Workflow[];
  /** Each workflow's step, by id (src/server/workflow-steps.ts). */
  steps: StepMap;
  clock?: Clock;
  pollMs?: number;
  /** A running job not finished after this long is taken to be lost (its process died) and run again. */
  leaseMs?: number;
  /** Jobs claimed per query. */
  batch?: number;
  log?: (line: string) => void;
  /**
   * Paces the workflows with a `throttle` (the e-mails, at the mail provider's rate) in this
   * process — the local engine's stand-in for Inngest's `throttle`. Off unless set (the tests'
   * engines run on a fake clock).
   */
  throttle?: boolean;
};

/** Back-off before retry n (1-based): 30 s, 1 min, 2 min, 4 min … at most 1 h. */
export const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);

/** The text kept as lastError: the provider's own message when a service wrapped it, never a stack. */
function errorText(error: unknown) {
  const e = error as Error & { cause?: unknown };
  const cause = e?.cause instanceof Error ? ` (${e.cause.message})` : "";
  return `${e?.message ?? String(error)}${cause}`.slice(0, 500);
}

export function localJobQueue(opts: Options): LocalJobQueue {
  const clock = opts.clock ?? systemClock;
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const batch = opts.batch ?? 10;
  const log = opts.log ?? ((line: string) => console.warn(line));
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byId = new Map(opts.workflows.map((w) => [w.id, w]));

  async function emit(name: keyof typeof eventSchemas, input: unknown) {
    const parsed = eventSchemas[name].safeParse(input);
    if (!parsed.success) throw new JobQueueError(`Invalid data for ${name}: ${parsed.error.issues[0]?.message}`);
    const data = parsed.data as Record<string, unknown>;
    const payload = data as Prisma.InputJsonObject;
    const now = clock.now();
    let due = false;
    try {
      const db = await opts.db();
      for (const workflow of opts.workflows) {
        const step = workflow.trigger === name ? stepOf(opts.steps, workflow) : null;
        const delayMs = !step
          ? null
          : step.delayFromSettings
            ? await step.delayFromSettings(db)
            : (step.delayMs?.(data as never, now) ?? 0);
        if (delayMs !== null) {
          const runAt = new Date(now.getTime() + delayMs);
          due ||= runAt <= now;
          const concurrency = workflow.concurrency
            ? { concurrencyKey: `${workflow.id}:${String(data[workflow.concurrency.key])}`, concurrencyLimit: workflow.concurrency.limit }
            : {};
          const job = {
            name: workflow.id,
            payload,
            runAt,
            maxAttempts: workflow.retries + 1,
            idempotencyKey: jobKey(workflow, data),
            ...concurrency,
          };
          if (workflow.onRepeat === "restart") {
            // A new wait from now: also takes the job back from a worker running it (its finish
            // no longer matches the claim, so the job runs again at the new time).
            const fresh = {
              payload,
              runAt,
              status: "pending" as const,
              attempts: 0,
              lockedBy: null,
              lockedAt: null,
              lastError: null,
              outcome: null,
              finishedAt: null,
            };
            await db.scheduledJob.upsert({ where: { idempotencyKey: job.idempotencyKey }, create: job, update: fresh });
          } else {
            await db.scheduledJob.createMany({ data: [job], skipDuplicates: true });
          }
        }
        for (const rule of workflow.cancelOn) {
          const value = data[rule.match];
          if (rule.event !== name || typeof value !== "string") continue;
          await db.scheduledJob.updateMany({
            where: { name: workflow.id, engine: "local", status: "pending", payload: { path: [rule.match], equals: value } },
            data: { status: "cancelled", outcome: `cancelled by ${name}`, finishedAt: now, lockedBy: null },
          });
        }
      }
    } catch (cause) {
      throw new JobQueueError(`The local job engine could not store ${name}: ${(cause as Error).message}`, { cause });
    }
    if (due) kick();
  }

  /**
   * Marks due jobs running under one claim token; returns their ids and workflows. A job with a
   * concurrency key (webhook deliveries: one key per endpoint) is claimed only while fewer than
   * its limit of that key are running — Inngest's `concurrency` for the local engine. The claim
   * takes a transaction-scoped advisory lock first, so two processes never both see room for
   * the same last slot.
   */
  async function claim(db: Db, token: string) {
    const now = clock.now();
    const nowText = now.toISOString();
    const staleText = new Date(now.getTime() - leaseMs).toISOString();
    return db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT pg_advisory_xact_lock(727001)::text`;
      return tx.$queryRaw<{ id: string; name: string; concurrencyKey: string | null }[]>`
        UPDATE "ScheduledJob"
        SET status = 'running', "lockedBy" = ${token}, "lockedAt" = ${nowText}::timestamp,
            attempts = attempts + 1, "updatedAt" = ${nowText}::timestamp
        WHERE id IN (
          SELECT w.id FROM (
            SELECT c.id, c."runAt", c."concurrencyKey", c."concurrencyLimit",
                   row_number() OVER (PARTITION BY c."concurrencyKey" ORDER BY c."runAt", c.id) AS rank
            FROM (
              SELECT id, "runAt", "concurrencyKey", "concurrencyLimit" FROM "ScheduledJob"
              WHERE engine = 'local'
                AND ((status = 'pending' AND "runAt" <= ${nowText}::timestamp)
                  OR (status = 'running' AND "lockedAt" < ${staleText}::timestamp))
              ORDER BY "runAt"
              LIMIT ${batch * 10}::int
              FOR UPDATE SKIP LOCKED
            ) c
          ) w
          WHERE w."concurrencyKey" IS NULL
             OR w.rank + (
               SELECT count(*) FROM "ScheduledJob" r
               WHERE r."concurrencyKey" = w."concurrencyKey" AND r.status = 'running' AND r."lockedAt" >= ${staleText}::timestamp
             ) <= w."concurrencyLimit"
          ORDER BY w."runAt"
          LIMIT ${batch}::int
        )
        RETURNING id, name, "concurrencyKey"`;
    });
  }

  // The pacing of throttled workflows: per rate, the time the next job may start in this process.
  const nextStartAt = new Map<string, number>();
  async function pace(rate: Workflow["throttle"]) {
    if (!opts.throttle || !rate) return;
    const key = `${rate.limit}/${rate.periodMs}`;
    const now = Date.now();
    const start = Math.max(now, nextStartAt.get(key) ?? 0);
    nextStartAt.set(key, start + rate.periodMs / rate.limit);
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }

  async function runOne(db: Db, id: string, token: string) {
    const job = await db.scheduledJob.findUnique({ where: { id } });
    if (!job || job.lockedBy !== token) return;
    const mine = { id, lockedBy: token, status: "running" as const };
    const workflow = byId.get(job.name);
    try {
      if (!workflow) throw new Error(`No workflow named "${job.name}" in this version of the app`);
      await pace(workflow.throttle);
      const ctx = { db, now: clock.now(), attempt: job.attempts, final: job.attempts >= job.maxAttempts };
      const outcome = await stepOf(opts.steps, workflow).run(ctx, parseTrigger(workflow, job.payload) as never);
      await db.scheduledJob.updateMany({
        where: mine,
        data: { status: "done", outcome, lastError: null, lockedBy: null, lockedAt: null, finishedAt: clock.now() },
      });
    } catch (error) {
      const lastError = errorText(error);
      const final = job.attempts >= job.maxAttempts || !workflow;
      const now = clock.now();
      await db.scheduledJob.updateMany({
        where: mine,
        data: final
          ? { status: "failed", lastError, outcome: "failed", lockedBy: null, lockedAt: null, finishedAt: now }
          : {
              status: "pending",
              lastError,
              lockedBy: null,
              lockedAt: null,
              runAt: new Date(now.getTime() + (opts.steps[job.name]?.retryDelayMs ?? retryDelayMs)(job.attempts)),
            },
      });
      log(
        `jobs: ${job.name} ${job.id} attempt ${job.attempts}/${job.maxAttempts} failed${final ? " (giving up)" : ", will retry"}: ${lastError}`,
      );
    }
  }

  async function runDue() {
    const db = await opts.db();
    let ran = 0;
    // Bounded, so a flood of due jobs cannot keep one poll going forever.
    for (let round = 0; round < 20; round++) {
      const token = `${workerId}:${randomUUID().slice(0, 8)}`;
      const claimed = await claim(db, token);
      // Jobs with a concurrency key (webhook deliveries) run side by side — the claim already
      // kept each key within its limit — so one slow endpoint does not hold the others; the
      // rest run one after another, as they always have.
      const parallel = claimed.filter((j) => j.concurrencyKey !== null);
      await Promise.all([
        Promise.all(parallel.map((j) => runOne(db, j.id, token))),
        (async () => {
          for (const j of claimed) if (j.concurrencyKey === null) await runOne(db, j.id, token);
        })(),
      ]);
      ran += claimed.length;
      // A short claim no longer ends the poll: with per-key limits a claim is often short while
      // more is due (3 per endpoint), and jobs a run queued for now (a fan-out's deliveries) run
      // in the same poll. Still at most 20 rounds.
      if (claimed.length === 0) break;
    }
    return ran;
  }

  // The in-process poller: one poll at a time; an emit with a job due now polls at once.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let lastProblem = "";
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref?.();
  };
  function tick() {
    if (running) return;
    running = runDue()
      .then(() => void (lastProblem = ""))
      .catch((error) => {
        const text = errorText(error);
        if (text !== lastProblem) log(`jobs: polling failed, will try again: ${text}`);
        lastProblem = text;
      })
      .finally(() => {
        running = undefined;
        if (started) schedule(pollMs);
      });
  }
  function kick() {
    if (started && !running) schedule(0);
  }

  return {
    name: "local",
    emit: emit as JobQueue["emit"],
    runDue,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Whether a queue is the local engine (tests and the worker start-up need its extra methods). */
export const isLocalJobQueue = (queue: JobQueue): queue is LocalJobQueue => queue.name === "local" && "runDue" in queue;
