import "server-only";
import { forbidden, redirect } from "next/navigation";
import { getDb } from "@/server/db";
import { viewerIsAdmin } from "./admin-check";
import type { Viewer } from "./port";
import { getViewer } from "./viewer";

/**
 * The server-side guard of every admin page: an anonymous visitor is sent to sign in and back
 * (`/auth?redirect=<path>`), a signed-in non-admin gets the 403 page (src/app/forbidden.tsx).
 * The procedures behind the page check the role again (adminProcedure); this only decides
 * what the page shows.
 */
export async function requireAdminPage(path: `/admin${string}`): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(`/auth?redirect=${encodeURIComponent(path)}`);
  if (!(await viewerIsAdmin(await getDb(), viewer))) forbidden();
  return viewer;
}
