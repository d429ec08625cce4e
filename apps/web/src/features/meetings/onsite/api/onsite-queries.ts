import type {
  AttendSituation,
  ListParticipantsFilter,
  MeetParticipant,
  OnsiteVoteCount,
  TimeSeriesUnit,
  VoteAggregates,
  WrittenSubmissionTimeSeries,
} from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../../lib/http";
import { queryString } from "../../../../lib/query-string";
import { meetsKeys } from "../../detail/api/meet-keys";
import { MEET_POLL_MS, meetPath, unionHeader } from "../../detail/api/meet-queries";

/**
 * The on-site reads of a meeting, under `meetsKeys.meet` (so a change to the meeting refreshes them) and polled
 * every 60 s as spec 03 §9 says for attendance and summaries.
 */
export const onsiteKeys = {
  all: (u: number, m: number) => [...meetsKeys.meet(u, m), "onsite"] as const,
  voteCount: (u: number, m: number) => [...onsiteKeys.all(u, m), "vote-count"] as const,
  situation: (u: number, m: number) => [...onsiteKeys.all(u, m), "attend-situation"] as const,
  aggregates: (u: number, m: number) => [...onsiteKeys.all(u, m), "aggregates"] as const,
  writtenSeries: (u: number, m: number, unit: TimeSeriesUnit) =>
    [...onsiteKeys.all(u, m), "written-series", unit] as const,
  voters: (u: number, m: number, params: OnsiteVoterParams) => [...onsiteKeys.all(u, m), "voters", params] as const,
};

const get = <T>(path: string, unionSeq: number, signal: AbortSignal) =>
  http.get<T>(path, { signal, headers: unionHeader(unionSeq) });

export const onsiteVoteCountQuery = (u: number, m: number) =>
  queryOptions({
    queryKey: onsiteKeys.voteCount(u, m),
    queryFn: ({ signal }) => get<OnsiteVoteCount>(`${meetPath(m)}/onsite-vote/vote-count`, u, signal),
    refetchInterval: MEET_POLL_MS,
  });

export const attendSituationQuery = (u: number, m: number) =>
  queryOptions({
    queryKey: onsiteKeys.situation(u, m),
    queryFn: ({ signal }) => get<AttendSituation>(`/v2/general-meetings/${m}/attend-situation`, u, signal),
    refetchInterval: MEET_POLL_MS,
  });

export const voteAggregatesQuery = (u: number, m: number) =>
  queryOptions({
    queryKey: onsiteKeys.aggregates(u, m),
    queryFn: ({ signal }) => get<VoteAggregates>(`/v2/general-meetings/${m}/votes/aggregates`, u, signal),
    refetchInterval: MEET_POLL_MS,
  });

export const writtenSeriesQuery = (u: number, m: number, unit: TimeSeriesUnit) =>
  queryOptions({
    queryKey: onsiteKeys.writtenSeries(u, m, unit),
    queryFn: ({ signal }) =>
      get<WrittenSubmissionTimeSeries>(
        `${meetPath(m)}/onsite-vote/written-submission-time-series?unit=${unit}`,
        u,
        signal,
      ),
    refetchInterval: MEET_POLL_MS,
  });

/** The voter list's filters this part uses (GET /v1/meets/{meetSeq}/participants of the voters part). */
export type OnsiteVoterParams = Pick<
  ListParticipantsFilter,
  "name" | "attendanceCategory" | "writtenSubmissionType" | "attendExpectedType"
> & { page: number; pageSize: number };

export const onsiteVotersQuery = (u: number, m: number, params: OnsiteVoterParams, pollMs?: number) =>
  queryOptions({
    queryKey: onsiteKeys.voters(u, m, params),
    queryFn: ({ signal }) =>
      getPaged<MeetParticipant>(`${meetPath(m)}/participants${queryString({ ...params })}`, signal, unionHeader(u)),
    placeholderData: keepPreviousData,
    ...(pollMs ? { refetchInterval: pollMs } : {}),
  });
