// A minimal stand-in for the Inngest server, for the jobs contract test: it takes the events the
// Inngest adapter sent to the fake event API and runs the REAL Inngest functions through
// @inngest/test, honouring what the functions declare — triggers, idempotency, singleton
// ("cancel"), cancelOn (`match`), and step.sleep — on a clock the test moves. It understands only
// the `event.data.<field>` / `data.<field>` expressions our functions use, and fails on others.
import { InngestTestEngine } from "@inngest/test";
import type { InngestFunction } from "inngest";
import type { ReceivedEvent } from "../mocks/fake-inngest";

type Fn = InngestFunction.Any;
type Event = { name: string; data: Record<string, unknown> };
type Run = { fn: Fn; event: Event; wakeAt: number; state: "sleeping" | "done" | "cancelled" };

const fieldOf = (expression: string, prefix: string, event: Event) => {
  if (!expression.startsWith(prefix) || expression.slice(prefix.length).includes(".")) {
    throw new Error(`inngest-runner does not understand "${expression}"`);
  }
  return event.data[expression.slice(prefix.length)];
};
const triggerOf = (fn: Fn) => (fn.opts.triggers as { event: string }[])[0]!.event;

export function inngestRunner(functions: Fn[], received: ReceivedEvent[]) {
  let now = 0;
  let handled = 0;
  const runs: Run[] = [];
  const idempotency = new Set<string>();

  /** Runs a new run up to its sleep; a function without one runs to its end here (executeStep then throws "not found"). */
  async function startRun(run: Run) {
    try {
      const { ctx } = await new InngestTestEngine({ function: run.fn }).executeStep("wait", { events: [run.event] } as never);
      const sleep = (ctx.step.sleep as unknown as { mock: { calls: [string, number][] } }).mock.calls[0];
      return sleep ? sleep[1] : undefined;
    } catch {
      return undefined;
    }
  }

  /** Wakes a run after its sleep: the whole function, the sleep answered at once. */
  async function finishRun(run: Run) {
    const { error } = await new InngestTestEngine({ function: run.fn }).execute({
      events: [run.event],
      steps: [{ id: "wait", handler() {} }],
    } as never);
    if (error) throw error;
  }

  async function receive(event: Event) {
    // Cancellations first: a waiting run whose cancelOn matches this event stops.
    for (const run of runs.filter((r) => r.state === "sleeping")) {
      const rules = (run.fn.opts.cancelOn ?? []) as { event: string; match: string }[];
      if (
        rules.some(
          (rule) =>
            rule.event === event.name &&
            fieldOf(rule.match, "data.", event) === fieldOf(rule.match, "data.", run.event) &&
            fieldOf(rule.match, "data.", event) != null,
        )
      ) {
        run.state = "cancelled";
      }
    }
    for (const fn of functions.filter((f) => triggerOf(f) === event.name)) {
      const opts = fn.opts as { idempotency?: string; singleton?: { key: string; mode: string } };
      if (opts.idempotency) {
        const key = `${fn.id()}:${String(fieldOf(opts.idempotency, "event.data.", event))}`;
        if (idempotency.has(key)) continue;
        idempotency.add(key);
      }
      if (opts.singleton) {
        if (opts.singleton.mode !== "cancel") throw new Error("inngest-runner knows only singleton mode cancel");
        const key = fieldOf(opts.singleton.key, "event.data.", event);
        for (const run of runs)
          if (run.fn === fn && run.state === "sleeping" && fieldOf(opts.singleton.key, "event.data.", run.event) === key)
            run.state = "cancelled";
      }
      const run: Run = { fn, event, wakeAt: now, state: "sleeping" };
      runs.push(run);
      const sleepMs = await startRun(run);
      if (sleepMs === undefined) run.state = "done";
      else run.wakeAt = now + sleepMs;
    }
  }

  return {
    runs,
    /** Takes the events sent so far, moves the clock on by `ms`, and finishes the runs whose sleep is over. */
    async advance(ms: number) {
      while (handled < received.length) await receive(received[handled++]!);
      now += ms;
      for (const run of runs.filter((r) => r.state === "sleeping" && r.wakeAt <= now)) {
        run.state = "done";
        await finishRun(run);
      }
    },
  };
}
