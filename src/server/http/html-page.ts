import "server-only";
import { siteName, supportEmail } from "@/content/site";
import { libraryMessages } from "@/lib/messages";
import { themeScript } from "@/lib/theme";

// Every attribute below is double-quoted, so these four are all that need escaping.
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The site's look without its stylesheet (a route handler's answer has no access to the built
 * CSS): the theme's colours (src/styles/base.css, dark unless the visitor chose light), the
 * header with the site's name and the footer's links, the content in a card.
 */
const siteStyle = `:root{--bg:#fff;--fg:#14121a;--card:#fff;--muted:#5d5870;--primary:#6d28d9;--on-primary:#fff;--border:#e4e0ec;color-scheme:light}
.dark{--bg:#0f0d15;--fg:#f4f2f8;--card:#18151f;--muted:#b3adc2;--primary:#a78bfa;--on-primary:#14121a;--border:#2e2939;color-scheme:dark}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:ui-sans-serif,system-ui,sans-serif;line-height:1.5;background:var(--bg);color:var(--fg);-webkit-font-smoothing:antialiased}
a{color:var(--primary)}a:focus-visible,button:focus-visible,input:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
.skip{position:absolute;left:-999px;top:.5rem;padding:.5rem 1rem;background:var(--card);border-radius:.4rem}.skip:focus{left:.5rem;z-index:10}
header{position:sticky;top:0;border-bottom:1px solid var(--border);background:var(--bg)}
header nav,footer{max-width:72rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem;font-size:.875rem}
header a{color:var(--muted);text-decoration:none}header a:hover{color:var(--fg)}.brand{margin-right:auto;color:var(--fg);font-weight:600;font-size:1rem}
.cta{background:var(--primary);color:var(--on-primary);padding:.4rem .8rem;border-radius:.4rem;font-weight:600}.cta:hover{color:var(--on-primary)}
@media (max-width:767px){.wide{display:none}}@media (max-width:479px){.cta{display:none}}
main{flex:1;width:100%;max-width:36rem;margin:3rem auto;padding:0 1rem}
.card{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1.5rem}h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem}
form{display:grid;gap:.5rem;margin:1.5rem 0}label:has(input[type=checkbox]){display:flex;gap:.5rem;align-items:flex-start}
input,button{font:inherit;padding:.6rem .8rem;border-radius:.4rem;border:1px solid var(--border);background:var(--bg);color:var(--fg)}
button{background:var(--primary);color:var(--on-primary);border:0;cursor:pointer;font-weight:600}
footer{display:block;width:100%;max-width:none;border-top:1px solid var(--border);color:var(--muted);padding:2rem 0}
footer nav{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;max-width:72rem;margin:0 auto;padding:0 1rem}footer p{max-width:72rem;margin:1rem auto 0;padding:0 1rem}footer a{color:var(--muted)}`;

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
<html lang="en" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/icon.svg" type="image/svg+xml"><title>${escapeHtml(opts.title)} | ${escapeHtml(siteName)}</title>
<script>${themeScript}</script><style>${siteStyle}</style></head>
<body><a class="skip" href="#main">Skip to content</a>
<header><nav aria-label="Main"><a class="brand" href="/">${escapeHtml(siteName)}</a><a class="wide" href="/blog">Blog</a><a href="${libraryMessages.path}">${escapeHtml(libraryMessages.title)}</a><a class="cta" href="/checkout">Get the Guide</a></nav></header>
<main id="main"><div class="card"><h1>${escapeHtml(opts.title)}</h1><p>${escapeHtml(opts.message)}</p>${form}${library}${support}<p><a href="/">Return to Homepage</a></p></div></main>
<footer><nav aria-label="Legal"><a href="/privacy">Privacy Policy</a><a href="/terms">Terms of Service</a><a href="/compliance">Compliance</a><a href="/blog">Blog</a><a href="${libraryMessages.path}">${escapeHtml(libraryMessages.footerLink)}</a></nav>
<p>© ${new Date().getFullYear()} ${escapeHtml(siteName)}. All rights reserved.</p></footer></body></html>`;
  return new Response(body, {
    status: opts.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
