// The authorisation matrix, generated from appRouter itself: every procedure is called as an
// anonymous visitor, a signed-in user and an admin, on the viewers of each auth adapter, and its
// outcome is compared with the ONE table below. A procedure missing from the table (or a table
// entry with no procedure) fails the test, so a new procedure cannot escape it.
//
// Refused or not: the ladder (publicProcedure → protectedProcedure → adminProcedure) decides
// before a procedure reads its input, and refuses with its own code and message
// (`ladderRefusals`). So a refusal is exactly that code with that message; anything else — a
// result, or a later error such as BAD_REQUEST for the generated input — means the ladder let
// the call through. Inputs are generated from each procedure's own schema (fixed seed), so most
// allowed calls reach their resolver.
//
// The fourth caller is an API key (docs/api.md#api-keys): `keyScopes` says which admin procedures
// a key may call and with which scope; each is asked as a key with every scope and as keys with
// one scope each (403 naming the missing scope), and everything else that is not public refuses
// any key.
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { appRouter, createCaller } from "@/server/api/root";
import { createTRPCContext, ladderRefusals } from "@/server/api/trpc";
import { setAuthProvider } from "@/server/auth";
import type { AuthProvider } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { type FakeClerk, startFakeClerk } from "../mocks/fake-clerk";
import { useTestDatabase } from "../setup/test-db";
import { signedIn } from "./factories";
import { validSample } from "./fuzz/zod-arbitrary";
import { apiKeyMessages } from "@/lib/messages";
import { type ApiScope, apiScopes } from "@/lib/validation/api-keys";
import { keyProcedures, restOperations } from "@/server/api/openapi";
import { createApiKey } from "@/server/services/admin/api-keys";
import { freshIp } from "./helpers";

const db = useTestDatabase();

type Access = "public" | "signed-in" | "admin";

/** Who may call each procedure (docs/product.md#accounts). The one place to declare it. */
const access: Record<string, Access> = {
  "admin.me": "signed-in",
  "admin.grantRole": "admin",
  "audit.list": "admin",
  "broadcasts.list": "admin",
  "broadcasts.get": "admin",
  "broadcasts.create": "admin",
  "broadcasts.update": "admin",
  "broadcasts.audienceCount": "admin",
  "broadcasts.preview": "admin",
  "broadcasts.sendTest": "admin",
  "broadcasts.schedule": "admin",
  "broadcasts.cancel": "admin",
  "broadcasts.stats": "admin",
  "checkout.quote": "public",
  "checkout.createSession": "public",
  "checkout.saveCart": "public",
  "checkout.testPayment": "public",
  "contact.send": "public",
  "jobs.list": "admin",
  "jobs.retry": "admin",
  "newsletter.subscribe": "public",
  "newsletter.claimLeadMagnet": "public",
  "orders.verify": "public",
  "orders.downloads": "public",
  "orders.list": "admin",
  "orders.stats": "admin",
  "orders.chart": "admin",
  "orders.changes": "admin",
  "orders.resendLinks": "admin",
  "orders.resetDownloads": "admin",
  "settings.public": "public",
  "settings.get": "admin",
  "settings.update": "admin",
  "storage.list": "admin",
  "storage.remove": "admin",
  "storage.delivered": "admin",
  "storage.assign": "admin",
  // Orders at any scale (docs/orders.md)
  "orders.search": "admin",
  "orders.get": "admin",
  "customers.get": "admin",
  "customers.resendLinks": "admin",
  // Discount codes and download stamping (docs/discounts-and-stamping.md).
  "discounts.list": "admin",
  "discounts.create": "admin",
  "discounts.update": "admin",
  "discounts.deactivate": "admin",
  "settings.stamping": "admin",
  "settings.setStamping": "admin",
  "settings.cartReminders": "admin",
  "settings.setCartReminders": "admin",
  "tax.settings": "admin",
  "tax.setSettings": "admin",
  "tax.rules": "admin",
  "tax.saveRule": "admin",
  "tax.deleteRule": "admin",
  "tax.report": "admin",
  // Refunds (docs/refunds.md)
  "orders.refund": "admin",
  // API keys (docs/api.md#api-keys)
  "apiKeys.list": "admin",
  "apiKeys.create": "admin",
  "apiKeys.revoke": "admin",
  // Outgoing webhooks (docs/webhooks.md)
  "webhooks.list": "admin",
  "webhooks.create": "admin",
  "webhooks.update": "admin",
  "webhooks.delete": "admin",
  "webhooks.deliveries": "admin",
  "webhooks.redeliver": "admin",
  // First-party counts and the funnel (docs/insights.md)
  "insights.funnel": "admin",
  "insights.reminders": "admin",
  "insights.codes": "admin",
  // The REST surface's own lists (docs/api.md#rest-api-v1)
  "products.list": "admin",
  "products.editions": "admin",
  "products.publishEdition": "admin",
  "products.setPastBuyersGet": "admin",
  "products.tellPastBuyers": "admin",
  "products.editionCampaign": "admin",
  "subscribers.list": "admin",
  // After the sale: delivery and suppression (docs/product.md#after-the-sale)
  "orders.undelivered": "admin",
  "orders.changeEmail": "admin",
  "customers.liftSuppression": "admin",
  // Reviews from verified buyers (docs/product.md#reviews): the link's holder writes, the admin moderates
  "reviews.list": "admin",
  "reviews.approve": "admin",
  "reviews.hide": "admin",
  "reviews.reply": "admin",
  "reviews.byToken": "public",
  "reviews.submit": "public",
  "settings.reviewRequests": "admin",
  "settings.setReviewRequests": "admin",
  // Invoices and credit notes (docs/product.md#invoices): the buyer adds business details once, signed in
  "orders.invoice": "admin",
  "orders.invoices": "admin",
  "orders.addBusinessDetails": "signed-in",
  "settings.invoiceSeller": "admin",
  "settings.setInvoiceSeller": "admin",
};

