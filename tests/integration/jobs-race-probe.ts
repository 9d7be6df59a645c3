// A workflow for the race tests: each run adds 1 to a counter row of its own, so a job run twice shows as 2.
import type { Workflow } from "@/server/jobs/workflows";

export const raceProbe = {
  id: "race-probe",
  name: "Race probe",
  trigger: "contact/received",
  keyField: "messageId",
  onRepeat: "ignore",
  delayMs: () => 0,
  cancelOn: [],
  retries: 0,
  step: "count",
  async run({ db }, data) {
    await new Promise((resolve) => setTimeout(resolve, 5)); // a run takes a moment, as a real one does
    await db.$executeRaw`
      INSERT INTO "RateLimit" (key, "windowStart", count) VALUES (${`race:${data.messageId}`}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET count = "RateLimit".count + 1`;
    return "counted";
  },
  summary: (data) => data.messageId,
} satisfies Workflow<"contact/received"> as unknown as Workflow;
