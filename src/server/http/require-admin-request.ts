import "server-only";
import { getAuthProvider } from "@/server/auth";
import { viewerIsAdmin } from "@/server/auth/admin-check";
import type { Viewer } from "@/server/auth/port";
import type { Db } from "@/server/db/open";
import { AppError } from "@/server/errors";

/**
 * The admin check of a route handler (the twin of tRPC's adminProcedure): a cross-site request
 * is refused (403) — the session cookie must not upload for another site's form — then an
 * anonymous one (401) and a signed-in non-admin (403). Runs before the body is read.
 */
export async function requireAdminRequest(req: Request, db: Db): Promise<Viewer> {
  const origin = req.headers.get("origin");
  if (origin !== null && !sameSite(origin, req)) throw new AppError("FORBIDDEN", "Cross-site requests are not accepted.");
  const viewer = await getAuthProvider().getViewer(req.headers, db);
  if (!viewer) throw new AppError("UNAUTHORIZED", "Please sign in first.");
  if (!(await viewerIsAdmin(db, viewer))) throw new AppError("FORBIDDEN", "Admin access is required.");
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
