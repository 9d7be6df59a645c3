import "@/styles/base.css";
import "@/styles/admin.css";
import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { ClerkAuthProvider } from "@/components/auth/clerk-auth-provider";
import { requireAdminPage } from "@/server/auth/require-admin";
import { adminPathFrom } from "@/lib/request-path";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

/**
 * Every /admin page: admins only. Layouts and pages render in parallel, so each page guards
 * itself too (its procedures check the role again). Clerk's provider when Clerk is on: the shell
 * shows the viewer and signs out through the browser's auth adapter.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminPage(adminPathFrom(await headers()));
  return (
    <ClerkAuthProvider>
      <AdminShell>{children}</AdminShell>
    </ClerkAuthProvider>
  );
}
