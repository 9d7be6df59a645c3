import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { AppError } from "@/server/errors";
import type { EventData, EventName } from "./events";
import { inngest, inngestConfigured, inngestDashboardUrl, inngestJobQueue } from "./inngest";
import { isLocalJobQueue, localJobQueue } from "./local";
import { type JobQueue, JobQueueError } from "./port";
import { type StepMap, workflows } from "./workflows";

let queue: JobQueue | undefined;

// The steps handed over at start-up, on globalThis like getDb's client: Next's production build
// gives this module one instance per bundle (the instrumentation that hands them over, each route
// handler, the pages), and the local engine of every bundle needs them to schedule.
const handed = globalThis as { __storeWorkflowSteps?: StepMap };

/**
 * Hands the workflows' steps (src/server/workflow-steps.ts) to the job engine of this process:
 * called where the server starts (src/instrumentation-node.ts) and by the tests' setup.
 */
export function handStepsToJobs(steps: StepMap) {
  handed.__storeWorkflowSteps = steps;
}

function handedSteps(): StepMap {
  const steps = handed.__storeWorkflowSteps;
  if (!steps) throw new JobQueueError("The workflows' steps were not handed to the job engine (handStepsToJobs at start-up)");
  return steps;
}

/** The job engine, chosen once from env: Inngest when configured, the local engine otherwise. */
export function getJobQueue(): JobQueue {
  queue ??= inngestConfigured
    ? inngestJobQueue(inngest)
    : localJobQueue({ db: getDb, workflows, steps: handedSteps(), pollMs: env.JOBS_POLL_INTERVAL_MS, throttle: true });
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

/**
 * Starts the jobs of this server process (src/instrumentation-node.ts): hands the steps over and
 * starts the local engine's poller; with Inngest there is nothing to poll (it calls /api/inngest).
 */
export function startJobWorker(steps: StepMap) {
  handStepsToJobs(steps);
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
