const ORIGIN = "http://site.invalid";

/**
 * The `redirect` parameter of /auth as a path on this site, or `fallback`. Only a plain
 * same-origin path is kept ("/account", "/admin/jobs?x=1"): a full or protocol-relative URL
 * ("https://evil.example", "//evil.example", "/\\evil.example"), control characters, or a path
 * back to /auth itself (a loop) give the fallback. Never an open redirect.
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
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
