"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";
import { adminSections } from "./admin-nav";

/** Whether a section is the page shown: Orders on /admin itself, another section on its path and below. */
const isCurrent = (pathname: string, href: string) =>
  href === "/admin" ? pathname === "/admin" || pathname.startsWith("/admin/orders/") : pathname === href || pathname.startsWith(`${href}/`);

type LinksProps = { className?: string; linkClassName?: string; onNavigate?: () => void };

/** Every section of admin-nav.ts as a link, the page shown marked with aria-current. */
export function AdminSectionLinks({ className, linkClassName, onNavigate }: LinksProps) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {adminSections.map((section) => {
        const current = isCurrent(pathname, section.href);
        return (
          <li key={section.href}>
            <Link
              prefetch={false}
              href={section.href}
              aria-current={current ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "whitespace-nowrap text-muted-foreground hover:text-foreground aria-[current=page]:font-semibold aria-[current=page]:text-foreground",
                linkClassName,
              )}
            >
              {section.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The admin's navigation below 1024 px: a Menu button opening a sheet (a Radix dialog: focus
 * trap, Escape and outside click close, focus back on the button) with every section and the
 * account controls passed as children, so the sticky header stays one row on a phone.
 */
export function AdminMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonVariants({ variant: "outline", size: "sm", className: "lg:hidden" })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="admin-menu-button"
        onClick={() => setOpen(true)}
      >
        <Menu className="h-4 w-4" aria-hidden />
        Menu
      </button>
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 lg:hidden" />
          <DialogPrimitive.Content
            className="fixed inset-x-0 top-0 z-50 grid max-h-dvh gap-4 overflow-y-auto border-b border-border bg-background p-4 shadow-xl focus:outline-none lg:hidden"
            onCloseAutoFocus={(event) => {
              // No Radix trigger here (the button is ours), so focus goes back to it by hand.
              event.preventDefault();
              trigger.current?.focus();
            }}
          >
            <div className="flex items-center justify-between">
              <DialogPrimitive.Title className="text-lg font-semibold">Menu</DialogPrimitive.Title>
              <DialogPrimitive.Close className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label="Close menu">
                <X className="h-5 w-5" aria-hidden />
              </DialogPrimitive.Close>
            </div>
            <DialogPrimitive.Description className="sr-only">The dashboard&apos;s sections and your account</DialogPrimitive.Description>
            <nav aria-label="Admin">
              <AdminSectionLinks
                className="grid gap-1 sm:grid-cols-2"
                linkClassName="block rounded-md px-3 py-2.5 text-base hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onNavigate={() => setOpen(false)}
              />
            </nav>
            <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">{children}</div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
