// ADMIN_EMAILS for both adapters: one function (grantListedAdmin) grants the role row to a
// listed address its provider verified — Better Auth at sign-in (better-auth-flows.test.ts),
// Clerk's viewers on their first admin check, here through the tRPC ladder with the fake Clerk.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { setAuthProvider } from "@/server/auth";
import { viewerIsAdmin } from "@/server/auth/admin-check";
import { localAuthProvider } from "@/server/auth/local";
import { useTestDatabase } from "../setup/test-db";
import { signedIn } from "./factories";
import { freshIp, rejectionOf } from "./helpers";
import { useFakeServers } from "./fake-servers";

vi.hoisted(() => {
  process.env.ADMIN_EMAILS = "Boss.Clerk@mail.fertility-buyers.org, boss.local@mail.fertility-buyers.org";
});

const db = useTestDatabase();
const BOSS = "boss.clerk@mail.fertility-buyers.org";

const { clerk } = useFakeServers({ clerk: { authorizedParty: "http://localhost:3000" } });
beforeAll(() => setAuthProvider(clerk.adapter()));
afterAll(() => setAuthProvider(undefined));

const callerWith = async (headers: Headers) => {
  headers.set("x-forwarded-for", freshIp());
  return createCaller(await createTRPCContext({ headers }));
};
const roleRows = (userId: string) => db().userRole.count({ where: { userId, role: "admin" } });

describe("ADMIN_EMAILS with Clerk", () => {
  it("makes a Clerk user with a listed, verified address admin on the first admin check", async () => {
    const { userId, headers } = await clerk.signedIn("BOSS.clerk@mail.fertility-buyers.org");
    expect(await roleRows(userId)).toBe(0);

    const caller = await callerWith(headers);
    await expect(caller.orders.stats()).resolves.toBeDefined();
    expect(await roleRows(userId)).toBe(1);
    const grants = await db().auditEvent.findMany({ where: { action: "role.granted", target: BOSS } });
    expect(grants).toMatchObject([{ actorId: null, details: { userId, via: "ADMIN_EMAILS" } }]);
    // Later checks read the row; a repeat grant adds nothing.
    await expect((await callerWith(new Headers(headers))).admin.me()).resolves.toMatchObject({ userId, email: BOSS, isAdmin: true });
    expect(await roleRows(userId)).toBe(1);
    expect(await db().auditEvent.count({ where: { action: "role.granted", target: BOSS } })).toBe(1);
  });

  it("refuses a listed address Clerk has not verified, and grants nothing", async () => {
    const { userId, headers } = await clerk.signedIn(BOSS, { verified: false });
    const caller = await callerWith(headers);
    expect(await rejectionOf(caller.orders.stats())).toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.admin.me()).resolves.toMatchObject({ isAdmin: false });
    expect(await roleRows(userId)).toBe(0);
  });

  it("refuses an unlisted address without asking Clerk's Backend API", async () => {
    const { userId, headers } = await clerk.signedIn(`someone.${process.pid}@mail.fertility-buyers.org`);
    const before = clerk.requests.length;
    expect(await rejectionOf((await callerWith(headers)).orders.stats())).toMatchObject({ code: "FORBIDDEN" });
    expect(clerk.requests.slice(before)).toEqual([]);
    expect(await roleRows(userId)).toBe(0);
  });

  it("treats Clerk's Backend API failing as not admin (logged), never a 500", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // A token for a user the Backend API does not know: the verification look-up answers 404.
    const headers = new Headers({ authorization: `Bearer ${await clerk.sessionToken("user_unknown", { email: BOSS })}` });
    expect(await rejectionOf((await callerWith(headers)).orders.stats())).toMatchObject({ code: "FORBIDDEN" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("ADMIN_EMAILS check failed for user_unknown"));
    expect(await roleRows("user_unknown")).toBe(0);
    warn.mockRestore();
  });
});

describe("ADMIN_EMAILS with the local accounts, through the same check", () => {
  beforeAll(() => setAuthProvider(localAuthProvider()));
  afterAll(() => setAuthProvider(clerk.adapter()));
  const listed = ["boss.local@mail.fertility-buyers.org"];

  it("grants a verified listed account on its admin check (sign-in granted already otherwise), never an unverified one", async () => {
    const { user } = await signedIn(db(), { email: listed[0] });
    const viewer = { userId: user.id, email: user.email };
    await expect(viewerIsAdmin(db(), viewer, listed)).resolves.toBe(true);
    expect(await roleRows(user.id)).toBe(1);

    await db().userRole.deleteMany({ where: { userId: user.id } });
    await db().user.update({ where: { id: user.id }, data: { emailVerified: false } });
    await expect(viewerIsAdmin(db(), viewer, listed)).resolves.toBe(false);
    await expect(viewerIsAdmin(db(), viewer, [])).resolves.toBe(false);
    expect(await roleRows(user.id)).toBe(0);
  });
});
