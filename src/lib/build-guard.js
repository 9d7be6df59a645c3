// Checks made when `next build` loads next.config.mjs (plain JS, so the config can import it).

/**
 * A production build bakes NEXT_PUBLIC_SITE_URL into every canonical URL, the JSON-LD, the
 * sitemap and robots.txt; without it they would all point at http://localhost:3000. So a
 * production build without it stops with this message instead.
 * @param {boolean} productionBuild whether this is `next build` (Next's PHASE_PRODUCTION_BUILD)
 * @param {Record<string, string | undefined>} env
 * @returns {string | null} the error to stop with, or null
 */
export function siteUrlProblem(productionBuild, env) {
  if (!productionBuild) return null;
  const value = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (!value) {
    return (
      "NEXT_PUBLIC_SITE_URL is not set. A production build bakes the site's address into canonical URLs, " +
      "structured data, the sitemap and robots.txt: build with the real one, e.g. " +
      "NEXT_PUBLIC_SITE_URL=https://your-store.example npm run build (for a local test build: http://127.0.0.1:3000)."
    );
  }
  if (!/^https?:\/\/[^/]+/.test(value)) return `NEXT_PUBLIC_SITE_URL must be an absolute http(s) URL, got "${value}".`;
  return null;
}
