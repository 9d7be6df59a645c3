import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";

let ipCounter = 0;
/** A distinct client address per call site, so rate limits of one test don't touch another. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A tRPC caller as a request from `ip`, optionally carrying a session cookie. */
export async function callerFor(opts: { ip?: string; cookie?: string } = {}) {
  const headers = new Headers({ "x-forwarded-for": opts.ip ?? freshIp() });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  return createCaller(await createTRPCContext({ headers }));
}

/** Resolves with the error a promise rejects with (fails the test if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error("expected a rejection");
}
