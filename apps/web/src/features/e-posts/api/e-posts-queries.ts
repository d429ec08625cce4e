import {
  type ElectronicDocument,
  type ElectronicDocumentDetail,
  type ElectronicDocumentDraft,
  type ElectronicDocumentRecipient,
  EPOST_OPEN_RECIPIENT_STATUSES,
  type EpostCandidate,
  type EpostRecipientStatus,
  type EpostStatus,
  type RegisterGroup,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { type CandidateFilters, epostsKeys } from "./e-posts-keys";

export const epostsBase = (unionSeq: number) => `/v1/unions/${unionSeq}/electronic-documents`;
type Paging = { page: number; pageSize: number };
/** While a post is on its way its recipients change by themselves: the pages poll. */
const LIVE_STATUSES: readonly EpostStatus[] = ["SCHEDULED", "SENDING", "SENT"];
export const POLL_MS = 3000;
export const isLive = (status: EpostStatus | undefined) => status !== undefined && LIVE_STATUSES.includes(status);
const OPEN_RECIPIENT: readonly EpostRecipientStatus[] = ["WAIT", ...EPOST_OPEN_RECIPIENT_STATUSES];
const isOpenRecipient = (status: EpostRecipientStatus) => OPEN_RECIPIENT.includes(status);

/** GET electronic-documents, paged at 10; polls while a post of the page is on its way. */
export const epostListQuery = (unionSeq: number, paging: Paging) =>
  queryOptions({
    queryKey: epostsKeys.list(unionSeq, paging),
    queryFn: ({ signal }) => getPaged<ElectronicDocument>(`${epostsBase(unionSeq)}${queryString(paging)}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((d) => isLive(d.documentStatus)) ? POLL_MS : false),
  });

export const epostDetailQuery = (unionSeq: number, id: number) =>
  queryOptions({
    queryKey: epostsKeys.detail(unionSeq, id),
    queryFn: ({ signal }) => http.get<ElectronicDocumentDetail>(`${epostsBase(unionSeq)}/${id}`, { signal }),
    refetchInterval: (query) => (isLive(query.state.data?.documentStatus) ? POLL_MS : false),
  });

/** GET electronic-documents/{id}/draft: a TEMP post to resume (read once; the wizard then holds it). */
export const epostDraftQuery = (unionSeq: number, id: number) =>
  queryOptions({
    queryKey: epostsKeys.draft(unionSeq, id),
    queryFn: ({ signal }) => http.get<ElectronicDocumentDraft>(`${epostsBase(unionSeq)}/${id}/draft`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET …/recipients, paged: polls while a recipient of the page is still on its way (WAIT, SENT, RECEIVED, OPENED). */
export const epostRecipientsQuery = (unionSeq: number, id: number, paging: Paging) =>
  queryOptions({
    queryKey: epostsKeys.recipients(unionSeq, id, paging),
    queryFn: ({ signal }) =>
      getPaged<ElectronicDocumentRecipient>(`${epostsBase(unionSeq)}/${id}/recipients${queryString(paging)}`, signal),
    placeholderData: keepPreviousData,
    // By the recipients' own statuses, not the post's: the post may read COMPLETED a moment after this page's
    // last poll, and the page must not keep the recipients it saw before that.
    refetchInterval: (query) => (query.state.data?.data.some((r) => isOpenRecipient(r.status)) ? POLL_MS : false),
  });

/** GET electronic-documents/registers: the register rows of the recipient step (only `seqs` when a group is chosen). */
export const epostCandidatesQuery = (
  unionSeq: number,
  filters: CandidateFilters,
  seqs: readonly number[] | null,
  paging: Paging,
) =>
  queryOptions({
    queryKey: epostsKeys.candidates(unionSeq, filters, seqs, paging),
    queryFn: ({ signal }) =>
      getPaged<EpostCandidate>(
        `${epostsBase(unionSeq)}/registers${queryString({
          ...paging,
          name: filters.name,
          unionRegisterNo: filters.unionRegisterNo,
          unionRegisterSeqs: seqs ? seqs.join(",") : null,
        })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** GET register-groups (주소록 그룹, spec 04 §7): the groups the recipient step can pick from. */
export const epostGroupsQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: epostsKeys.groups(unionSeq),
    queryFn: ({ signal }) =>
      getPaged<RegisterGroup>(`/v1/unions/${unionSeq}/register-groups${queryString({ pageSize: 1000 })}`, signal),
  });

/** GET register-groups/{id}/registers: a group's owners (their unionRegisterSeqs filter the step's list). */
export const epostGroupMembersQuery = (unionSeq: number, groupSeq: number) =>
  queryOptions({
    queryKey: epostsKeys.groupMembers(unionSeq, groupSeq),
    queryFn: async ({ signal }) => {
      const page = await getPaged<{ unionRegisterSeq: number }>(
        `/v1/unions/${unionSeq}/register-groups/${groupSeq}/registers${queryString({ pageSize: 10_000 })}`,
        signal,
      );
      return page.data.map((r) => r.unionRegisterSeq);
    },
  });
