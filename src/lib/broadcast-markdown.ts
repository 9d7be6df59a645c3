import { Marked, type Tokens } from "marked";

// A broadcast's Markdown as e-mail HTML. Raw HTML in the Markdown is shown as text, never
// rendered; links keep only http(s) and mailto targets, and each web link can be rewritten (the
// signed click link of one recipient). Images are left out (no open pixels, no remote content).

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const safeHref = (href: string) => {
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" || url.protocol === "mailto:" ? url.toString() : null;
  } catch {
    return null;
  }
};

const linkStyle = "color:#7c3aed;text-decoration:underline";

/** The body's HTML; `rewrite` turns each web link's target into the one to put in the e-mail. */
export function broadcastBodyHtml(markdown: string, rewrite: (href: string) => string = (href) => href): string {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
      image: (token: Tokens.Image) => escapeHtml(token.text),
      link(token: Tokens.Link) {
        const label = this.parser.parseInline(token.tokens);
        const href = safeHref(token.href);
        if (!href) return label;
        const target = href.startsWith("mailto:") ? href : rewrite(href);
        return `<a href="${escapeHtml(target)}" style="${linkStyle}">${label}</a>`;
      },
    },
  });
  return marked.parse(markdown) as string;
}
