import Link from "next/link";
import type { ReactNode } from "react";

/**
 * The default button's colours and size (button-variants.ts) spelled out, with the browser's own
 * focus ring: the status pages are drawn outside any page, with the root layout's stylesheet only,
 * which scans this file and not the variants.
 */
const linkClass =
  "inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90";

/** The not-found and no-access pages: a status code, a heading, a line of help and a way back. */
export function StatusPage({
  code,
  title,
  children,
  link,
}: {
  code: number;
  title: string;
  children: ReactNode;
  link: { href: string; label: string };
}) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-primary">{code}</p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{children}</p>
      <Link href={link.href} className={linkClass}>
        {link.label}
      </Link>
    </main>
  );
}
