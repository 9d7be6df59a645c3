import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireAdminPage } from "@/server/auth/require-admin";
import { adminPathFrom } from "@/lib/request-path";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

/**
 * Every /admin page: admins only. Layouts and pages render in parallel, so each page guards
 * itself too (its procedures check the role again).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminPage(adminPathFrom(await headers()));
  return <AdminShell>{children}</AdminShell>;
}
