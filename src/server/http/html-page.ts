import "server-only";
import { supportEmail } from "@/content/site";
import { libraryMessages } from "@/lib/messages";

// Every attribute below is double-quoted, so these four are all that need escaping.
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * A small self-contained HTML answer for route handlers (download errors, fresh-link
 * confirmation, unsubscribe): a heading, a message, optionally the "send me a fresh link" form
 * or a one-button form that posts to `confirmForm.action`.
 */
export function htmlPage(opts: {
  status: number;
  title: string;
  message: string;
  freshLinkForm?: { token?: string };
  confirmForm?: { action: string; button: string };
  /** The unsubscribe page's choice: product updates and news, ticked as they are now, and "unsubscribe from all". */
  topicsForm?: { action: string; updates: boolean; news: boolean };
  /** Ends the page with the support address. */
  supportLink?: boolean;
  /** Offers the library, reached with an e-mailed code (docs/product.md#the-library-without-a-password). */
  libraryLink?: boolean;
}) {
  const form = opts.freshLinkForm
    ? `<form method="post" action="/api/download-link">
  ${opts.freshLinkForm.token ? `<input type="hidden" name="token" value="${escapeHtml(opts.freshLinkForm.token)}">` : ""}
  <label for="email">E-mail used for the order${opts.freshLinkForm.token ? " (optional)" : ""}</label>
  <input id="email" name="email" type="email" maxlength="254" autocomplete="email">
  <button type="submit">Send me a fresh link</button>
</form>`
    : opts.confirmForm
      ? `<form method="post" action="${escapeHtml(opts.confirmForm.action)}"><button type="submit">${escapeHtml(opts.confirmForm.button)}</button></form>`
      : opts.topicsForm
        ? `<form method="post" action="${escapeHtml(opts.topicsForm.action)}"><input type="hidden" name="choice" value="topics">
  <label><input type="checkbox" name="updates" value="on"${opts.topicsForm.updates ? " checked" : ""}> Product updates: new editions of guides you own, reminders of a checkout you started</label>
  <label><input type="checkbox" name="news" value="on"${opts.topicsForm.news ? " checked" : ""}> News: our letters about fertility, new guides and offers</label>
  <button type="submit">Save my choices</button></form>
<form method="post" action="${escapeHtml(opts.topicsForm.action)}"><button type="submit">Unsubscribe from all</button></form>`
        : "";
  const library = opts.libraryLink
    ? `<p>${escapeHtml(libraryMessages.lostLink)} <a href="${libraryMessages.path}">${escapeHtml(libraryMessages.path)}</a></p>`
    : "";
  const support = opts.supportLink ? `<p>Need help? <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a></p>` : "";
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/icon.svg" type="image/svg+xml"><title>${escapeHtml(opts.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#111827}
form{display:grid;gap:.5rem;margin:1.5rem 0}label:has(input[type=checkbox]){display:flex;gap:.5rem;align-items:flex-start}input,button{font:inherit;padding:.6rem .8rem;border-radius:.4rem;border:1px solid #d1d5db}
button{background:#7c3aed;color:#fff;border:0;cursor:pointer}a{color:#7c3aed}</style></head>
<body><h1>${escapeHtml(opts.title)}</h1><p>${escapeHtml(opts.message)}</p>${form}${library}${support}<p><a href="/">Return to Homepage</a></p></body></html>`;
  return new Response(body, {
    status: opts.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
