import type { ConsentCandidate, ConsentTemplate, OwnerType, ShareType } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { consentsKeys } from "./consents-keys";
import { consentsBase, unionHeader } from "./consents-queries";

/**
 * The wizard's owner search (대상자 선택): name, share type, owner type and an address group (주소록 그룹's seq);
 * empty means any.
 */
export type CandidateFilters = {
  name: string;
  shareType: ShareType | "";
  ownerType: OwnerType | "";
  unionRegisterGroupSeq: string;
};
export type CandidatePaging = { page: number; pageSize: number };

export const consentsOpenKeys = {
  templates: (unionSeq: number) => [...consentsKeys.union(unionSeq), "templates"] as const,
  candidates: (unionSeq: number, filters: CandidateFilters, paging: CandidatePaging) =>
    [...consentsKeys.union(unionSeq), "register-candidates", filters, paging] as const,
};

/** GET /v2/electronic-consent-templates: every template in one list (동의서 유형). */
export const templatesQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: consentsOpenKeys.templates(unionSeq),
    queryFn: ({ signal }) =>
      getPaged<ConsentTemplate>("/v2/electronic-consent-templates?isPaging=false", signal, unionHeader(unionSeq)),
    select: (page) => page.data,
    staleTime: 5 * 60_000,
  });

/** GET /v2/electronic-consents/register-candidates: a page of the register's owners. */
export const candidatesQuery = (unionSeq: number, filters: CandidateFilters, paging: CandidatePaging) =>
  queryOptions({
    queryKey: consentsOpenKeys.candidates(unionSeq, filters, paging),
    queryFn: ({ signal }) =>
      getPaged<ConsentCandidate>(
        `${consentsBase}/register-candidates${queryString({ ...filters, ...paging })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });
