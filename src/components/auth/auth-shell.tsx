import Link from "next/link";
import type { ReactNode } from "react";
import type { Toast } from "@/lib/messages";
import { siteName } from "@/content/site";

/** The frame of the account pages: the site's name linking home, then the page centred. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center gap-8 px-4 py-10 sm:justify-center">
      <Link href="/" className="text-lg font-semibold text-primary">
        {siteName}
      </Link>
      {children}
    </main>
  );
}

/** A notice shown by the server (no script): after confirming an e-mail, a bad link… */
export function Notice({ notice, tone = "info" }: { notice: Toast; tone?: "info" | "error" }) {
  return (
    <div
      role="status"
      className={`w-full max-w-md rounded-md border p-3 text-sm ${tone === "error" ? "border-destructive/50 bg-destructive/10" : "border-primary/40 bg-primary/10"}`}
    >
      <p className="font-medium">{notice.title}</p>
      {notice.description && <p className="text-muted-foreground">{notice.description}</p>}
    </div>
  );
}
