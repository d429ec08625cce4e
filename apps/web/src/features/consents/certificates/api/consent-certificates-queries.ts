import type { CertificateConsent, ConsentCertificateRow, ConsentCertificateSummary } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../../lib/http";
import { queryString } from "../../../../lib/query-string";
import { unionHeader } from "../../api/consents-queries";
import {
  type CertificateConsentsParams,
  type ConsentCertificatesParams,
  consentCertificatesKeys,
} from "./consent-certificates-keys";

export const CERTIFICATES_PATH = "/v2/electronic-consents/certificates";
/** While certificates are being made the screen looks again every few seconds. */
export const MAKING_POLL_MS = 3_000;

/** GET /v2/certificate-electronic-consents (title, template type, status; 10 a page). */
export const certificateConsentsQuery = (unionSeq: number, params: CertificateConsentsParams) =>
  queryOptions({
    queryKey: consentCertificatesKeys.list(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<CertificateConsent>(
        `/v2/certificate-electronic-consents${queryString({ ...params })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

/** GET .../certificates/summary: the four counts; polled while some are being made. */
export const consentCertificateSummaryQuery = (unionSeq: number, consentSeq: number) =>
  queryOptions({
    queryKey: consentCertificatesKeys.summary(unionSeq, consentSeq),
    queryFn: ({ signal }) =>
      http.get<ConsentCertificateSummary>(`${CERTIFICATES_PATH}/summary${queryString({ consentSeq })}`, {
        signal,
        headers: unionHeader(unionSeq),
      }),
    refetchInterval: (query) => ((query.state.data?.pendingCount ?? 0) > 0 ? MAKING_POLL_MS : false),
  });

/** GET .../certificates (name, issue status; 10 a page); polled while a row on the page is PENDING. */
export const consentCertificatesQuery = (unionSeq: number, consentSeq: number, params: ConsentCertificatesParams) =>
  queryOptions({
    queryKey: consentCertificatesKeys.recipients(unionSeq, consentSeq, params),
    queryFn: ({ signal }) =>
      getPaged<ConsentCertificateRow>(
        `${CERTIFICATES_PATH}${queryString({ consentSeq, ...params })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.issuedStatus === "PENDING") ? MAKING_POLL_MS : false,
  });
