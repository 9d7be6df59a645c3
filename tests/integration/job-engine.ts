// A local job engine on an injected clock, made the app's engine for one test file.
import { afterEach, beforeEach } from "vitest";
import type { Db } from "@/server/db/open";
import { getJobQueue, setJobQueue } from "@/server/jobs";
import { isLocalJobQueue, type LocalJobQueue, localJobQueue } from "@/server/jobs/local";
import { type JobQueue, JobQueueError } from "@/server/jobs/port";
import { type StepMap, type Workflow, workflows } from "@/server/jobs/workflows";
import { workflowSteps } from "@/server/workflow-steps";
import { testClock } from "../mocks/clock";

export type TestEngine = {
  queue: LocalJobQueue;
  clock: ReturnType<typeof testClock>;
  /** Moves the clock on by `ms`, then runs whatever is due; returns how many jobs ran. */
  advance(ms: number): Promise<number>;
  /** Runs the jobs due now. */
  run(): Promise<number>;
  /** A second engine on the same database and clock: the server after a restart. */
  restart(): TestEngine;
};

export function makeTestEngine(
  db: () => Db,
  opts: { workflows?: readonly Workflow[]; steps?: StepMap; clock?: ReturnType<typeof testClock> } = {},
): TestEngine {
  const clock = opts.clock ?? testClock();
  const queue = localJobQueue({
    db: async () => db(),
    workflows: opts.workflows ?? workflows,
    steps: opts.steps ?? workflowSteps,
    clock,
    log: () => {},
  });
  setJobQueue(queue);
  return {
    queue,
    clock,
    async advance(ms) {
      clock.advance(ms);
      return queue.runDue();
    },
    run: () => queue.runDue(),
    restart: () => makeTestEngine(db, { ...opts, clock }),
  };
}

/** A fresh test engine before each test of the file; the app's default engine again after. */
export function useTestEngine(db: () => Db) {
  let engine: TestEngine | undefined;
  beforeEach(() => {
    engine = makeTestEngine(db);
  });
  afterEach(() => setJobQueue(undefined));
  return () => engine!;
}

/** Runs the jobs due now on the app's default engine (the local one, on the real clock). */
export async function runJobs() {
  const queue = getJobQueue();
  if (!isLocalJobQueue(queue)) throw new Error("runJobs needs the local job engine");
  return queue.runDue();
}

/** A job engine that cannot be reached (Inngest down, the database refusing writes). */
export function unreachableQueue(): JobQueue {
  return {
    name: "inngest",
    emit: async (name) => {
      throw new JobQueueError(`Inngest did not accept ${name}: fetch failed`);
    },
  };
}
