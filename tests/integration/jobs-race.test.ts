// 200 due jobs, two engines racing over them: each job runs exactly once (FOR UPDATE SKIP LOCKED).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { localJobQueue } from "@/server/jobs/local";
import { databaseUrl, usePostgres } from "../setup/databases";
import { useTestDatabase } from "../setup/test-db";
import { raceProbe, raceProbeSteps } from "./jobs-race-probe";

const db = useTestDatabase();
const JOBS = 200;

async function dueJobs(prefix: string) {
  const runAt = new Date(Date.now() - 1000);
  await db().scheduledJob.createMany({
    data: Array.from({ length: JOBS }, (_, i) => ({
      name: "race-probe",
      payload: { messageId: `${prefix}-${i}` },
      runAt,
      maxAttempts: 1,
      idempotencyKey: `race-probe:${prefix}-${i}`,
    })),
  });
}

async function expectEachRanOnce(prefix: string) {
  const counters = await db().rateLimit.findMany({ where: { key: { startsWith: `race:${prefix}-` } } });
  expect(counters).toHaveLength(JOBS);
  expect(counters.filter((c) => c.count !== 1)).toEqual([]);
  const keys = Array.from({ length: JOBS }, (_, i) => `race-probe:${prefix}-${i}`);
  expect(await db().scheduledJob.count({ where: { idempotencyKey: { in: keys }, status: "done", attempts: 1 } })).toBe(JOBS);
}

describe("local engine: racing workers", () => {
  it("two engines in one process, polling at once over 200 due jobs: each job runs once", async () => {
    await dueJobs("same-process");
    const engines = [1, 2].map(() => localJobQueue({ db: async () => db(), workflows: [raceProbe], steps: raceProbeSteps, batch: 5 }));
    const ran = await Promise.all(engines.map((e) => e.runDue()));
    expect(ran[0]! + ran[1]!).toBe(JOBS);
    await expectEachRanOnce("same-process");
  });

  // Two processes need PostgreSQL (the embedded database belongs to one process): npm run test:pg.
  it.runIf(usePostgres)(
    "two app processes on one PostgreSQL database, racing over 200 due jobs: each job runs once",
    async () => {
      await dueJobs("two-processes");
      const [{ name }] = (await db().$queryRaw<{ name: string }[]>`SELECT current_database()::text AS name`) as [{ name: string }];
      const startAt = String(Date.now() + 6000); // both start polling at the same moment
      const worker = () =>
        promisify(execFile)(
          "npx",
          ["tsx", "--conditions=react-server", "tests/integration/jobs-race-worker.ts", databaseUrl(name), startAt],
          {
            env: { ...process.env, NODE_ENV: "test" },
          },
        );
      const outputs = await Promise.all([worker(), worker()]);
      const ran = outputs.map(({ stdout }) => Number(/ran (\d+)/.exec(stdout)?.[1]));
      console.warn(`jobs race: the two processes ran ${ran.join(" + ")} jobs`);
      expect(ran[0]! + ran[1]!).toBe(JOBS);
      expect(ran.every((n) => n > 0)).toBe(true); // both really took part
      await expectEachRanOnce("two-processes");
    },
    120_000,
  );
});
