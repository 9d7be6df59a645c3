import "server-only";
import { accessMessages } from "@/lib/messages";
import { getAuthProvider } from "@/server/auth";
import { viewerIsAdmin } from "@/server/auth/admin-check";
import type { Viewer } from "@/server/auth/port";
import { getDb } from "@/server/db";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";
import type { ApiScope } from "@/lib/validation/api-keys";
import { actorOfKey, authenticateApiKey, bearerOf, requireScope } from "@/server/services/admin/api-keys";
import { type HttpFailure, jsonFailure, withHttpErrors } from "./errors";

/**
 * Who may call a route. `{}` (the default): anyone, and no session is looked up. `{ admin: true }`:
 * a same-site request of a signed-in admin, checked before the handler runs (so before the body
 * is read). `{ scope: "orders:read" }`: that admin, OR a request with `Authorization: Bearer`
 * and an API key holding the scope (docs/api.md#api-keys) — the twin of tRPC's scopedProcedure.
 */
export type RouteAccess = { admin?: true; scope?: ApiScope };

/** A route anyone may call. */
export type PublicRoute = { admin?: undefined; scope?: undefined };

/**
 * The viewer a handler gets: the admin for `{ admin: true }`; for `{ scope }` the admin or the key
 * as an actor (actorOfKey: audited as "API key fgs_…"); null for a public route.
 */
export type ViewerOf<A extends RouteAccess> = A extends { admin: true } ? Viewer : A extends { scope: ApiScope } ? Viewer : null;

/** What a handler is handed: the request, its route params and query, the database, the viewer. */
export type RouteContext<A extends RouteAccess = RouteAccess> = {
  req: Request;
  /** The dynamic segments (`[id]`, `[...key]`), as Next.js passes them; `{}` when called without. */
  params: Record<string, string | string[] | undefined>;
  searchParams: URLSearchParams;
  db: Db;
  viewer: ViewerOf<A>;
};

export type RouteOptions<A extends RouteAccess> = A & {
  /** How a thrown error is answered (JSON `{ error, code }` unless told otherwise: an HTML page, an empty HEAD). */
  answer?: (failure: HttpFailure, req: Request) => Response;
};

/** Next.js's second argument of a route handler (absent when a test calls the handler directly). */
type NextRouteArgument = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one way to write a route handler, after dub's `withWorkspace`:
 *
 *     export const POST = withRoute("POST /api/uploads", { admin: true }, async ({ req, db, viewer, searchParams }) => …);
 *     export const GET = withRoute("GET /media", async ({ req, db }) => …);
 *
 * The handler never calls getDb() or checks the role itself. Whatever it throws is answered by
 * withHttpErrors (src/server/http/errors.ts): an AppError with its status and message, an
 * unreachable database as 503, anything else as a 500 with a logged digest.
 */
export function withRoute(
  where: string,
  handler: (ctx: RouteContext<PublicRoute>) => Promise<Response>,
): (req: Request, next?: NextRouteArgument) => Promise<Response>;
export function withRoute<A extends RouteAccess>(
  where: string,
  options: RouteOptions<A>,
  handler: (ctx: RouteContext<A>) => Promise<Response>,
): (req: Request, next?: NextRouteArgument) => Promise<Response>;
export function withRoute<A extends RouteAccess>(
  where: string,
  optionsOrHandler: RouteOptions<A> | ((ctx: RouteContext<A>) => Promise<Response>),
  maybeHandler?: (ctx: RouteContext<A>) => Promise<Response>,
) {
  const [options, handler] =
    typeof optionsOrHandler === "function" ? [{} as RouteOptions<A>, optionsOrHandler] : [optionsOrHandler, maybeHandler!];
  const { answer = jsonFailure, ...access } = options;
  return withHttpErrors(
    where,
    async (req, next?: NextRouteArgument) => {
      const db = await getDb();
      const viewer = (await accessOf(req, db, access)) as ViewerOf<A>;
      const params = (await next?.params) ?? {};
      return handler({ req, params, searchParams: new URL(req.url).searchParams, db, viewer });
    },
    answer,
  );
}

/** The viewer a route's access allows, or the refusal (AppError → 401/403). */
async function accessOf(req: Request, db: Db, access: RouteAccess): Promise<Viewer | null> {
  if (access.scope) {
    // A Bearer header makes the request the key's (the same reading as the tRPC context): no
    // session, no cookie; a bad key is the one 401, a key without the scope a 403 naming it.
    const bearer = bearerOf(req.headers, getAuthProvider().name);
    if (bearer.kind === "key") {
      const key = await authenticateApiKey(db, bearer.secret);
      requireScope(key, access.scope);
      return actorOfKey(key);
    }
    return requireAdminRequest(req, db);
  }
  if (access.admin) return requireAdminRequest(req, db);
  return null;
}

/**
 * The admin check of a request (the twin of tRPC's adminProcedure; UploadThing's middleware
 * calls it too): a cross-site request is refused (403) — the session cookie must not upload for
 * another site's form — then an anonymous one (401) and a signed-in non-admin (403).
 */
export async function requireAdminRequest(req: Request, db: Db): Promise<Viewer> {
  const origin = req.headers.get("origin");
  if (origin !== null && !sameSite(origin, req)) throw new AppError("FORBIDDEN", accessMessages.crossSite);
  const viewer = await getAuthProvider().getViewer(req.headers, db);
  if (!viewer) throw new AppError("UNAUTHORIZED", accessMessages.signIn);
  if (!(await viewerIsAdmin(db, viewer))) throw new AppError("FORBIDDEN", accessMessages.adminOnly);
  return viewer;
}

/** Whether an Origin header names this server (the request's own host, or its Host header). */
function sameSite(origin: string, req: Request) {
  try {
    const host = new URL(origin).host;
    return host === new URL(req.url).host || host === req.headers.get("host");
  } catch {
    return false;
  }
}
