import { isSafeText } from "@/lib/validation/text";

/** A page's `searchParams` prop as Next passes it: each key once, repeated, or absent. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Longest query value a page reads; anything longer is treated as absent. */
const MAX_PARAM_LENGTH = 500;

/**
 * The first value of a query parameter, trimmed; undefined when it is absent or empty, longer
 * than 500 characters, or holds characters no field accepts (NUL, controls, broken Unicode:
 * `isSafeText`), so a page never hands such a value to the database (`/checkout?discount=x%00y`).
 */
export function param(params: Awaited<SearchParams>, name: string): string | undefined {
  const value = params[name];
  const first = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!first || first.length > MAX_PARAM_LENGTH || !isSafeText(first)) return undefined;
  return first;
}

/** `param` for the address the browser shows (`location.search`): what a prerendered page reads of its link once it runs. */
export function searchParam(search: string, name: string): string | undefined {
  return param({ [name]: new URLSearchParams(search).get(name) ?? undefined }, name);
}
