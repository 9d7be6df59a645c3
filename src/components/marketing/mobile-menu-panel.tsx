"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type MouseEvent, type RefObject, useRef } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { mainCtaText } from "@/content/site";
import { jumpToAnchor, sameDocumentAnchor } from "@/lib/widgets/anchor-jump";
import { navLinks } from "./nav-links";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> };

/** The mobile menu's sheet, loaded on the first tap of the Menu button (./mobile-menu.tsx). */
export function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: Props) {
  const router = useRouter();
  const pending = useRef<string | null>(null);
  // The dialog locks the page's scroll while open, so an anchor (/#pricing) followed at once would
  // not scroll: the link closes the menu and the navigation happens once the lock is gone.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: leave it to the browser
    event.preventDefault();
    pending.current = event.currentTarget.getAttribute("href");
    onOpenChange(false);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 md:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 top-0 z-50 grid gap-4 border-b border-border bg-background p-4 shadow-xl focus:outline-none md:hidden"
          onCloseAutoFocus={(event) => {
            // No Radix trigger here (the button is ours), so focus goes back to it by hand.
            event.preventDefault();
            returnFocusTo.current?.focus();
            const href = pending.current;
            pending.current = null;
            if (!href) return;
            const id = sameDocumentAnchor(href, new URL(location.href));
            requestAnimationFrame(() => {
              if (!id || !jumpToAnchor(id)) router.push(href);
            });
          }}
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label="Close menu">
              <X className="h-5 w-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">Site navigation</DialogPrimitive.Description>
          <nav aria-label="Mobile">
            <ul className="grid gap-1">
              {navLinks.map((item) => (
                <li key={item.href}>
                  <Link
                    prefetch={false}
                    href={item.href}
                    onClick={follow}
                    className="block rounded-md px-3 py-3 text-base font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            prefetch={false}
            href="/checkout"
            onClick={follow}
            className={buttonVariants({ size: "lg", className: "h-auto min-h-12 py-3 text-center whitespace-normal" })}
          >
            {mainCtaText}
          </Link>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
