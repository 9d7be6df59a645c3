/** The class that renders every `render-when-near` section for one frame (src/styles/base.css). */
export const RENDER_ALL_CLASS = "render-all";

/**
 * The id an in-page link points at, when `href` is an anchor on the page at `current`
 * (`/#pricing` or `#pricing` while on `/`), else null.
 */
export function sameDocumentAnchor(href: string, current: URL): string | null {
  const url = new URL(href, current);
  if (url.origin !== current.origin || url.pathname !== current.pathname || url.search !== current.search) return null;
  return url.hash.length > 1 ? decodeURIComponent(url.hash.slice(1)) : null;
}

/**
 * Scrolls to an in-page anchor where it really is. The landing page's lower sections skip
 * rendering until near (content-visibility: auto, with a 40rem estimate), so a plain jump lands
 * by the estimates and then drifts as the sections above render at their real heights. Rendering
 * them all for the jump fixes their heights (`auto` remembers them), then the page scrolls.
 * Returns false when there is no such element (the caller navigates normally).
 */
export function jumpToAnchor(id: string, { push = true } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const root = document.documentElement;
  root.classList.add(RENDER_ALL_CLASS);
  target.getBoundingClientRect(); // lays the sections out at their real heights now
  if (push && location.hash !== `#${id}`) history.pushState(history.state, "", `#${id}`);
  target.scrollIntoView({ block: "start" });
  requestAnimationFrame(() => root.classList.remove(RENDER_ALL_CLASS));
  return true;
}
