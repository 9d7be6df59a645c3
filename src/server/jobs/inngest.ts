import "server-only";
import { Inngest, RetryAfterError } from "inngest";
import type { Prisma } from "@/generated/prisma/client";
import { env } from "@/env";
import { getDb } from "@/server/db";
import type { Db } from "@/server/db/open";
import { eventSchemas } from "./events";
import { type JobQueue, JobQueueError } from "./port";
import { parseTrigger, type StepMap, stepOf, type Workflow } from "./workflows";

// The Inngest adapter of the jobs port, whole: the client (from src/env.js), the queue that
// sends events to it, and the functions served at /api/inngest. Waits, cancellations and
// retries happen at Inngest.

// INNGEST_DEV: "1"/"true" → the Dev Server on localhost:8288; a URL → the Dev Server there.
const devSetting = env.INNGEST_DEV?.trim().toLowerCase();
const devUrl = devSetting && /^https?:\/\//.test(devSetting) ? env.INNGEST_DEV!.trim() : undefined;
const inngestDev = Boolean(devUrl) || devSetting === "1" || devSetting === "true";

/** Inngest runs the workflows when it has keys (Inngest Cloud) or a Dev Server; else the local engine does. */
export const inngestConfigured = inngestDev || Boolean(env.INNGEST_EVENT_KEY || env.INNGEST_SIGNING_KEY);

/** Where an operator sees the runs: the Dev Server's UI, or Inngest Cloud. */
export const inngestDashboardUrl = inngestDev ? (devUrl ?? "http://localhost:8288") : "https://app.inngest.com";

/** The store's Inngest app, served at /api/inngest. Settings come from src/env.js only. */
export const inngest = new Inngest({
  id: "fertility-guides-store",
  eventKey: env.INNGEST_EVENT_KEY,
  signingKey: env.INNGEST_SIGNING_KEY,
  isDev: inngestDev,
  baseUrl: devUrl,
});

/** The queue: an event goes to Inngest (Cloud, or the Dev Server), which runs the functions below. */
export function inngestJobQueue(client: Inngest.Any): JobQueue {
  return {
    name: "inngest",
    async emit(name, input) {
      const parsed = eventSchemas[name].safeParse(input);
      if (!parsed.success) throw new JobQueueError(`Invalid data for ${name}: ${parsed.error.issues[0]?.message}`);
      try {
        await client.send({ name, data: parsed.data });
      } catch (cause) {
        throw new JobQueueError(`Inngest did not accept ${name}: ${(cause as Error).message}`, { cause });
      }
    },
  };
}

/**
 * An Inngest function from one workflow definition (./workflows.ts) and its step, the same ones
 * the local engine runs: its stable id and operator-readable name, retries, `cancelOn` for the events
 * that stop a waiting run, and a key per thing — a repeat restarts the wait (singleton,
 * "cancel") or is dropped (idempotency) — then a sleep for the delay and the one service step.
 * onFailure keeps a run that exhausted its retries in ScheduledJob for the admin Jobs view.
 * A workflow with its own back-off (webhook deliveries) rethrows a failure as RetryAfterError
 * with that delay; one with a concurrency key gets Inngest's `concurrency` on it (the webhook
 * delivery, per endpoint); a workflow with a `throttle` gets Inngest's (the e-mails: the mail
 * provider's rate, smoothed), so a burst of orders queues at Inngest instead of meeting 429s. Inngest's throttle is per function: two kinds of e-mail
 * bursting at the same moment can still exceed it, and those 429s are retried.
 */
export function workflowFunction(workflow: Workflow, step: StepMap[string]) {
  const key = `event.data.${workflow.keyField}`;
  return inngest.createFunction(
    {
      id: workflow.id,
      name: workflow.name,
      triggers: [{ event: workflow.trigger }],
      retries: workflow.retries,
      ...(workflow.concurrency
        ? { concurrency: [{ key: `event.data.${workflow.concurrency.key}`, limit: workflow.concurrency.limit }] }
        : {}),
      ...(workflow.throttle
        ? { throttle: { limit: workflow.throttle.limit, period: `${workflow.throttle.periodMs / 1000}s` as const } }
        : {}),
      ...(workflow.onRepeat === "restart" ? { singleton: { key, mode: "cancel" as const } } : { idempotency: key }),
      cancelOn: workflow.cancelOn.map((rule) => ({ event: rule.event, match: `data.${rule.match}` })),
      onFailure: async ({ event, error }) => {
        await recordWorkflowFailure(await getDb(), {
          workflow: workflow.id,
          runId: event.data.run_id,
          payload: event.data.event.data,
          error: error.message,
          attempts: workflow.retries + 1,
        });
      },
    },
    async ({ event, step: tools, attempt }) => {
      const fromSettings = step.delayFromSettings;
      const delayMs = fromSettings
        ? await tools.run("read-settings", async () => fromSettings(await getDb()))
        : (step.delayMs?.(event.data as never, new Date()) ?? 0);
      if (delayMs === null) return "skipped: turned off in the settings";
      if (delayMs > 0) await tools.sleep("wait", delayMs);
      return tools.run(workflow.step, async () => {
        const final = attempt >= workflow.retries;
        try {
          return await step.run(
            { db: await getDb(), now: new Date(), attempt: attempt + 1, final },
            parseTrigger(workflow, event.data) as never,
          );
        } catch (error) {
          if (!step.retryDelayMs || final) throw error;
          throw new RetryAfterError((error as Error).message, step.retryDelayMs(attempt + 1), { cause: error });
        }
      });
    },
  );
}

/** Every workflow as an Inngest function, served at /api/inngest (src/app/api/inngest/route.ts). */
export const inngestFunctions = (workflows: readonly Workflow[], steps: StepMap) =>
  workflows.map((workflow) => workflowFunction(workflow, stepOf(steps, workflow)));

/**
 * Inngest's onFailure: keeps the run that exhausted its retries in ScheduledJob (engine
 * "inngest", status failed) so the admin Jobs view shows it next to its error.
 */
export async function recordWorkflowFailure(
  db: Db,
  failure: { workflow: string; runId: string; payload: unknown; error: string; attempts: number },
) {
  const now = new Date();
  await db.scheduledJob.createMany({
    data: [
      {
        name: failure.workflow,
        engine: "inngest",
        payload: (failure.payload ?? {}) as Prisma.InputJsonValue,
        runAt: now,
        status: "failed",
        attempts: failure.attempts,
        maxAttempts: failure.attempts,
        lastError: failure.error.slice(0, 500),
        outcome: "failed",
        finishedAt: now,
        idempotencyKey: `inngest-run:${failure.runId}`,
      },
    ],
    skipDuplicates: true,
  });
}
