// One "app process" of the jobs race test: two pollers of the local engine (as a server's poller
// and an emit's immediate poll can overlap) on the given PostgreSQL database, running race-probe
// jobs until none is left; prints how many it ran. Started twice at once by
// tests/integration/jobs-race.test.ts (tsx --conditions=react-server).
import { openDatabase } from "@/server/db/open";
import { localJobQueue } from "@/server/jobs/local";
import { raceProbe, raceProbeSteps } from "./jobs-race-probe";

const [url, startAt] = process.argv.slice(2);
const open = await openDatabase({ kind: "postgres", url: url!, poolSize: 4 });
const queue = localJobQueue({ db: async () => open.db, workflows: [raceProbe], steps: raceProbeSteps, batch: 5 });
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));

async function poll() {
  let ran = 0;
  for (let idle = 0; idle < 3;) {
    const n = await queue.runDue();
    ran += n;
    idle = n === 0 ? idle + 1 : 0;
    if (n === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return ran;
}
const ran = (await Promise.all([poll(), poll()])).reduce((a, b) => a + b, 0);
console.log(`ran ${ran}`);
await open.close();
