// The local stand-ins for the hosted services (tests/mocks/fake-*.ts), started once for a test
// file and closed after it:
//
//   const { stripe, resend } = useFakeServers({ stripe: true, resend: true });
//   it("…", async () => { setPaymentGateway(stripe.gateway()); … expect(resend.received) … });
//
// Each name is usable at once (inside tests and hooks): it forwards to its server once
// `beforeAll` has started it. Which adapter a port uses stays each file's choice (the
// `setPaymentGateway(…)` / `setMailTransport(undefined)` lines), as does a fake's per-test state.
import { afterAll, beforeAll } from "vitest";
import { startFakeClerk } from "../mocks/fake-clerk";
import { startFakeInngest } from "../mocks/fake-inngest";
import { startFakeResend } from "../mocks/fake-resend";
import { startFakeStripe } from "../mocks/fake-stripe";
import { startFakeUploadThing } from "../mocks/fake-uploadthing";

const starters = {
  clerk: (options: { authorizedParty: string }) => startFakeClerk(options),
  inngest: () => startFakeInngest(),
  resend: () => startFakeResend(),
  stripe: () => startFakeStripe(),
  uploadthing: () => startFakeUploadThing(),
};
type Name = keyof typeof starters;

/** Which servers: `true`, or the server's options (Clerk: the site its session tokens are for). */
export type FakeServerOptions = { clerk?: { authorizedParty: string } } & { [N in Exclude<Name, "clerk">]?: true };
export type FakeServers<O extends FakeServerOptions> = { [N in keyof O & Name]: Awaited<ReturnType<(typeof starters)[N]>> };

/** A stand-in whose properties are those of the server `get` returns, once it has started. */
function forwardTo<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(get(), key),
    set: (_, key, value) => Reflect.set(get(), key, value),
    has: (_, key) => Reflect.has(get(), key),
  });
}

/** Starts the named fake servers before the file's tests and closes them after. */
export function useFakeServers<const O extends FakeServerOptions>(options: O): FakeServers<O> {
  const names = Object.keys(options) as Name[];
  const running = new Map<Name, { close(): Promise<void> }>();
  beforeAll(async () => {
    await Promise.all(
      names.map(async (name) => {
        const start = starters[name] as (o: unknown) => Promise<{ close(): Promise<void> }>;
        running.set(name, await start(options[name]));
      }),
    );
  });
  afterAll(async () => {
    await Promise.all([...running.values()].map((server) => server.close()));
    running.clear();
  });
  return Object.fromEntries(
    names.map((name) => [
      name,
      forwardTo(() => {
        const server = running.get(name);
        if (!server) throw new Error(`fake ${name}: not running (use it inside a test or a hook, after useFakeServers' beforeAll)`);
        return server;
      }),
    ]),
  ) as FakeServers<O>;
}
