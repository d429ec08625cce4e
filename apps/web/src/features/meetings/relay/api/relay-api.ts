import type { LiveStream, PutLiveStreamBody } from "@johap/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/http";
import { meetsKeys } from "../../detail/api/meet-keys";
import { meetPath, unionHeader } from "../../detail/api/meet-queries";

/** 현장중계 (spec 03 §2.10, §7): the meeting's relay link under `meetsKeys.meet`. */
export const relayKeys = {
  liveStream: (u: number, m: number) => [...meetsKeys.meet(u, m), "live-stream"] as const,
};

const liveStreamPath = (meetSeq: number) => `${meetPath(meetSeq)}/live-stream`;

export const liveStreamQuery = (unionSeq: number, meetSeq: number) =>
  queryOptions({
    queryKey: relayKeys.liveStream(unionSeq, meetSeq),
    queryFn: ({ signal }) => http.get<LiveStream>(liveStreamPath(meetSeq), { signal, headers: unionHeader(unionSeq) }),
  });

/** PUT (등록, 수정) or DELETE (삭제) the link; the answer is the link as stored. */
export function useLiveStreamMutation(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutLiveStreamBody | null) =>
      body
        ? http.put<LiveStream>(liveStreamPath(meetSeq), body, { headers: unionHeader(unionSeq) })
        : http.delete<LiveStream>(liveStreamPath(meetSeq), undefined, { headers: unionHeader(unionSeq) }),
    onSuccess: (stored) => queryClient.setQueryData(relayKeys.liveStream(unionSeq, meetSeq), stored),
  });
}
