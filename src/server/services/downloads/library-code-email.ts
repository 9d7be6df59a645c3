import "server-only";
import type { Db } from "@/server/db/open";
import type { EventData } from "@/server/jobs/events";
import { libraryOrdersWhere } from "@/server/services/downloads/library";
import { authFor } from "@/server/auth/better-auth";

/**
 * The job's step for "e-mail me a code": an address with a guide in its library (or an account)
 * gets a code, made and stored by Better Auth's emailOTP plugin, which mails it through the
 * mail port (a delivery failure throws, so the engine retries). A stranger gets nothing, and
 * no code is stored. Called without a request, so the queuing hook in src/server/auth/better-auth.ts lets it through.
 */
export async function sendLibraryCode(db: Db, data: EventData<"library-code/requested">) {
  const [orders, users] = await Promise.all([
    db.order.count({ where: libraryOrdersWhere(data.email) }),
    db.user.count({ where: { email: data.email } }),
  ]);
  if (orders === 0 && users === 0) return "skipped: no guides for this address";
  await authFor(db).api.sendVerificationOTP({ body: { email: data.email, type: "sign-in" } });
  return "code sent";
}
