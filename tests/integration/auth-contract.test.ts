import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { setAuthProvider } from "@/server/auth";
import { betterAuthProvider } from "@/server/auth/better-auth-provider";
import type { AuthProvider } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { useTestDatabase } from "../setup/test-db";
import { purchasesOf } from "@/server/services/downloads/library";
import { completedOrder, signedIn } from "./factories";
import { freshIp, rejectionOf } from "./helpers";
import { useFakeServers } from "./fake-servers";

const db = useTestDatabase();
const SITE = "http://localhost:3000";

const { clerk } = useFakeServers({ clerk: { authorizedParty: SITE } });
afterAll(() => setAuthProvider(undefined));

/**
 * Per adapter: the adapter, how a browser of a fresh account would present its session, and
 * headers that must be nobody (no session, a forged one, garbage).
 */
type Harness = {
  provider: AuthProvider;
  signUp: (db: Db, email: string) => Promise<{ userId: string; headers: Headers }>;
  nobody: () => Promise<Headers[]>;
};

const harnesses: [string, () => Harness][] = [
  [
    "local",
    () => ({
      provider: betterAuthProvider(),
      async signUp(db, email) {
        const { user, cookie } = await signedIn(db, { email });
        return { userId: user.id, headers: new Headers({ cookie }) };
      },
      nobody: async () => [
        new Headers(),
        new Headers({ cookie: "better-auth.session_token=forged.c2lnbmF0dXJl" }),
        new Headers({ cookie: "%%%;=;" }),
      ],
    }),
  ],
  [
    "clerk",
    () => ({
      provider: clerk.adapter(),
      signUp: (_db, email) => clerk.signedIn(email),
      async nobody() {
        const userId = clerk.addUser(email());
        const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });
        return [
          new Headers(),
          bearer(await clerk.sessionToken(userId, { expiresInSeconds: -120 })),
          bearer(await clerk.sessionToken(userId, { key: await clerk.forgerKey() })),
          bearer("not.a.jwt"),
          new Headers({ cookie: "__session=garbage; __client_uat=1" }),
          new Headers({ cookie: "%%%;=;" }),
        ];
      },
    }),
  ],
];

let n = 0;
const email = () => `member${++n}.${process.pid}@mail.fertility-buyers.org`;

// The same contract for every adapter of the auth port.
describe.each(harnesses)("auth port contract: %s", (_name, make) => {
  it("sees the viewer of a live session, with their id and e-mail", async () => {
    const { provider, signUp } = make();
    const address = email();
    const { userId, headers } = await signUp(db(), address);
    await expect(provider.getViewer(headers, db())).resolves.toEqual({ userId, email: address });
  });

  it("sees nobody without a session, or with an expired or forged one, and never throws", async () => {
    const { provider, nobody } = make();
    for (const headers of await nobody()) await expect(provider.getViewer(headers, db())).resolves.toBeNull();
  });

  it("finds an existing user's id by e-mail, whatever its case, and null for a stranger", async () => {
    const { provider, signUp } = make();
    const address = email();
    const { userId } = await signUp(db(), address);
    await expect(provider.findUserIdByEmail(address.toUpperCase(), db())).resolves.toBe(userId);
    await expect(provider.findUserIdByEmail(email(), db())).resolves.toBeNull();
  });

  it("opens the library of the viewer's own address: its paid orders, whichever adapter signed them in", async () => {
    const { provider, signUp } = make();
    const address = email();
    const { order } = await completedOrder({ email: address });
    await completedOrder({ email: email() }); // another address: never shown
    const { headers } = await signUp(db(), address);
    const viewer = await provider.getViewer(headers, db());
    expect((await purchasesOf(db(), viewer!)).map((o) => o.id)).toEqual([order.id]);
  });

  it("gives the tRPC context the viewer, and the admin procedure applies the user_roles row", async () => {
    const { provider, signUp } = make();
    setAuthProvider(provider);
    try {
      const { userId, headers } = await signUp(db(), email());
      headers.set("x-forwarded-for", freshIp());
      const caller = async () => createCaller(await createTRPCContext({ headers }));
      await expect((await caller()).admin.me()).resolves.toMatchObject({ isAdmin: false });
      expect(await rejectionOf((await caller()).admin.grantRole({ email: "someone@example.com" }))).toMatchObject({ code: "FORBIDDEN" });
      await db().userRole.create({ data: { userId, role: "admin" } });
      await expect((await caller()).admin.me()).resolves.toMatchObject({ isAdmin: true });
    } finally {
      setAuthProvider(undefined);
    }
  });
});

describe("Clerk adapter", () => {
  it("reads the e-mail from the Backend API when the token has no email claim, once per user", async () => {
    const provider = clerk.adapter();
    const address = email();
    const userId = clerk.addUser(address);
    const headers = new Headers({ authorization: `Bearer ${await clerk.sessionToken(userId)}` });
    const before = clerk.requests.length;
    await expect(provider.getViewer(headers, db())).resolves.toEqual({ userId, email: address });
    await expect(provider.getViewer(headers, db())).resolves.toEqual({ userId, email: address });
    expect(clerk.requests.slice(before)).toEqual([`GET /v1/users/${userId}`]);
  });

  it("refuses a token issued for another site (azp)", async () => {
    const provider = clerk.adapter({ authorizedParties: ["https://another-store.example"] });
    const address = email();
    const token = await clerk.sessionToken(clerk.addUser(address), { email: address });
    await expect(provider.getViewer(new Headers({ authorization: `Bearer ${token}` }), db())).resolves.toBeNull();
  });

  it("reads a browser's __session cookie, unless Clerk's client has signed in or out since the token", async () => {
    const address = email();
    const userId = clerk.addUser(address);
    const token = await clerk.sessionToken(userId, { email: address });
    const issued = Math.floor(Date.now() / 1000) - 5; // __client_uat: when the browser's Clerk client last changed
    const cookie = (extra = "", uat = issued) =>
      new Headers({ cookie: `__session=${token}; __client_uat=${uat}${extra}`, "sec-fetch-dest": "empty" });
    const viewer = { userId, email: address };

    const production = clerk.adapter({ production: true });
    await expect(production.getViewer(cookie(), db())).resolves.toEqual(viewer);
    await expect(production.getViewer(cookie("", issued + 100), db())).resolves.toBeNull();
    await expect(production.getViewer(new Headers({ cookie: `__session=${token}` }), db())).resolves.toBeNull();
    // A development instance also wants its dev-browser cookie, which Clerk's script sets in the browser.
    const development = clerk.adapter();
    await expect(development.getViewer(cookie(), db())).resolves.toBeNull();
    await expect(development.getViewer(cookie("; __clerk_db_jwt=dvb_offline"), db())).resolves.toEqual(viewer);
  });
});
