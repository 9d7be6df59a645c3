import Link from "next/link";
import { educationalDisclaimer } from "@/content/disclaimer";
import { siteName } from "@/content/site";
import { libraryMessages } from "@/lib/messages";
import { SupportEmailLink } from "./support-email-link";

/**
 * Footer with the legal links and the disclaimer (docs/product.md#landing-page item 15), and the buyers' way
 * into their library (/library asks a signed-out visitor for an e-mailed code, or a password). A
 * plain link: a full page load into the library, which carries its own auth code; none loads here.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-sm text-muted-foreground">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2">
            <Link prefetch={false} href="/privacy" className="hover:text-foreground">
              Privacy Policy
            </Link>
            <Link prefetch={false} href="/terms" className="hover:text-foreground">
              Terms of Service
            </Link>
            <Link prefetch={false} href="/compliance" className="hover:text-foreground">
              Compliance
            </Link>
            <Link prefetch={false} href="/blog" className="hover:text-foreground">
              Blog
            </Link>
            <Link prefetch={false} href="/developers" className="hover:text-foreground">
              Developers
            </Link>
            <SupportEmailLink className="hover:text-foreground" />
          </nav>
          <nav aria-label="Account">
            <a href={libraryMessages.path} className="hover:text-foreground">
              {libraryMessages.footerLink}
            </a>
          </nav>
        </div>
        <p className="max-w-4xl leading-relaxed">{educationalDisclaimer}</p>
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
