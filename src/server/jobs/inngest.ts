import "server-only";
import type { Inngest } from "inngest";
import { eventSchemas } from "./events";
import { type JobQueue, JobQueueError } from "./port";

/**
 * The Inngest adapter: an event goes to Inngest (Cloud, or the Dev Server), which runs the
 * functions of src/inngest/functions — waits, cancellations and retries happen there.
 */
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
