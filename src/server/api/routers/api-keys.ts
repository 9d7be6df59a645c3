import "server-only";
import { apiKeyCreateInput, apiKeyIdInput } from "@/lib/validation/api-keys";
import { adminProcedure, createTRPCRouter } from "@/server/api/trpc";
import { createApiKey, listApiKeys, revokeApiKey } from "@/server/services/admin/api-keys";

/**
 * API keys, managed at /admin/api-keys (docs/api.md#api-keys). Admin sessions only: a key can
 * never list, make or revoke keys (protectedProcedure refuses any key).
 */
export const apiKeysRouter = createTRPCRouter({
  /** Every key: prefix, scopes, creator, created, expiry, last used, revoked (never the hash). */
  list: adminProcedure.query(({ ctx }) => listApiKeys(ctx.db)),
  /** A new key; `{ id, secret }` — the secret is returned this once and kept only as its SHA-256 (audited). */
  create: adminProcedure.input(apiKeyCreateInput).mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.viewer, input)),
  /** The key stops working at once (audited). */
  revoke: adminProcedure.input(apiKeyIdInput).mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.viewer, input.id)),
});
