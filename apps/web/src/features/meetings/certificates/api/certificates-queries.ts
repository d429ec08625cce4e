import type {
  CertificateMeet,
  CertificateParticipant,
  CertificateSummary,
  JointBook,
  ListCertificateMeetsParams,
  ListCertificateParticipantsParams,
  ListOnlineCertificateParticipantsParams,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../../lib/http";
import { queryString } from "../../../../lib/query-string";
import { MEET_POLL_MS, meetPath, unionHeader } from "../../detail/api/meet-queries";
import { certificatesKeys } from "./certificates-keys";

export const certificateMeetsBase = "/v1/certificate-meets";
export const jointBookPath = (meetSeq: number) => `${meetPath(meetSeq)}/joint-book`;
export const certificatesPath = (meetSeq: number) => `${meetPath(meetSeq)}/certificates`;
/** 온라인투표 내역 증명서 of the voters (spec 03 §7: the /v2 calls). */
export const onlineCertificatesPath = (meetSeq: number) =>
  `/v2/general-meetings/${meetSeq}/participants/certificates/online`;

/** While a roster or a certificate is being made the screen looks again every few seconds. */
export const MAKING_POLL_MS = 3_000;

/** GET /v1/meets/{meetSeq}/joint-book: the roster request; polled while PROCESSING. */
export const jointBookQuery = (unionSeq: number, meetSeq: number) =>
  queryOptions({
    queryKey: certificatesKeys.jointBook(unionSeq, meetSeq),
    queryFn: ({ signal }) => http.get<JointBook>(jointBookPath(meetSeq), { signal, headers: unionHeader(unionSeq) }),
    refetchInterval: (query) => (query.state.data?.status === "PROCESSING" ? MAKING_POLL_MS : MEET_POLL_MS),
  });

/** GET /v1/certificate-meets (meeting name, method, page). */
export const certificateMeetsQuery = (unionSeq: number, params: ListCertificateMeetsParams) =>
  queryOptions({
    queryKey: certificatesKeys.list(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<CertificateMeet>(`${certificateMeetsBase}${queryString({ ...params })}`, signal, unionHeader(unionSeq)),
    placeholderData: keepPreviousData,
  });

/** GET /v1/meets/{id}/certificates/summary: the header and counts; polled while the result file or a request is made. */
export const certificateSummaryQuery = (unionSeq: number, meetSeq: number) =>
  queryOptions({
    queryKey: certificatesKeys.summary(unionSeq, meetSeq),
    queryFn: ({ signal }) =>
      http.get<CertificateSummary>(`${certificatesPath(meetSeq)}/summary`, { signal, headers: unionHeader(unionSeq) }),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return MEET_POLL_MS;
      const isMaking =
        data.meet.voteResultCertificateFilePath === null ||
        [data.DIST_CERT, data.VOTE_CERT, data.ELEC_CERT].some((counts) => (counts?.requestCount ?? 0) > 0) ||
        (data.ONLINE?.inProgressCount ?? 0) > 0;
      return isMaking ? MAKING_POLL_MS : MEET_POLL_MS;
    },
  });

/** GET /v1/meets/{id}/certificates/participants (one type's voters, 10 a page). */
export const certificateParticipantsQuery = (
  unionSeq: number,
  meetSeq: number,
  params: ListCertificateParticipantsParams,
) =>
  queryOptions({
    queryKey: certificatesKeys.participants(unionSeq, meetSeq, params.certificateType, params),
    queryFn: ({ signal }) =>
      getPaged<CertificateParticipant>(
        `${certificatesPath(meetSeq)}/participants${queryString({ ...params })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.certificateIssuanceStatus === "REQUESTED") ? MAKING_POLL_MS : false,
  });

/** GET /v2/general-meetings/{id}/participants/certificates/online (the online statuses, 10 a page). */
export const onlineCertificateParticipantsQuery = (
  unionSeq: number,
  meetSeq: number,
  params: ListOnlineCertificateParticipantsParams,
) =>
  queryOptions({
    queryKey: certificatesKeys.onlineParticipants(unionSeq, meetSeq, params),
    queryFn: ({ signal }) =>
      getPaged<CertificateParticipant>(
        `${onlineCertificatesPath(meetSeq)}${queryString({ ...params })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.certificateIssuanceStatus === "APPLYING") ? MAKING_POLL_MS : false,
  });
