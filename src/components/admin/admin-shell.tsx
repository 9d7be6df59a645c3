import Link from "next/link";
import type { ReactNode } from "react";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { AdminToaster } from "@/components/ui/admin-toaster";
import { siteName } from "@/content/site";
import { AdminApiProvider } from "@/trpc/admin-react";
import { adminSections } from "./admin-nav";
import { AdminViewer } from "./admin-viewer";

/**
 * The frame of every admin page (docs/product.md#admin): the sections, a back-to-site button,
 * the theme toggle, the signed-in e-mail and "Sign out"; the tRPC client (with the live-updates link) and the dashboard's own toast
 * stack load here only.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link prefetch={false} href="/admin" className="mr-auto font-semibold">
            {siteName} · Admin
          </Link>
          <ThemeToggle />
          <Button asChild size="sm" variant="outline">
            <Link prefetch={false} href="/">
              Back to site
            </Link>
          </Button>
          <AdminViewer />
          <nav aria-label="Admin" className="w-full overflow-x-auto">
            <ul className="flex gap-4 text-sm">
              {adminSections.map((section) => (
                <li key={section.href}>
                  <Link prefetch={false} href={section.href} className="whitespace-nowrap text-muted-foreground hover:text-foreground">
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <AdminApiProvider>{children}</AdminApiProvider>
      </main>
      <AdminToaster />
    </div>
  );
}
