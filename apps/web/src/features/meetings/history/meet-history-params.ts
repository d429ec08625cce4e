import {
  type ListMeetsParams,
  MEET_METHODS,
  MEET_PAGE_SIZE,
  MEET_STATUSES,
  MEET_TYPES,
  type MeetMethod,
  type MeetStatus,
  type MeetType,
  OPEN_TYPES,
  type OpenType,
} from "@johap/contracts";
import { searchParamsOf } from "../../../lib/query-string";

/** The history list's filters as the search form edits them: "" is 전체. */
export type MeetHistoryFilters = {
  meetName: string;
  moverName: string;
  meetStatus: MeetStatus | "";
  meetMethod: MeetMethod | "";
  openType: OpenType | "";
  meetType: MeetType | "";
};
export type MeetHistoryParams = MeetHistoryFilters & { page: number };

export const EMPTY_FILTERS: MeetHistoryFilters = {
  meetName: "",
  moverName: "",
  meetStatus: "",
  meetMethod: "",
  openType: "",
  meetType: "",
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  values.includes(value as T) ? (value as T) : "";

/** The list's state from its URL (unknown codes are 전체). */
export function historyParamsOf(search: URLSearchParams): MeetHistoryParams {
  return {
    meetName: search.get("meetName") ?? "",
    moverName: search.get("moverName") ?? "",
    meetStatus: oneOf(MEET_STATUSES, search.get("meetStatus")),
    meetMethod: oneOf(MEET_METHODS, search.get("meetMethod")),
    openType: oneOf(OPEN_TYPES, search.get("openType")),
    meetType: oneOf(MEET_TYPES, search.get("meetType")),
    page: Math.max(0, Number(search.get("page")) || 0),
  };
}

/** The list's URL: the first page and 전체 filters are left out. */
export const historySearchOf = ({ page, ...filters }: MeetHistoryParams) =>
  searchParamsOf({ ...filters, page: page > 0 ? page : null });

/** The GET /v1/meets query of the list's state (전체 left out). */
export function listParamsOf({ page, ...filters }: MeetHistoryParams): ListMeetsParams {
  const query: ListMeetsParams = { page, pageSize: MEET_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim() !== "") Object.assign(query, { [key]: value.trim() });
  }
  return query;
}
