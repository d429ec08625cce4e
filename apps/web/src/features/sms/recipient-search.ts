import { queryString } from "../../lib/query-string";
import type { RegisterFilters } from "../register";

/** The register panel's filters and the 그룹 select (an address group's seq, blank for 전체). */
export type RecipientFilters = RegisterFilters & { unionRegisterGroupSeq?: string };

/**
 * `?…` of GET sms/recipients from the register panel's filters: paging first, 실거주지 sent as the
 * contract's `address` (matched against the residence and the postal address); blanks left out.
 */
export const recipientsSearch = (
  { realAddress, ...rest }: RecipientFilters,
  paging: { page: number; pageSize: number },
): string => queryString({ ...paging, ...rest, address: realAddress });