/**
 * The fourth caller, an API key (`Authorization: Bearer fgs_…`): the admin procedures it may call
 * and the scope each needs (scopedProcedure). A key reaches any public procedure, a procedure
 * below with its scope, and nothing else: an admin session's procedures (keys, roles, settings)
 * refuse every key.
 */
const keyScopes: Record<string, ApiScope> = {
  "orders.search": "orders:read",
  "orders.get": "orders:read",
  "orders.stats": "stats:read",
  "orders.resendLinks": "orders:write",
  "orders.refund": "orders:write",
  "discounts.list": "discounts:write",
  "discounts.create": "discounts:write",
  "discounts.update": "discounts:write",
  "discounts.deactivate": "discounts:write",
  "products.list": "products:read",
  "products.editions": "products:read",
  "subscribers.list": "subscribers:read",
  "reviews.list": "reviews:read",
  "orders.invoice": "orders:read",
};

type ViewerKind = "anonymous" | "user" | "admin";
type Outcome = "allowed" | keyof typeof ladderRefusals;

/** What the ladder must answer `viewer` for a procedure of `level`. */
function expected(level: Access, viewer: ViewerKind): Outcome {
  if (level === "public" || viewer === "admin") return "allowed";
  if (viewer === "anonymous") return "UNAUTHORIZED";
  return level === "admin" ? "FORBIDDEN" : "allowed";
}

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: z.ZodType[] } };
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);

/**
 * Per adapter: the adapter, and the one function that makes a signed-in request for it (the
 * headers a browser of a fresh account would send), admin or not.
 */
type Adapter = { provider: () => AuthProvider | undefined; signedInHeaders: (db: Db, opts: { admin: boolean }) => Promise<Headers> };

let clerk: FakeClerk;
let n = 0;
const adapters: [string, Adapter][] = [
  [
    // Whatever the app runs with no keys (getAuthProvider's default), signed in through its own functions.
    "default (no keys)",
    {
      provider: () => undefined,
      signedInHeaders: async (db, { admin }) => new Headers({ cookie: (await signedIn(db, { admin })).cookie }),
    },
  ],
  [
    "clerk",
    {
      provider: () => clerk.adapter(),
      async signedInHeaders(db, { admin }) {
        const { userId, headers } = await clerk.signedIn(`matrix${++n}.${process.pid}@mail.fertility-buyers.org`);
        if (admin) await db.userRole.create({ data: { userId, role: "admin" } });
        return headers;
      },
    },
  ],
];

beforeAll(async () => {
  clerk = await startFakeClerk({ authorizedParty: "http://localhost:3000" });
});
afterAll(async () => {
  setAuthProvider(undefined);
  await clerk.close();
});

/** Calls `path` with `input` as the holder of `headers`; the ladder's refusal, or "allowed". */
async function outcomeOf(path: string, input: unknown, headers: Headers): Promise<Outcome> {
  headers.set("x-forwarded-for", freshIp());
  const caller = createCaller(await createTRPCContext({ headers }));
  const procedure = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
  try {
    await procedure(input);
    return "allowed";
  } catch (error) {
    if (
      error instanceof TRPCError &&
      error.code in ladderRefusals &&
      error.message === ladderRefusals[error.code as Outcome & keyof typeof ladderRefusals]
    ) {
      return error.code as Outcome;
    }
    return "allowed";
  }
}

