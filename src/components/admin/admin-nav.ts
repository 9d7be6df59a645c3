/** The admin dashboard's sections, in the order the navigation shows them. */
export const adminSections = [
  { href: "/admin", label: "Orders" },
  { href: "/admin/codes", label: "Discount codes" },
  { href: "/admin/insights", label: "Insights" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/uploads", label: "Uploads" },
  { href: "/admin/broadcasts", label: "Broadcasts" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/tax", label: "Tax" },
  { href: "/admin/jobs", label: "Jobs" },
  { href: "/admin/api-keys", label: "API keys" },
  { href: "/admin/webhooks", label: "Webhooks" },
  { href: "/admin/audit", label: "Audit" },
] as const satisfies readonly { href: `/admin${string}`; label: string }[];

export type AdminPath = (typeof adminSections)[number]["href"];

/**
 * A page's path pattern with the route's params filled in, for the way back after signing in:
 * `/admin/orders/[id]` with `{ id: "abc" }` → `/admin/orders/abc`.
 */
export function concretePath(pattern: `/admin${string}`, params: Record<string, string | string[]>): `/admin${string}` {
  return pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value : [value ?? ""]).map(encodeURIComponent).join("/");
  }) as `/admin${string}`;
}
