// The database out of reach: API calls answer 503 with a clear message (never a 500 with a
// digest), and the app serves again as soon as it is back, with no restart.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { inject } from "vitest";
import { POST as downloadLink } from "@/app/api/download-link/route";
import { GET as trpcGet, POST as trpcPost } from "@/app/api/trpc/[trpc]/route";
import { unavailableText } from "@/lib/messages";
import { setDatabaseForTests } from "@/server/db";
import { openDatabase, type OpenDatabase } from "@/server/db/open";
import { adminQuery, databaseUrl, uniqueName, usePostgres } from "../setup/databases";
import { useTestDatabase } from "../setup/test-db";
import { startTcpProxy } from "../mocks/tcp-proxy";
import { freshIp } from "./helpers";

const db = useTestDatabase();
const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
afterAll(() => warned.mockRestore());

const settings = () => trpcGet(new Request("http://localhost:3000/api/trpc/settings.public"));
const subscribe = (cookie?: string) =>
  trpcPost(
    new Request("http://localhost:3000/api/trpc/newsletter.subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), ...(cookie && { cookie }) },
      body: JSON.stringify({ json: { email: `outage${Date.now()}@mail.fertility-buyers.org` } }),
    }),
  );

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("30");
  const body = await response.text();
  expect(body).toContain(unavailableText);
  expect(body).not.toMatch(/Prisma|ECONNREFUSED|Can't reach|127\.0\.0\.1|digest/);
}

let unreachable: OpenDatabase | undefined;
afterEach(async () => {
  setDatabaseForTests({ db: db(), exec: async () => {}, close: async () => {} });
});
afterAll(() => unreachable?.close());

describe("with the database unreachable", () => {
  it("answers tRPC queries, mutations, signed-in calls and route handlers with 503 and says to try again", async () => {
    // Nothing listens on port 1: every connection is refused, as when the database host is down.
    unreachable = await openDatabase({ kind: "postgres", url: "postgresql://postgres@127.0.0.1:1/store" });
    setDatabaseForTests(unreachable);
    await expectUnavailable(await settings());
    await expectUnavailable(await subscribe());
    await expectUnavailable(await subscribe("better-auth.session_token=abc.ZGVm")); // the session lookup in the context needs the database too
    const link = await downloadLink(
      new Request("http://localhost:3000/api/download-link", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
        body: JSON.stringify({ email: "a@b.org" }),
      }),
    );
    await expectUnavailable(link);
  });

  it.runIf(usePostgres)("recovers by itself when the database comes back (the same client, no restart)", async () => {
    const template = inject("dbTemplate");
    if (template.kind !== "postgres") throw new Error("PostgreSQL only");
    const name = uniqueName("fg_outage");
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template.database}"`);
    const proxy = await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(databaseUrl(name)).port || 5432) });
    const app = await openDatabase({ kind: "postgres", url: proxy.through(databaseUrl(name)), poolSize: 4 });
    try {
      setDatabaseForTests(app);
      expect((await settings()).status).toBe(200);
      proxy.pause();
      await expectUnavailable(await settings());
      await expectUnavailable(await subscribe());
      proxy.resume();
      expect((await settings()).status).toBe(200);
      expect((await subscribe()).status).toBe(200);
    } finally {
      await app.close();
      await proxy.close();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
