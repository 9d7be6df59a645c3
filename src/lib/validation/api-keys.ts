import { z } from "zod";
import { apiKeyMessages as m } from "@/lib/messages";
import { safeString, sanitized } from "./fields";

/** What an API key may be allowed to call (docs/api.md#api-keys). */
export const apiScopes = [
  "orders:read",
  "orders:write",
  "products:read",
  "discounts:write",
  "subscribers:read",
  "stats:read",
  "reviews:read",
] as const;
export type ApiScope = (typeof apiScopes)[number];

/** What each scope lets a key do, for the admin's form. */
export const apiScopeLabels: Record<ApiScope, string> = {
  "orders:read": "Search and read orders, export them as CSV",
  "orders:write": "Refund orders and resend their download links",
  "products:read": "Read products and their prices",
  "discounts:write": "List, create, change and deactivate discount codes",
  "subscribers:read": "Read newsletter subscribers",
  "stats:read": "Read the dashboard's figures",
  "reviews:read": "Read buyers' reviews and their approval state",
};

/** `apiKeys.create`: a name, at least one scope (each once), and an optional expiry in the future. */
export const apiKeyCreateInput = z.object({
  // Sanitised like every text field (no lone surrogates or control characters reach the database).
  name: sanitized({ rawMax: 400, tooLong: m.nameRequired }).pipe(z.string().trim().min(1, m.nameRequired).max(80, m.nameRequired)),
  scopes: z
    .array(z.enum(apiScopes, { error: m.unknownScope }), { error: m.scopesRequired })
    .min(1, m.scopesRequired)
    .max(apiScopes.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z
    .date({ error: m.expiryInPast })
    .max(new Date("2100-01-01T00:00:00Z"), m.expiryInPast)
    .refine((d) => d.getTime() > Date.now(), m.expiryInPast)
    .nullish(),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateInput>;

export const apiKeyIdInput = z.object({ id: safeString({ rawMax: 64 }).pipe(z.string().min(1)) });
