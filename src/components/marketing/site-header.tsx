import Link from "next/link";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { mainCtaText, siteName } from "@/content/site";

const anchors = [
  { href: "/#features", label: "Features" },
  { href: "/#reviews", label: "Reviews" },
  { href: "/#pricing", label: "Pricing" },
];
const links = [
  { href: "/blog", label: "Blog" },
  { href: "/compliance", label: "Compliance" },
];

/** Sticky navigation (SPEC §2 landing item 3), shared by every public page. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <nav className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3" aria-label="Main">
        <Link prefetch={false} href="/" className="mr-auto font-semibold">
          {siteName}
        </Link>
        <ul className="hidden items-center gap-5 text-sm md:flex">
          {[...anchors, ...links].map((item) => (
            <li key={item.href}>
              <Link prefetch={false} href={item.href} className="text-muted-foreground hover:text-foreground">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <ThemeToggle />
        <Button asChild size="sm" className="hidden sm:inline-flex">
          <Link prefetch={false} href="/checkout">{mainCtaText}</Link>
        </Button>
        <Button asChild size="sm" className="sm:hidden">
          <Link prefetch={false} href="/checkout">Get the Guide</Link>
        </Button>
      </nav>
    </header>
  );
}
