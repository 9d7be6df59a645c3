// A workflow for the race tests: each run adds 1 to a counter row of its own, so a job run twice shows as 2.
import type { Step, StepMap, Workflow } from "@/server/jobs/workflows";

export const raceProbe: Workflow = {
  id: "race-probe",
  name: "Race probe",
  trigger: "contact/received",
  keyField: "messageId",
  onRepeat: "ignore",
  cancelOn: [],
  retries: 0,
  step: "count",
  summary: (data: { messageId: string }) => data.messageId,
};

const count: Step<"contact/received"> = {
  async run({ db }, data) {
    await new Promise((resolve) => setTimeout(resolve, 5)); // a run takes a moment, as a real one does
    await db.$executeRaw`
      INSERT INTO "RateLimit" (key, "windowStart", count) VALUES (${`race:${data.messageId}`}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET count = "RateLimit".count + 1`;
    return "counted";
  },
};

/** The probe's step, as the engine takes it. */
export const raceProbeSteps: StepMap = { [raceProbe.id]: count };
