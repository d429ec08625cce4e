import type {
  AttendExpectedCount,
  EvoteHistory,
  ListParticipantHistoriesQuery,
  ListParticipantsFilter,
  MeetParticipant,
  MeetParticipantHistory,
  MeetParticipantsPage,
  ParticipantCandidate,
  SendStatusCount,
  TendencyCount,
  WrittenSubmissionCount,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getDownload, getPaged, http } from "../../../../lib/http";
import { queryString } from "../../../../lib/query-string";
import { meetsKeys } from "../../detail/api/meet-keys";
import { MEET_POLL_MS, meetPath, unionHeader } from "../../detail/api/meet-queries";

/** The voter list's search as the form holds it (empty strings = 전체). */
export type VoterSearch = {
  unionRegisterNo: string;
  name: string;
  phoneNo: string;
  dateType: string;
  fromDate: string;
  toDate: string;
  electronicStatus: string;
  isResent: string;
  tendency: string;
  attendExpectedType: string;
  writtenSubmissionType: string;
};
export type VoterListParams = VoterSearch & { page: number; pageSize: number };
export type CandidateParams = { name: string; page: number; pageSize: number };
export type HistoryParams = {
  unionRegisterNo: string;
  name: string;
  modifiedBy: string;
  actionType: string;
  page: number;
  pageSize: number;
};

/** Keys under the meeting (a voter write refreshes every voter read and the detail's counts). */
export const votersKeys = {
  voters: (unionSeq: number, meetSeq: number) => [...meetsKeys.meet(unionSeq, meetSeq), "participants"] as const,
  list: (unionSeq: number, meetSeq: number, params: VoterListParams) =>
    [...votersKeys.voters(unionSeq, meetSeq), "list", params] as const,
  counts: (unionSeq: number, meetSeq: number, kind: string) =>
    [...votersKeys.voters(unionSeq, meetSeq), "counts", kind] as const,
  voter: (unionSeq: number, meetSeq: number, seq: number) =>
    [...votersKeys.voters(unionSeq, meetSeq), "voter", seq] as const,
  evoteHistories: (unionSeq: number, meetSeq: number, seq: number) =>
    [...votersKeys.voters(unionSeq, meetSeq), "evote-histories", seq] as const,
  candidates: (unionSeq: number, meetSeq: number, params: CandidateParams) =>
    [...votersKeys.voters(unionSeq, meetSeq), "candidates", params] as const,
  histories: (unionSeq: number, meetSeq: number, params: HistoryParams) =>
    [...votersKeys.voters(unionSeq, meetSeq), "histories", params] as const,
  history: (unionSeq: number, meetSeq: number, id: number) =>
    [...votersKeys.voters(unionSeq, meetSeq), "history", id] as const,
};

export const participantsPath = (meetSeq: number) => `${meetPath(meetSeq)}/participants`;
export const participantPath = (meetSeq: number, seq: number) => `${participantsPath(meetSeq)}/${seq}`;

/** The search as query parameters (empty ones left out). */
export function voterQuery(search: VoterSearch): ListParticipantsFilter {
  const q: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) if (value !== "") q[key] = value;
  if (!q.fromDate && !q.toDate) delete q.dateType;
  return q as ListParticipantsFilter;
}

export const voterListQuery = (unionSeq: number, meetSeq: number, params: VoterListParams) =>
  queryOptions({
    queryKey: votersKeys.list(unionSeq, meetSeq, params),
    // The whole envelope: `totalCount` (전체) sits beside `pagination` (조회 목록).
    queryFn: async () => {
      const query = { ...voterQuery(params), page: params.page, pageSize: params.pageSize };
      const response = await getDownload(
        `${participantsPath(meetSeq)}${queryString(query as Record<string, string | number>)}`,
        unionHeader(unionSeq),
      );
      return (await response.json()) as MeetParticipantsPage;
    },
    placeholderData: keepPreviousData,
    refetchInterval: MEET_POLL_MS,
  });

const countQuery = <T>(unionSeq: number, meetSeq: number, path: string) =>
  queryOptions({
    queryKey: votersKeys.counts(unionSeq, meetSeq, path),
    queryFn: ({ signal }) => http.get<T>(`${meetPath(meetSeq)}/${path}`, { signal, headers: unionHeader(unionSeq) }),
    refetchInterval: MEET_POLL_MS,
  });
export const sendStatusCountQuery = (u: number, m: number) =>
  countQuery<SendStatusCount>(u, m, "electronic-vote/send-status-count");
export const writtenCountQuery = (u: number, m: number) =>
  countQuery<WrittenSubmissionCount>(u, m, "onsite-vote/written-submission-count");
export const attendExpectedCountQuery = (u: number, m: number) =>
  countQuery<AttendExpectedCount>(u, m, "onsite-vote/attend-expected-count");
export const tendencyCountQuery = (u: number, m: number) =>
  countQuery<TendencyCount>(u, m, "electronic-vote/tendency-count");

export const voterQueryOf = (unionSeq: number, meetSeq: number, seq: number) =>
  queryOptions({
    queryKey: votersKeys.voter(unionSeq, meetSeq, seq),
    queryFn: ({ signal }) =>
      http.get<MeetParticipant>(participantPath(meetSeq, seq), { signal, headers: unionHeader(unionSeq) }),
  });

export const evoteHistoriesQuery = (unionSeq: number, meetSeq: number, seq: number) =>
  queryOptions({
    queryKey: votersKeys.evoteHistories(unionSeq, meetSeq, seq),
    queryFn: ({ signal }) =>
      http.get<EvoteHistory[]>(`${participantPath(meetSeq, seq)}/electronic-vote-histories`, {
        signal,
        headers: unionHeader(unionSeq),
      }),
  });

export const candidatesQuery = (unionSeq: number, meetSeq: number, params: CandidateParams) =>
  queryOptions({
    queryKey: votersKeys.candidates(unionSeq, meetSeq, params),
    queryFn: ({ signal }) =>
      getPaged<ParticipantCandidate>(
        `${participantsPath(meetSeq)}/candidates${queryString({ ...params, name: params.name || undefined })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

export const historiesQuery = (unionSeq: number, meetSeq: number, params: HistoryParams) =>
  queryOptions({
    queryKey: votersKeys.histories(unionSeq, meetSeq, params),
    queryFn: ({ signal }) => {
      const q: Partial<ListParticipantHistoriesQuery> & Record<string, string | number | undefined> = {
        unionRegisterNo: params.unionRegisterNo || undefined,
        name: params.name || undefined,
        modifiedBy: params.modifiedBy || undefined,
        actionType: (params.actionType || undefined) as ListParticipantHistoriesQuery["actionType"],
        page: params.page,
        pageSize: params.pageSize,
      };
      return getPaged<MeetParticipantHistory>(
        `${meetPath(meetSeq)}/participant-histories${queryString(q)}`,
        signal,
        unionHeader(unionSeq),
      );
    },
    placeholderData: keepPreviousData,
  });

export const historyQuery = (unionSeq: number, meetSeq: number, id: number) =>
  queryOptions({
    queryKey: votersKeys.history(unionSeq, meetSeq, id),
    queryFn: ({ signal }) =>
      http.get<MeetParticipantHistory>(`${meetPath(meetSeq)}/participant-histories/${id}`, {
        signal,
        headers: unionHeader(unionSeq),
      }),
  });
