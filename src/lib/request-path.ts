/** Set by src/proxy.ts on the dynamic routes (over anything the client sent): the requested path. */
export const REQUEST_PATH_HEADER = "x-request-path";

/** The admin path being requested, for the way back after signing in; `/admin` when unknown. */
export function adminPathFrom(headers: Headers): `/admin${string}` {
  const path = headers.get(REQUEST_PATH_HEADER) ?? "";
  return /^\/admin(\/[\w/-]*)?$/.test(path) ? (path as `/admin${string}`) : "/admin";
}
