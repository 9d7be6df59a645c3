// A clock the test moves by hand, injected into the local job engine.
import type { Clock } from "@/server/jobs/port";

/** Real time plus an offset the test advances: rows the database stamps stay in step with it. */
export function testClock() {
  let offset = 0;
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
  return clock;
}
