export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * URL search params of a filter object, in its key order: text is trimmed, and null, undefined and
 * blank values are left out (an empty filter is no filter).
 */
export function searchParamsOf(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== "") search.set(key, text);
  }
  return search;
}

/** `?a=1&b=2` of a filter object (see `searchParamsOf`) to put after a path; "" when nothing is left. */
export function queryString(params: QueryParams): string {
  const search = searchParamsOf(params).toString();
  return search ? `?${search}` : "";
}
