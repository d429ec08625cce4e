import type {
  AreaStatistics,
  ConsentListItem,
  ConsentRecipient,
  DongStatistics,
  ElectronicConsent,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { type ConsentBoardParams, consentsKeys, type RecipientsParams } from "./consents-keys";

/** The /v2 consent calls carry the union in the Union-Seq header, on reads too (the client sends it on writes). */
export const unionHeader = (unionSeq: number) => ({ "Union-Seq": String(unionSeq) });

/** The cards of one board column: the API's page size limit is far above a union's consents. */
export const BOARD_PAGE_SIZE = 1000;

export const consentsBase = "/v2/electronic-consents";
export const consentPath = (consentSeq: number) => `${consentsBase}/${consentSeq}`;

/** GET /v2/electronic-consents (searchProgressStatus, searchTitle): one column of the board. */
export const consentListQuery = (unionSeq: number, params: ConsentBoardParams) =>
  queryOptions({
    queryKey: consentsKeys.list(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<ConsentListItem>(
        `${consentsBase}${queryString({
          searchProgressStatus: params.progressStatus,
          searchTitle: params.searchTitle,
          page: 0,
          pageSize: BOARD_PAGE_SIZE,
        })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /v2/electronic-consents/{consentSeq}: the consent with its template and counts. */
export const consentQuery = (unionSeq: number, consentSeq: number) =>
  queryOptions({
    queryKey: consentsKeys.consent(unionSeq, consentSeq),
    queryFn: ({ signal }) =>
      http.get<ElectronicConsent>(consentPath(consentSeq), { signal, headers: unionHeader(unionSeq) }),
  });

/** GET .../recipients (searchRecipientName, page, pageSize). */
export const recipientsQuery = (unionSeq: number, consentSeq: number, params: RecipientsParams) =>
  queryOptions({
    queryKey: consentsKeys.recipients(unionSeq, consentSeq, params),
    queryFn: ({ signal }) =>
      getPaged<ConsentRecipient>(
        `${consentPath(consentSeq)}/recipients${queryString(params)}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

/** GET .../statistics/area: consented and total m² with the percent. */
export const areaStatisticsQuery = (unionSeq: number, consentSeq: number) =>
  queryOptions({
    queryKey: consentsKeys.areaStatistics(unionSeq, consentSeq),
    queryFn: ({ signal }) =>
      http.get<AreaStatistics>(`${consentPath(consentSeq)}/statistics/area`, {
        signal,
        headers: unionHeader(unionSeq),
      }),
  });

/** GET .../statistics/dong: per apartment dong, consented of all recipients. */
export const dongStatisticsQuery = (unionSeq: number, consentSeq: number) =>
  queryOptions({
    queryKey: consentsKeys.dongStatistics(unionSeq, consentSeq),
    queryFn: ({ signal }) =>
      http.get<DongStatistics[]>(`${consentPath(consentSeq)}/statistics/dong`, {
        signal,
        headers: unionHeader(unionSeq),
      }),
  });
