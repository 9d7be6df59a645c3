/** Whether a path reaches the proxy: its `config.matcher` compiled as Next's build compiles it. */
export async function proxyMatcher() {
  const { config } = await import("@/proxy");
  const { getMiddlewareRouteMatcher } = await import("next/dist/shared/lib/router/utils/middleware-route-matcher.js");
  // Not in Next's type declarations, but the function its build uses on `config.matcher`.
  const { getMiddlewareMatchers } = (await import("next/dist/build/analysis/get-page-static-info.js")) as unknown as {
    getMiddlewareMatchers: (matcher: string[], nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0];
  };
  const match = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
  return (path: string) => match(path, {} as never, {});
}
