import "server-only";
import type { EventData, EventName } from "./events";

/**
 * The jobs port: Inngest when INNGEST_EVENT_KEY / INNGEST_SIGNING_KEY or INNGEST_DEV are set,
 * the local engine (ScheduledJob table, polled in-process) otherwise. Both run the workflows of
 * src/server/jobs/workflows.ts and pass tests/integration/jobs-contract.test.ts.
 */
export interface JobQueue {
  readonly name: "local" | "inngest";
  /**
   * Hands a domain event to the engine: the workflows it triggers run in the background, the
   * waiting runs it cancels stop. Resolves once the engine has it (stored, or accepted by
   * Inngest); rejects with JobQueueError (bad data, or the engine unreachable).
   */
  emit<N extends EventName>(name: N, data: EventData<N>): Promise<void>;
}

export class JobQueueError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "JobQueueError";
  }
}

/** Where the engine reads the time (tests inject a clock they move by hand). */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
