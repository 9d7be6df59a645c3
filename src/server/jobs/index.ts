import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import type { EventData, EventName } from "./events";
import { inngest, inngestConfigured, inngestDashboardUrl, inngestJobQueue } from "./inngest";
import { isLocalJobQueue, localJobQueue } from "./local";
import { type JobQueue, JobQueueError } from "./port";
import { MAIL_RATE, workflows } from "./workflows";

let queue: JobQueue | undefined;

/** The job engine, chosen once from env: Inngest when configured, the local engine otherwise. */
export function getJobQueue(): JobQueue {
  queue ??= inngestConfigured
    ? inngestJobQueue(inngest)
    : localJobQueue({ db: getDb, workflows, pollMs: env.JOBS_POLL_INTERVAL_MS, mailRate: MAIL_RATE });
  return queue;
}

/** Tests swap the engine (for example a local engine on an injected clock). */
export function setJobQueue(next: JobQueue | undefined) {
  queue = next;
}

/** Which engine runs the workflows, and where an operator sees Inngest's runs. */
export function jobsEngine() {
  return inngestConfigured
    ? { engine: "inngest" as const, dashboardUrl: inngestDashboardUrl }
    : { engine: "local" as const, dashboardUrl: null };
}

/** Starts the local engine's poller in this server process (src/instrumentation.ts); nothing to do with Inngest. */
export function startJobWorker() {
  const current = getJobQueue();
  if (isLocalJobQueue(current)) current.start();
}

/**
 * Emits an event for a request that must not pretend success without it: when the engine cannot
 * take it, the visitor gets `failureMessage` (their text, docs/product.md#messages; what they sent is already
 * stored, and sending again re-uses it).
 */
export async function emitOrFail<N extends EventName>(name: N, data: EventData<N>, failureMessage: string) {
  try {
    await getJobQueue().emit(name, data);
  } catch (error) {
    if (!(error instanceof JobQueueError)) throw error;
    console.warn(`jobs: ${error.message}`);
    throw new AppError("UPSTREAM_FAILED", failureMessage, { cause: error });
  }
}

/** Emits an event whose loss costs only an extra (a reminder, a cancellation): a failure is logged, not raised. */
export async function emitQuietly<N extends EventName>(name: N, data: EventData<N>) {
  try {
    await getJobQueue().emit(name, data);
    return true;
  } catch (error) {
    if (!(error instanceof JobQueueError)) throw error;
    console.warn(`jobs: ${error.message}`);
    return false;
  }
}
