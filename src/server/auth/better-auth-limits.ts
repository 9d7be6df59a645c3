import "server-only";
import type { Db } from "@/server/db/open";
import { clientAddress } from "@/server/http/client-address";
import { takeRateLimit } from "@/server/rate-limit";

/**
 * The header Better Auth reads the client's address from. The route handler sets it from the
 * app's trusted-proxy rule and drops any value the client sent (`withClientAddress`).
 */
export const CLIENT_ADDRESS_HEADER = "x-fg-client-address";

/** The request as Better Auth should see it: the client's address by our rule, or none. */
export function withClientAddress(req: Request): Request {
  const headers = new Headers(req.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress(req.headers);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(req, { headers });
}

/**
 * Better Auth's rate limiter counted in our RateLimit table (one atomic statement, shared by
 * every instance) rather than its own table, whose name would clash with ours.
 */
export function authRateStorage(db: Db) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const now = new Date();
      const result = await takeRateLimit(db, { key: "auth", limit: rule.max, windowMs: rule.window * 1000 }, key, now);
      return {
        allowed: result.allowed,
        retryAfter: result.allowed ? null : Math.max(1, Math.ceil((result.resetAt.getTime() - now.getTime()) / 1000)),
      };
    },
  };
}
