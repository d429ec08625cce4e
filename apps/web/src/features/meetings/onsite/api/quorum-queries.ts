import type { MeetQuorum } from "@johap/contracts";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../../lib/http";
import { MEET_POLL_MS, unionHeader } from "../../detail/api/meet-queries";
import { onsiteKeys } from "./onsite-queries";

/** 정족수 충족 예상 (GET /v2/general-meetings/{id}/quorum), beside the attendance it rests on, polled every 60 s. */
export const quorumKey = (u: number, m: number) => [...onsiteKeys.all(u, m), "quorum"] as const;

export const meetQuorumQuery = (u: number, m: number) =>
  queryOptions({
    queryKey: quorumKey(u, m),
    queryFn: ({ signal }) =>
      http.get<MeetQuorum>(`/v2/general-meetings/${m}/quorum`, { signal, headers: unionHeader(u) }),
    refetchInterval: MEET_POLL_MS,
  });
