import Link from "next/link";
import type { ReactNode } from "react";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { AdminToaster } from "@/components/ui/admin-toaster";
import { siteName } from "@/content/site";
import { AdminApiProvider } from "@/trpc/admin-react";
import { AdminMenu, AdminSectionLinks } from "./admin-menu";
import { AdminViewer } from "./admin-viewer";

function BackToSite() {
  return (
    <Button asChild size="sm" variant="outline">
      <Link prefetch={false} href="/">
        Back to site
      </Link>
    </Button>
  );
}

/**
 * The frame of every admin page (docs/product.md#admin): the sections, a back-to-site button,
 * the theme toggle, the signed-in e-mail and "Sign out"; the tRPC client (with the live-updates link) and the dashboard's own toast
 * stack load here only. From 1024 px the header shows everything; below, one row with a Menu
 * holding the sections and the account. A page's heading and the skip link's target keep clear of
 * the sticky header when scrolled to (scroll-margin).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur" data-testid="admin-header">
        <div className="mx-auto flex max-w-7xl items-center gap-x-3 gap-y-2 px-4 py-2 lg:flex-wrap lg:gap-x-4 lg:py-3">
          <Link prefetch={false} href="/admin" className="mr-auto font-semibold">
            <span className="max-sm:sr-only">{siteName} · </span>Admin
          </Link>
          <ThemeToggle />
          <div className="hidden items-center gap-x-4 lg:flex">
            <BackToSite />
            <AdminViewer />
          </div>
          <AdminMenu>
            <BackToSite />
            <AdminViewer />
          </AdminMenu>
          <nav aria-label="Admin" className="hidden w-full lg:block">
            <AdminSectionLinks className="flex flex-wrap gap-x-4 gap-y-1 text-sm" />
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl scroll-mt-28 px-4 py-6">
        <AdminApiProvider>{children}</AdminApiProvider>
      </main>
      <AdminToaster />
    </div>
  );
}
