const ORIGIN = "http://site.invalid";

/**
 * The `redirect` parameter of /auth as a path on this site, or `fallback`. Only a plain
 * same-origin path is kept ("/account", "/admin/jobs?x=1"): a full or protocol-relative URL
 * ("https://evil.example", "//evil.example", "/\\evil.example"), control characters, or a path
 * back to /auth itself (a loop) give the fallback. Never an open redirect.
 *
 * The checks run on the path as a browser would resolve it: `new URL()` removes dot segments,
 * so "/.//evil.example" and "/a/..//evil.example" become "//evil.example" (protocol-relative)
 * only after parsing. The result is checked again, and must parse back to itself.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainSitePath(path)) return fallback;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return fallback;
  return path;
}

/**
 * True for a normalised same-origin path: one leading slash, no backslash or control character,
 * and one that parses back to itself (no dot segment left to turn it into "//host").
 */
export function isPlainSitePath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(path)) return false;
  let again: URL;
  try {
    again = new URL(path, ORIGIN);
  } catch {
    return false;
  }
  return again.origin === ORIGIN && `${again.pathname}${again.search}${again.hash}` === path;
}
