// Fuzzes every tRPC procedure, the list read from appRouter itself (a new procedure is covered
// with no edit here), through HTTP (the app's /api/trpc route handler, in process, on this file's
// database): inputs generated from each procedure's own zod schema, then hostile ones (NUL, lone
// surrogates, 1 MB strings, markup, direction overrides, wrong types, deep nesting, unknown keys,
// malformed JSON). A procedure for signed-in users or admins is called as one. Expected of every
// call: an answer below 500, nothing logged with console.error, and when the input is refused
// (4xx), not one row changed in any table. Fixed seed; FUZZ_RUNS (default 6) generated inputs per procedure.
import fc from "fast-check";
import SuperJSON from "superjson";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { GET, POST } from "@/app/api/trpc/[trpc]/route";
import { appRouter } from "@/server/api/root";
import { useTestDatabase } from "../../setup/test-db";
import { signedIn } from "../factories";
import { freshIp } from "../helpers";
import { arbitraryFor, validSample } from "./zod-arbitrary";

const db = useTestDatabase();
const SEED = 20261124;
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[] } };
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);

const MB = "x".repeat(1024 * 1024);
/** Strings that broke or could break something: storage (NUL, lone surrogates), size, markup, spoofing, injection. */
const hostileStrings = [
  "\u0000",
  "jane\u0000@example.com",
  "\uD800",
  "x\uDFFFy",
  MB,
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "ab\u202Ecd@example.com",
  '\'; DROP TABLE "Order"; --',
  "../../../etc/passwd",
  "\r\nX-Injected: 1",
  "SAVE50\u0007",
  "🙂".repeat(5000),
];
/** Whole inputs of the wrong shape. */
const hostileInputs: unknown[] = [null, 42, -1, 1e308, true, "just a string", [], [1, 2, 3], { json: 1 }];
/** Request payloads that are not what tRPC expects at all (sent as they are). */
const deep = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
const rawPayloads = [
  "{",
  "[]",
  '{"json":',
  "null",
  deep(10_000),
  `{"json":${deep(5_000)}}`,
  `{"json":{"email":"${"a".repeat(200_000)}"}}`,
  '{"json":{"__proto__":{"isAdmin":true}}}',
  '{"json":{"constructor":{"prototype":{"isAdmin":true}}}}',
  '{"json":{"email":"a@b.co"},"meta":{"values":{"email":["Date"]}}}',
];

/** Replaces one string somewhere in `value` (the `pick`-th one found) with `hostile`; the whole value if it has none. */
function poison(value: unknown, hostile: string, pick: number): unknown {
  const slots: { set: (s: string) => void }[] = [];
  const copy = structuredClone(value);
  const walk = (v: unknown, set: (s: unknown) => void) => {
    if (typeof v === "string") slots.push({ set });
    else if (v && typeof v === "object")
      for (const key of Object.keys(v)) walk((v as Record<string, unknown>)[key], (s) => ((v as Record<string, unknown>)[key] = s));
  };
  let root: unknown = copy;
  walk(copy, (s) => (root = s));
  if (slots.length === 0) return copy && typeof copy === "object" && !Array.isArray(copy) ? { ...copy, extra: hostile } : hostile;
  slots[pick % slots.length]!.set(hostile);
  return root;
}

/** Row counts of every table but RateLimit (counting a refused attempt is its job), in one query. */
let tables: string[] = [];
async function rowCounts() {
  const columns = tables.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(", ");
  const [row] = await db().$queryRawUnsafe<Record<string, number>[]>(`SELECT ${columns}`);
  return row!;
}

type Viewer = { name: string; cookie?: string };
let viewers: Record<"anonymous" | "user" | "admin", Viewer>;

/** One call through the route handler as a browser would make it (a fresh client address each time). */
async function call(path: string, type: Procedure["_def"]["type"], viewer: Viewer, payload: { value: unknown } | { raw: string }) {
  const text = "raw" in payload ? payload.raw : JSON.stringify(SuperJSON.serialize(payload.value));
  const headers: Record<string, string> = { "x-forwarded-for": freshIp(), ...(viewer.cookie && { cookie: viewer.cookie }) };
  const controller = new AbortController();
  const url = `http://localhost:3000/api/trpc/${path}`;
  const response =
    type === "mutation"
      ? await POST(
          new Request(url, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: text,
            signal: controller.signal,
          }),
        )
      : await GET(new Request(`${url}?input=${encodeURIComponent(text)}`, { headers, signal: controller.signal }));
  if (type === "subscription")
    controller.abort(); // an event stream: its status is all we read
  else await response.text();
  return response.status;
}

