import "server-only";
import { headers } from "next/headers";
import { getDb } from "@/server/db";
import { getAuthProvider } from ".";
import type { Viewer } from "./port";

/**
 * The signed-in viewer of the current request, whichever auth adapter runs, for server
 * components, route handlers and server actions (tRPC procedures read `ctx.viewer` instead).
 */
export async function getViewer(): Promise<Viewer | null> {
  return getAuthProvider().getViewer(await headers(), await getDb());
}
