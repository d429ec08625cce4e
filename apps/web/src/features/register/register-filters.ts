import { MAX_CUSTOM_COLUMNS } from "@johap/contracts";

/** Filters of the register list (spec 01 §2 Register filters); custom columns filter by attributeN. */
export const BASE_FILTER_KEYS = [
  "unionRegisterNo",
  "name",
  "phoneNo",
  "realAddress",
  "jibun",
  "buildingName",
  "dong",
  "hosu",
] as const;
export type BaseFilterKey = (typeof BASE_FILTER_KEYS)[number];
export type AttributeCode = `attribute${number}`;
export type RegisterFilters = Partial<Record<BaseFilterKey | AttributeCode, string>>;

export const ATTRIBUTE_CODES: readonly AttributeCode[] = Array.from(
  { length: MAX_CUSTOM_COLUMNS },
  (_, i) => `attribute${i + 1}` as const,
);

const FILTER_KEYS: readonly string[] = [...BASE_FILTER_KEYS, ...ATTRIBUTE_CODES];

/** The filters present in URL search params (blank values dropped). */
export function filtersFromSearchParams(params: URLSearchParams): RegisterFilters {
  const filters: RegisterFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key as keyof RegisterFilters] = value;
  }
  return filters;
}

/** Query string of a list or download call: filters (trimmed, blanks dropped) plus paging. */
export function registerQueryString(filters: RegisterFilters, paging?: { page: number; pageSize: number }): string {
  const params = new URLSearchParams();
  if (paging) {
    params.set("page", String(paging.page));
    params.set("pageSize", String(paging.pageSize));
  }
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  }
  return params.toString();
}

export const hasFilters = (filters: RegisterFilters) => Object.values(filters).some((value) => value?.trim());
