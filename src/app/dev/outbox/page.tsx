import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { devOutboxEnabled, latestOutboxEmails, linksIn } from "@/server/queries/dev-outbox";
import { requestDb } from "@/server/queries/page-db";
import { StorefrontSheet } from "@/components/storefront-sheet";

export const metadata: Metadata = { title: "Outbox (development)", robots: { index: false } };

/** /dev/outbox – the latest e-mails the store sent, for confirming accounts offline (development only). */
export default async function DevOutboxPage() {
  if (!devOutboxEnabled()) notFound();
  const emails = await latestOutboxEmails(await requestDb());
  return (
    <>
      <StorefrontSheet page="dev/outbox" />
      <main id="main" className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
        <header className="grid gap-1">
          <h1 className="text-2xl font-semibold">Outbox</h1>
          <p className="text-sm text-muted-foreground">
            Development only: the latest {emails.length} e-mails the store sent (none leaves this machine without RESEND_API_KEY). Newest
            first.
          </p>
        </header>
        {emails.length === 0 && <p>No e-mails yet. Create an account on /auth and its confirmation e-mail appears here.</p>}
        <ul className="grid gap-4">
          {emails.map((email) => (
            <li key={email.id} className="grid gap-2 rounded-lg border border-border p-4" data-template={email.template}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-medium">{email.subject}</h2>
                <time className="text-xs text-muted-foreground" dateTime={email.createdAt.toISOString()}>
                  {email.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC
                </time>
              </div>
              <p className="text-sm text-muted-foreground">
                To {email.to} · {email.template} · {email.status}
              </p>
              <ul className="grid gap-1 text-sm">
                {linksIn(email.text).map((link) => (
                  <li key={link} className="break-all">
                    <a href={link} className="text-primary underline-offset-4 hover:underline">
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
              {/* Not in a frame: the site's headers forbid framing (X-Frame-Options: DENY). */}
              <a
                href={`/dev/outbox/${email.id}`}
                className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                View the e-mail as sent
              </a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
