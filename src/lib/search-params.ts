/** A page's `searchParams` prop as Next passes it: each key once, repeated, or absent. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter, trimmed; undefined when it is absent or empty. */
export function param(params: Awaited<SearchParams>, name: string): string | undefined {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}