let consoleErrors: unknown[][] = [];
beforeAll(async () => {
  tables = (await db().$queryRaw<{ tablename: string }[]>`SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = 'public'`)
    .map((r) => r.tablename)
    .filter((t) => t !== "_prisma_migrations" && t !== "RateLimit");
  const user = await signedIn(db());
  const admin = await signedIn(db(), { admin: true });
  viewers = {
    anonymous: { name: "anonymous" },
    user: { name: "signed-in user", cookie: user.cookie },
    admin: { name: "admin", cookie: admin.cookie },
  };
});
// The tests' own rule (tests/setup) makes console.error throw; here it is collected and asserted, so a
// logged error inside the handler cannot be swallowed by the handler's own catch.
let errorSpy: ReturnType<typeof vi.spyOn>;
let warnSpy: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  warnSpy = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => {
  errorSpy.mockRestore();
  warnSpy.mockRestore();
});

describe("every tRPC procedure under fuzzing", () => {
  it("finds the procedures in appRouter", () => {
    expect(procedures.length).toBeGreaterThanOrEqual(10);
    expect(procedures.map(([path]) => path)).toEqual(expect.arrayContaining(["checkout.createSession", "contact.send", "jobs.retry"]));
  });

  it.each(procedures)("%s", async (path, procedure) => {
    consoleErrors = [];
    const { type, inputs } = procedure._def;
    const schema = inputs[0];
    const valid = schema ? arbitraryFor(schema) : fc.constant(undefined);
    const failures: string[] = [];

    /** Calls, then checks: no 5xx, and a refused input changed no row (the calls run one after another, so one call's counts after are the next one's before). */
    let counts = await rowCounts();
    const check = async (viewer: Viewer, payload: { value: unknown } | { raw: string }, what: string) => {
      const status = await call(path, type, viewer, payload);
      const before = counts;
      counts = await rowCounts();
      if (status >= 500) failures.push(`${what} as ${viewer.name} → ${status}`);
      const changed = tables.filter((t) => counts[t] !== before[t]);
      if (status >= 400 && changed.length) failures.push(`${what} as ${viewer.name} → ${status} but changed ${changed.join(", ")}`);
      return status;
    };

    // Who may call it: anonymous callers get 401 from a signed-in procedure, signed-in ones 403 from an admin one.
    const sample = validSample(schema, SEED);
    let viewer = viewers.anonymous;
    if ((await check(viewer, { value: sample }, "a sample input")) === 401) viewer = viewers.user;
    if (viewer === viewers.user && (await check(viewer, { value: sample }, "a sample input")) === 403) viewer = viewers.admin;

    await fc.assert(
      fc.asyncProperty(valid, fc.constantFrom(...hostileStrings), fc.nat(), async (input, hostile, pick) => {
        await check(viewer, { value: input }, `generated ${JSON.stringify(input)?.slice(0, 80)}`);
        await check(viewer, { value: poison(input, hostile, pick) }, `generated input with ${JSON.stringify(hostile.slice(0, 20))}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // Each hostile string once, in a valid input (each time in the next text field), so it reaches the service.
    for (const [i, hostile] of hostileStrings.entries()) {
      await check(viewer, { value: poison(sample, hostile, i) }, `a valid input with ${JSON.stringify(hostile.slice(0, 20))}`);
    }
    for (const input of hostileInputs) await check(viewer, { value: input }, `input ${JSON.stringify(input)?.slice(0, 40)}`);
    for (const raw of rawPayloads) await check(viewer, { raw }, `raw payload ${raw.slice(0, 20)}…`);
    if (viewer !== viewers.anonymous) await check(viewers.anonymous, { value: sample }, "a sample input");

    expect(failures).toEqual([]);
    expect(consoleErrors.map((args) => args.map(String).join(" ").slice(0, 300))).toEqual([]);
  });
});
