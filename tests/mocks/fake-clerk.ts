// An offline Clerk instance: an RSA-2048 key pair (jose) that signs RS256 session tokens, the
// fake publishable and secret keys, and a local stand-in for the Backend API's user endpoints.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportSPKI, generateKeyPair, SignJWT } from "jose";
import { clerkAuthProvider } from "@/server/auth/clerk";

/** "pk_test_" + base64 of "<Frontend API host>$", as Clerk's keys are. */
export const FAKE_CLERK_PUBLISHABLE_KEY = `pk_test_${btoa("clerk.fertility-guides.example$")}`;
export const FAKE_CLERK_SECRET_KEY = "sk_test_offline-contract-test";
export const FAKE_CLERK_ISSUER = "https://clerk.fertility-guides.example";

/** `verified`: Clerk verified the address (its sign-up does before the account exists; an address added by an admin may not be). */
type FakeUser = { id: string; email: string; verified: boolean };

export async function startFakeClerk(opts: { authorizedParty: string }) {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  const users: FakeUser[] = [];
  let n = 0;

  /** A Clerk session token (v2 claims) for `userId`; `email` only when the instance adds that claim. */
  async function sessionToken(userId: string, o: { email?: string; expiresInSeconds?: number; key?: CryptoKey } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + (o.expiresInSeconds ?? 60);
    return new SignJWT({ sid: `sess_${userId}`, azp: opts.authorizedParty, v: 2, ...(o.email && { email: o.email }) })
      .setProtectedHeader({ alg: "RS256", kid: "ins_offline", typ: "JWT" })
      .setSubject(userId)
      .setIssuer(FAKE_CLERK_ISSUER)
      .setIssuedAt(Math.min(now, exp - 1))
      .setNotBefore(Math.min(now, exp - 1) - 10)
      .setExpirationTime(exp)
      .sign(o.key ?? privateKey);
  }

  const userJson = (u: FakeUser) => ({
    object: "user",
    id: u.id,
    primary_email_address_id: `idn_${u.id}`,
    email_addresses: [
      {
        object: "email_address",
        id: `idn_${u.id}`,
        email_address: u.email,
        verification: u.verified
          ? { object: "verification_email_link", status: "verified", strategy: "email_link", attempts: null, expire_at: null }
          : null,
        linked_to: [],
      },
    ],
  });
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(`${req.method} ${url.pathname}`);
    res.setHeader("content-type", "application/json");
    if (req.headers.authorization?.replace("sk_live_", "sk_test_") !== `Bearer ${FAKE_CLERK_SECRET_KEY}`) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ errors: [{ code: "authentication_invalid", message: "bad secret key" }] }));
    }
    const wanted = url.searchParams.getAll("email_address").map((e) => e.toLowerCase());
    const matching = users.filter((u) => wanted.length === 0 || wanted.includes(u.email.toLowerCase()));
    if (url.pathname === "/v1/users") return res.end(JSON.stringify(matching.map(userJson)));
    if (url.pathname === "/v1/users/count") return res.end(JSON.stringify({ object: "total_count", total_count: matching.length }));
    const user = users.find((u) => url.pathname === `/v1/users/${u.id}`);
    if (user) return res.end(JSON.stringify(userJson(user)));
    res.statusCode = 404;
    res.end(JSON.stringify({ errors: [{ code: "resource_not_found", message: "not found" }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const jwtKey = await exportSPKI(publicKey);
  function addUser(email: string, { verified = true } = {}) {
    const id = `user_${++n}${process.pid}`;
    users.push({ id, email, verified });
    return id;
  }

  return {
    /** CLERK_JWT_KEY: the PEM public key the adapter verifies tokens with, networkless. */
    jwtKey,
    apiUrl: `http://127.0.0.1:${port}`,
    /** Backend API requests received, as "GET /v1/users/…". */
    requests,
    sessionToken,
    /** Another key pair's private key: tokens signed with it are forged. */
    forgerKey: async () => (await generateKeyPair("RS256", { modulusLength: 2048 })).privateKey,
    /** A Clerk user (as if signed up through Clerk); returns its id. */
    addUser,
    /** A new Clerk user and the headers of a browser signed in as them (a bearer session token with an email claim). */
    async signedIn(email: string, o: { verified?: boolean } = {}) {
      const userId = addUser(email, o);
      return { userId, headers: new Headers({ authorization: `Bearer ${await sessionToken(userId, { email })}` }) };
    },
    /**
     * The app's Clerk adapter on this instance: fake keys (a development instance's, or with
     * `production` a production one's), the PEM key passed explicitly, the Backend API here.
     */
    adapter: ({ authorizedParties = [opts.authorizedParty], production = false } = {}) =>
      clerkAuthProvider({
        secretKey: production ? FAKE_CLERK_SECRET_KEY.replace("sk_test_", "sk_live_") : FAKE_CLERK_SECRET_KEY,
        publishableKey: production ? FAKE_CLERK_PUBLISHABLE_KEY.replace("pk_test_", "pk_live_") : FAKE_CLERK_PUBLISHABLE_KEY,
        jwtKey,
        apiUrl: `http://127.0.0.1:${port}`,
        authorizedParties,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeClerk = Awaited<ReturnType<typeof startFakeClerk>>;
