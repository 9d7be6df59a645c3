import "server-only";
import type { Db } from "@/server/db/open";

/** Who is calling: the auth provider's user id and e-mail. */
export type Viewer = { userId: string; email: string | null };

/**
 * The auth port: Clerk when its keys are set, local accounts in our database otherwise. Every
 * adapter passes tests/integration/auth-contract.test.ts.
 */
export interface AuthProvider {
  readonly name: "local" | "clerk";
  /** The signed-in viewer for this request, or null. Never throws for a bad token. */
  getViewer(headers: Headers, db: Db): Promise<Viewer | null>;
  /** An existing user's id by e-mail (for granting roles), or null. */
  findUserIdByEmail(email: string, db: Db): Promise<string | null>;
  /** The user's e-mail if the provider verified it, or null (ADMIN_EMAILS trusts only these). */
  verifiedEmailOf(userId: string, db: Db): Promise<string | null>;
}
