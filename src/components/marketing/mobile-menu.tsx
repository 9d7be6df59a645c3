"use client";

import { Menu } from "@/components/ui/icons";
import { useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useLazyComponent } from "@/components/widgets/use-lazy-component";

const loadPanel = () => import("./mobile-menu-panel").then((m) => m.MobileMenuPanel);

/**
 * The navigation below 768 px: a Menu button whose panel (a Radix dialog: focus trap, Escape and
 * outside click close) is fetched on the first tap, warmed on touch or focus, so a phone that
 * never opens the menu downloads none of it.
 */
export function MobileMenu() {
  const { Component: Panel, load, prefetch } = useLazyComponent(loadPanel);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={(open && !Panel) || undefined}
        data-testid="mobile-menu-button"
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpen(true);
          load();
        }}
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      {Panel && <Panel open={open} onOpenChange={setOpen} returnFocusTo={trigger} />}
    </>
  );
}
