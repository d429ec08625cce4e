import {
  SENT_BOX_PAGE_SIZE,
  type SendResult,
  type SentSms,
  type Sms,
  type SmsCaller,
  type SmsDetail,
  type SmsMessage,
  type SmsRecipientCandidate,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { type RecipientFilters, recipientsSearch } from "../recipient-search";
import { recipientsPollInterval, recordPollInterval } from "../record-polling";
import { smsKeys } from "./sms-keys";

export const smsBase = (unionSeq: number) => `/v1/unions/${unionSeq}`;
type Paging = { page: number; pageSize: number };

/** GET sms-callers: every caller number of the union with its approval status. */
export const callersQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: smsKeys.callers(unionSeq),
    queryFn: ({ signal }) => http.get<SmsCaller[]>(`${smsBase(unionSeq)}/sms-callers`, { signal }),
  });

/** GET sms/recipients: register rows for the picker, with the register's filters. */
export const recipientsQuery = (unionSeq: number, filters: RecipientFilters, paging: Paging) =>
  queryOptions({
    queryKey: smsKeys.recipients(unionSeq, filters, paging),
    queryFn: ({ signal }) =>
      getPaged<SmsRecipientCandidate>(
        `${smsBase(unionSeq)}/sms/recipients${recipientsSearch(filters, paging)}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** GET sms (내역 관리), paged at 10. */
export const recordsQuery = (unionSeq: number, paging: Paging) =>
  queryOptions({
    queryKey: smsKeys.recordList(unionSeq, paging),
    queryFn: ({ signal }) => getPaged<Sms>(`${smsBase(unionSeq)}/sms${queryString(paging)}`, signal),
    placeholderData: keepPreviousData,
  });

/** GET sms/{smsId}: content, counts and what may be done with it; polls while sending. */
export const recordQuery = (unionSeq: number, smsId: number) =>
  queryOptions({
    queryKey: smsKeys.record(unionSeq, smsId),
    queryFn: ({ signal }) => http.get<SmsDetail>(`${smsBase(unionSeq)}/sms/${smsId}`, { signal }),
    refetchInterval: (query) => recordPollInterval(query.state.data),
  });

/**
 * GET sms/{smsId}/recipients (optionally only SUCCESS or FAIL); polls while the record settles and
 * until the page shown has no pending row, so results and 완료일시 appear without a reload.
 */
export const recordRecipientsQuery = (
  unionSeq: number,
  record: Sms,
  params: Paging & { sendResult: SendResult | null },
) =>
  queryOptions({
    queryKey: smsKeys.recordRecipients(
      unionSeq,
      record.smsId,
      { page: params.page, pageSize: params.pageSize },
      params.sendResult,
    ),
    queryFn: ({ signal }) =>
      getPaged<SmsMessage>(`${smsBase(unionSeq)}/sms/${record.smsId}/recipients${queryString(params)}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => recipientsPollInterval(record, query.state.data?.data),
  });

/** GET sent-sms: the sent-box, 3 per page, last 6 months (the server applies the window). */
export const sentBoxQuery = (unionSeq: number, page: number) =>
  queryOptions({
    queryKey: smsKeys.sentBoxPage(unionSeq, page),
    queryFn: ({ signal }) =>
      getPaged<SentSms>(`${smsBase(unionSeq)}/sent-sms${queryString({ page, pageSize: SENT_BOX_PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });
