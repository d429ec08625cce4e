import type { ChannelResult, MeetCompleted, MeetFormalDraft, MeetVoteResult, VoteAggregates } from "@johap/contracts";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../../lib/http";
import { meetsKeys } from "../../detail/api/meet-keys";
import { MEET_POLL_MS, meetPath, unionHeader } from "../../detail/api/meet-queries";

/**
 * The results reads of a meeting, under `meetsKeys.meet` (a status change invalidates the meeting and with it these)
 * and polled every 60 s as spec 03 §9 says for results and summaries.
 */
export const resultsKeys = {
  all: (u: number, m: number) => [...meetsKeys.meet(u, m), "results"] as const,
  voteResult: (u: number, m: number) => [...resultsKeys.all(u, m), "vote-result"] as const,
  summary: (u: number, m: number) => [...resultsKeys.all(u, m), "summary"] as const,
  channel: (u: number, m: number, channel: ChannelResult["channel"]) =>
    [...resultsKeys.all(u, m), "channel", channel] as const,
  completed: (u: number, m: number) => [...resultsKeys.all(u, m), "completed"] as const,
  formalDraft: (u: number, m: number) => [...resultsKeys.all(u, m), "formal-draft"] as const,
};

const get = <T>(path: string, unionSeq: number, signal: AbortSignal) =>
  http.get<T>(path, { signal, headers: unionHeader(unionSeq) });

/** GET /v1/meets/{meetSeq}/vote/result: agendas with counts per channel, quorum, hand counts entered. */
export const voteResultQuery = (u: number, m: number) =>
  queryOptions({
    queryKey: resultsKeys.voteResult(u, m),
    queryFn: ({ signal }) => get<MeetVoteResult>(`${meetPath(m)}/vote/result`, u, signal),
    refetchInterval: MEET_POLL_MS,
  });

/** GET /v1/meets/{meetSeq}/vote/result-summary: the vote summary with duplicate votes (spec 03 §3). */
export const voteSummaryQuery = (u: number, m: number) =>
  queryOptions({
    queryKey: resultsKeys.summary(u, m),
    queryFn: ({ signal }) => get<VoteAggregates>(`${meetPath(m)}/vote/result-summary`, u, signal),
    refetchInterval: MEET_POLL_MS,
  });

const CHANNEL_PATHS: Record<ChannelResult["channel"], string> = {
  ELECTRONIC: "electronic-vote/result",
  ONLINE: "online-vote/result",
};

/** GET /electronic-vote/result or /online-vote/result: the first dialogs of the tally chain (read only). */
export const channelResultQuery = (u: number, m: number, channel: ChannelResult["channel"]) =>
  queryOptions({
    queryKey: resultsKeys.channel(u, m, channel),
    queryFn: ({ signal }) => get<ChannelResult>(`${meetPath(m)}/${CHANNEL_PATHS[channel]}`, u, signal),
  });

/** GET /v2/general-meetings/{id}/completed: the confirmed result with the evidence chain's head. */
export const completedQuery = (u: number, m: number) =>
  queryOptions({
    queryKey: resultsKeys.completed(u, m),
    queryFn: ({ signal }) => get<MeetCompleted>(`/v2/general-meetings/${m}/completed`, u, signal),
  });

/** GET /v1/meets/{meetSeq}/formal-draft: a completed mock meeting's settings for the formal opening. */
export const formalDraftQuery = (u: number, m: number) =>
  queryOptions({
    queryKey: resultsKeys.formalDraft(u, m),
    queryFn: ({ signal }) => get<MeetFormalDraft>(`${meetPath(m)}/formal-draft`, u, signal),
  });
