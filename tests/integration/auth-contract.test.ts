import { describe, expect, it } from "vitest";
import { localAuthProvider } from "@/server/auth/local";
import type { AuthProvider } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { useTestDatabase } from "../setup/test-db";
import { signedIn } from "./factories";

const db = useTestDatabase();

/** Per adapter: the adapter, and how a browser of a fresh account would present its session. */
type Harness = { provider: AuthProvider; signUp: (db: Db, email: string) => Promise<{ userId: string; headers: Headers }> };

const harnesses: [string, () => Harness][] = [
  [
    "local",
    () => ({
      provider: localAuthProvider(),
      async signUp(db, email) {
        const { user, cookie } = await signedIn(db, { email });
        return { userId: user.id, headers: new Headers({ cookie }) };
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

  it("sees nobody without a session, or with a forged one, and never throws", async () => {
    const { provider } = make();
    await expect(provider.getViewer(new Headers(), db())).resolves.toBeNull();
    await expect(provider.getViewer(new Headers({ cookie: "better-auth.session_token=forged.c2lnbmF0dXJl" }), db())).resolves.toBeNull();
    await expect(provider.getViewer(new Headers({ cookie: "%%%;=;" }), db())).resolves.toBeNull();
  });

  it("finds an existing user's id by e-mail, whatever its case, and null for a stranger", async () => {
    const { provider, signUp } = make();
    const address = email();
    const { userId } = await signUp(db(), address);
    await expect(provider.findUserIdByEmail(address.toUpperCase(), db())).resolves.toBe(userId);
    await expect(provider.findUserIdByEmail(email(), db())).resolves.toBeNull();
  });
});
