import Link from "next/link";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { mainCtaText, siteName } from "@/content/site";
import { MobileMenu } from "./mobile-menu";
import { navLinks } from "./nav-links";

/** Sticky navigation (docs/product.md#landing-page item 3), shared by every public page; below 768 px its links are in the Menu. */
export function SiteHeader() {
  return (
    <header className="sticky top-[var(--urgency-banner-height,0px)] z-40 border-b border-border bg-background/90 backdrop-blur">
      <nav className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:gap-4" aria-label="Main">
        <Link prefetch={false} href="/" className="mr-auto leading-tight font-semibold">
          {siteName}
        </Link>
        <ul className="hidden items-center gap-5 text-sm md:flex">
          {navLinks.map((item) => (
            <li key={item.href}>
              <Link prefetch={false} href={item.href} className="text-muted-foreground hover:text-foreground">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <MobileMenu />
        <ThemeToggle />
        <Button asChild size="sm" className="hidden sm:inline-flex">
          <Link prefetch={false} href="/checkout">
            {mainCtaText}
          </Link>
        </Button>
        <Button asChild size="sm" className="sm:hidden">
          <Link prefetch={false} href="/checkout">
            Get the Guide
          </Link>
        </Button>
      </nav>
    </header>
  );
}
