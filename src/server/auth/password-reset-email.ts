import "server-only";
import type { Db } from "@/server/db/open";
import type { EventData } from "@/server/jobs/events";
import { authFor } from "./better-auth";

/**
 * The job's step: Better Auth looks the account up and, if there is one, stores a token and
 * mails the link (through the mail port; a delivery failure throws, so the engine retries).
 * Called without a request, so the queuing hook in src/server/auth/better-auth.ts lets it through.
 */
export async function sendPasswordResetLink(db: Db, data: EventData<"password-reset/requested">) {
  await authFor(db).api.requestPasswordReset({ body: { email: data.email, ...(data.redirectTo && { redirectTo: data.redirectTo }) } });
  const exists = await db.user.count({ where: { email: data.email } });
  return exists ? "reset link sent" : "skipped: no account";
}
