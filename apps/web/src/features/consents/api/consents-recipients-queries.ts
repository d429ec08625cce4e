import type {
  ConsentRecipient,
  ConsentRecipientDetail,
  RecipientCandidate,
  RecipientCounts,
  RecipientHistory,
  RecipientStatus,
  ShareType,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { consentsKeys } from "./consents-keys";
import { consentPath, unionHeader } from "./consents-queries";

/** The recipients tab's search (spec 02 §2.2 and §7: searchRecipientName, searchStatus, searchShareType). */
export type RecipientSearch = {
  searchRecipientName: string;
  searchStatus: RecipientStatus | "";
  searchShareType: ShareType | "";
};
export type RecipientTabParams = RecipientSearch & { page: number; pageSize: number };
export type CandidateParams = { searchName: string; page: number; pageSize: number };

/** Keys of the recipients tab, under the consent's recipients (a write there refreshes them all). */
export const recipientTabKeys = {
  list: (unionSeq: number, consentSeq: number, params: RecipientTabParams) =>
    [...consentsKeys.recipientsOf(unionSeq, consentSeq), "tab", params] as const,
  counts: (unionSeq: number, consentSeq: number) =>
    [...consentsKeys.recipientsOf(unionSeq, consentSeq), "counts"] as const,
  detail: (unionSeq: number, consentSeq: number, recipientSeq: number) =>
    [...consentsKeys.recipientsOf(unionSeq, consentSeq), "detail", recipientSeq] as const,
  histories: (unionSeq: number, consentSeq: number, recipientSeq: number) =>
    [...consentsKeys.recipientsOf(unionSeq, consentSeq), "histories", recipientSeq] as const,
  candidates: (unionSeq: number, consentSeq: number, params: CandidateParams) =>
    [...consentsKeys.recipientsOf(unionSeq, consentSeq), "candidates", params] as const,
};

export const recipientsBase = (consentSeq: number) => `${consentPath(consentSeq)}/recipients`;
export const recipientPath = (consentSeq: number, recipientSeq: number) =>
  `${recipientsBase(consentSeq)}/${recipientSeq}`;

/** The search as query parameters (empty ones left out). */
export const searchQuery = (search: RecipientSearch) => ({
  searchRecipientName: search.searchRecipientName || undefined,
  searchStatus: search.searchStatus || undefined,
  searchShareType: search.searchShareType || undefined,
});

/** GET .../recipients with the tab's search and paging. */
export const recipientTabQuery = (unionSeq: number, consentSeq: number, params: RecipientTabParams) =>
  queryOptions({
    queryKey: recipientTabKeys.list(unionSeq, consentSeq, params),
    queryFn: ({ signal }) =>
      getPaged<ConsentRecipient>(
        `${recipientsBase(consentSeq)}${queryString({ ...searchQuery(params), page: params.page, pageSize: params.pageSize })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

/** GET .../recipients/counts: 전체 and the recipients 일괄 발송 would text. */
export const recipientCountsQuery = (unionSeq: number, consentSeq: number) =>
  queryOptions({
    queryKey: recipientTabKeys.counts(unionSeq, consentSeq),
    queryFn: ({ signal }) =>
      http.get<RecipientCounts>(`${recipientsBase(consentSeq)}/counts`, { signal, headers: unionHeader(unionSeq) }),
  });

/** GET .../recipients/{recipientSeq}: the recipient with its owner's info (the popup). */
export const recipientDetailQuery = (unionSeq: number, consentSeq: number, recipientSeq: number) =>
  queryOptions({
    queryKey: recipientTabKeys.detail(unionSeq, consentSeq, recipientSeq),
    queryFn: ({ signal }) =>
      http.get<ConsentRecipientDetail>(recipientPath(consentSeq, recipientSeq), {
        signal,
        headers: unionHeader(unionSeq),
      }),
  });

/** GET .../recipients/{recipientSeq}/histories (이력 보기). */
export const recipientHistoriesQuery = (unionSeq: number, consentSeq: number, recipientSeq: number) =>
  queryOptions({
    queryKey: recipientTabKeys.histories(unionSeq, consentSeq, recipientSeq),
    queryFn: ({ signal }) =>
      http.get<RecipientHistory[]>(`${recipientPath(consentSeq, recipientSeq)}/histories`, {
        signal,
        headers: unionHeader(unionSeq),
      }),
  });

/** GET .../recipients/candidates: owners of the register not yet recipients (대상자 추가). */
export const candidatesQuery = (unionSeq: number, consentSeq: number, params: CandidateParams) =>
  queryOptions({
    queryKey: recipientTabKeys.candidates(unionSeq, consentSeq, params),
    queryFn: ({ signal }) =>
      getPaged<RecipientCandidate>(
        `${recipientsBase(consentSeq)}/candidates${queryString({ ...params, searchName: params.searchName || undefined })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });
