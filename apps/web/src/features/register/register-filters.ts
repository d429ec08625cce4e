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

export const hasFilters = (filters: RegisterFilters) => Object.values(filters).some((value) => value?.trim());
