// Signing in the way a person does, through the app's own Better Auth endpoints: sign up, open
// the confirmation link the app e-mailed (read from the outbox table: this production build has
// no /dev/outbox page), sign in. No session is written by hand and no secret is copied: the
// cookie is the one the sign-in answer sets. Used by the `signedInAs` fixture (fixtures.ts) and
// by bench/admin-first-row.ts.
import type { APIRequestContext } from "@playwright/test";

/** The e2e server's first admin: listed in its ADMIN_EMAILS (tests/e2e/serve.ts), admin once it signs in. */
export const E2E_OWNER_EMAIL = "owner@e2e.buyers.shop";
/**
 * Every admin the e2e server lists (ADMIN_EMAILS): the owner and seven more. The `signedInAs("admin")`
 * fixture takes them in turn, because one address may sign in 10 times per 15 minutes (the
 * per-address limit of docs/product.md#security) and the journeys sign an admin in more often.
 */
export const E2E_ADMIN_EMAILS = [E2E_OWNER_EMAIL, ...Array.from({ length: 7 }, (_, i) => `owner${i + 2}@e2e.buyers.shop`)];
let nextAdmin = Math.floor(Math.random() * E2E_ADMIN_EMAILS.length);
/** The next admin address, round robin (each journey's admin is a listed first admin like the owner). */
export const nextAdminEmail = () => E2E_ADMIN_EMAILS[nextAdmin++ % E2E_ADMIN_EMAILS.length]!;
/** The header the e2e server trusts for the client's address (its CLIENT_IP_HEADER, tests/e2e/serve.ts). */
export const E2E_CLIENT_HEADER = "x-e2e-client-address";
export const E2E_PASSWORD = "e2e-account-password";

/** Runs a query on the app's database (the e2e server's: tests/e2e/database.ts). */
type Query = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * A client address of its own for each sign-in: the auth endpoints allow 10 sign-ups and 30
 * sign-ins per 15 minutes per client, and the accounts journey (auth.spec.ts) uses up the shared
 * allowance of clients without an address on purpose. The e2e server believes this header as a
 * proxy's (CLIENT_IP_HEADER); the browser's own requests do not send it.
 */
export const freshAddress = () => `10.${rand()}.${rand()}.${1 + (rand() % 254)}`;
const rand = () => Math.floor(Math.random() * 255);

/** The latest link of `template` e-mailed to `to`, waiting up to 10 s for the outbox row. */
export async function linkFromOutbox(query: Query, to: string, template: "verify-email" | "reset-password") {
  for (let i = 0; i < 100; i++) {
    const rows = await query<{ text: string }>(
      `SELECT text FROM "EmailOutbox" WHERE "to" = $1 AND template = $2 ORDER BY "createdAt" DESC LIMIT 1`,
      [to, template],
    );
    const link = rows[0]?.text.match(/https?:\/\/\S+\/api\/auth\/[^\s\]]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${template} e-mail to ${to} in the outbox`);
}

/**
 * Signs `request` (a browser context's `context.request`, which shares its cookies) in as
 * `email` through /api/auth: signs up and confirms the address first when the account does not
 * exist yet. Returns the address as the app stores it (lower case).
 */
export async function signInThroughApi(request: APIRequestContext, baseURL: string, query: Query, email: string, password = E2E_PASSWORD) {
  const address = email.toLowerCase();
  const headers = { origin: baseURL, [E2E_CLIENT_HEADER]: freshAddress() };
  const post = (path: string, data: object) => request.post(`${baseURL}/api/auth${path}`, { data, headers });

  let signIn = await post("/sign-in/email", { email: address, password });
  // 401: no such account; 403: created but never confirmed (signing in just e-mailed a new link).
  if (signIn.status() === 401 || signIn.status() === 403) {
    if (signIn.status() === 401) {
      const signUp = await post("/sign-up/email", { email: address, password, name: "" });
      if (!signUp.ok()) throw new Error(`sign-up of ${address}: ${signUp.status()} ${await signUp.text()}`);
    }
    const confirmation = await request.get(await linkFromOutbox(query, address, "verify-email"), { headers });
    if (!confirmation.ok()) throw new Error(`confirmation of ${address}: ${confirmation.status()}`);
    signIn = await post("/sign-in/email", { email: address, password });
  }
  if (!signIn.ok()) throw new Error(`sign-in of ${address}: ${signIn.status()} ${await signIn.text()}`);
  return address;
}