it("declares every procedure of appRouter, and nothing else", () => {
  expect(procedures.map(([path]) => path).sort()).toEqual(Object.keys(access).sort());
  // A key's procedures are admin procedures for a session.
  for (const path of Object.keys(keyScopes)) expect([path, access[path]]).toEqual([path, "admin"]);
});

it("the scope each procedure declares (its meta: the OpenAPI document, docs/api.md, /developers) is keyScopes' scope", () => {
  // keyScopes is written here by hand on purpose: an independent statement of each scope, checked
  // against the calls below. The declared one must say the same, for every scoped procedure…
  expect(Object.fromEntries(keyProcedures().map((p) => [p.procedure, p.scope]))).toEqual(keyScopes);
  // …and every operation of the REST surface is a procedure a key reaches with that scope.
  for (const op of restOperations()) expect([op.procedure, op.scope]).toEqual([op.procedure, keyScopes[op.procedure]]);
});

type KeyOutcome = "allowed" | "session only" | `missing ${ApiScope}`;

/** Calls `path` with a key; what the ladder answered it. */
async function keyOutcomeOf(path: string, input: unknown, secret: string): Promise<KeyOutcome> {
  const headers = new Headers({ authorization: `Bearer ${secret}`, "x-forwarded-for": freshIp() });
  const caller = createCaller(await createTRPCContext({ headers }));
  const procedure = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
  try {
    await procedure(input);
    return "allowed";
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code !== "FORBIDDEN") return "allowed";
    if (error.message === apiKeyMessages.sessionOnly) return "session only";
    const scope = apiScopes.find((s) => error.message === apiKeyMessages.missingScope(s));
    return scope ? `missing ${scope}` : "allowed";
  }
}

/** What a key holding `held` must be answered for a procedure. */
function expectedForKey(path: string, held: readonly ApiScope[]): KeyOutcome {
  const level = access[path] ?? "public";
  if (level === "public") return "allowed";
  const scope = keyScopes[path];
  if (!scope) return "session only";
  return held.includes(scope) ? "allowed" : `missing ${scope}`;
}

describe.each(adapters)("authorisation matrix on the %s adapter's viewers", (_name, adapter) => {
  let viewers: Record<ViewerKind, () => Promise<Headers>>;
  beforeAll(() => {
    setAuthProvider(adapter.provider());
    viewers = {
      anonymous: async () => new Headers(),
      user: () => adapter.signedInHeaders(db(), { admin: false }),
      admin: () => adapter.signedInHeaders(db(), { admin: true }),
    };
  });
  afterAll(() => setAuthProvider(undefined));

  it("answers every procedure, for every viewer, as the table says", async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [path, procedure] of procedures) {
      const level = access[path] ?? "public";
      const input = validSample(procedure._def.inputs[0], 20261125);
      for (const viewer of ["anonymous", "user", "admin"] as const) {
        seen.push(`${path} as ${viewer}: ${await outcomeOf(path, input, await viewers[viewer]())}`);
        wanted.push(`${path} as ${viewer}: ${expected(level, viewer)}`);
      }
    }
    expect(seen).toEqual(wanted);
    // Three callers for every procedure of the router, one after another: it grows with the router.
  }, 120_000);

  it("answers every procedure, for an API key with every scope and for keys with one scope each, as keyScopes says", async () => {
    const { user } = await signedIn(db(), { admin: true });
    const actor = { userId: user.id, email: user.email };
    const holders: (readonly ApiScope[])[] = [apiScopes, ...apiScopes.map((s) => [s])];
    const keys = await Promise.all(holders.map((scopes) => createApiKey(db(), actor, { name: "matrix", scopes: [...scopes] })));
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [path, procedure] of procedures) {
      const input = validSample(procedure._def.inputs[0], 20261125);
      for (const [i, held] of holders.entries()) {
        // One-scope keys are only asked about the procedures a key may reach at all.
        if (held.length === 1 && !keyScopes[path]) continue;
        seen.push(`${path} as key [${held.join(" ")}]: ${await keyOutcomeOf(path, input, keys[i]!.secret)}`);
        wanted.push(`${path} as key [${held.join(" ")}]: ${expectedForKey(path, held)}`);
      }
    }
    expect(seen).toEqual(wanted);
  });
});
