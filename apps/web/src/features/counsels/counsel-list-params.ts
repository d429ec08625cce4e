import { searchParamsOf } from "../../lib/query-string";

/** The page sizes of the counsel lists (상담 등록's owners, 상담 내역); the first is the default. */
export const COUNSEL_PAGE_SIZES = [10, 20, 50] as const;

/** A counsel list's text filters and its page, as the address keeps them. */
export function counselListParamsOf<K extends string>(search: URLSearchParams, keys: readonly K[]) {
  const pageSize = Number(search.get("pageSize"));
  return {
    ...(Object.fromEntries(keys.map((key) => [key, search.get(key) ?? ""])) as Record<K, string>),
    page: Math.max(0, Number(search.get("page")) || 0),
    pageSize: COUNSEL_PAGE_SIZES.includes(pageSize as 10) ? pageSize : COUNSEL_PAGE_SIZES[0],
  };
}

/** The address of a counsel list's filters and page (the first page and the default size left out). */
export function counselListSearchOf<K extends string>(params: Record<K, string> & { page: number; pageSize: number }) {
  const { page, pageSize, ...filters } = params;
  return searchParamsOf({
    ...filters,
    page: page > 0 ? page : null,
    pageSize: pageSize !== COUNSEL_PAGE_SIZES[0] ? pageSize : null,
  });
}
