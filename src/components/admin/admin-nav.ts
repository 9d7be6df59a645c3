/** The admin dashboard's sections, in the order the navigation shows them. */
export const adminSections = [
  { href: "/admin", label: "Orders" },
  { href: "/admin/codes", label: "Codes" },
  { href: "/admin/uploads", label: "Uploads" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/jobs", label: "Jobs" },
  { href: "/admin/audit", label: "Audit" },
] as const satisfies readonly { href: `/admin${string}`; label: string }[];

export type AdminPath = (typeof adminSections)[number]["href"];
