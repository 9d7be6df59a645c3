import "server-only";
import { inngest } from "@/inngest/client";
import { getDb } from "@/server/db";
import { parseTrigger, type Workflow } from "@/server/jobs/workflows";
import { recordWorkflowFailure } from "@/server/services/jobs";

/**
 * An Inngest function from one workflow definition (src/server/jobs/workflows.ts), the same one
 * the local engine runs: its stable id and operator-readable name, retries, `cancelOn` for the
 * events that stop a waiting run, and a key per thing — a repeat restarts the wait (singleton,
 * "cancel") or is dropped (idempotency) — then a sleep for the delay and the one service step.
 * onFailure keeps a run that exhausted its retries in ScheduledJob for the admin Jobs view.
 */
export function workflowFunction(workflow: Workflow) {
  const key = `event.data.${workflow.keyField}`;
  return inngest.createFunction(
    {
      id: workflow.id,
      name: workflow.name,
      triggers: [{ event: workflow.trigger }],
      retries: workflow.retries,
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
    async ({ event, step, attempt }) => {
      const delayMs = workflow.delayMs();
      if (delayMs > 0) await step.sleep("wait", delayMs);
      return step.run(workflow.step, async () =>
        workflow.run({ db: await getDb(), now: new Date(), attempt: attempt + 1 }, parseTrigger(workflow, event.data) as never),
      );
    },
  );
}
