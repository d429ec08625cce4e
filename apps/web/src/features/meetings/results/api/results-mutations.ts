import type {
  MeetCompleteBody,
  MeetCompleted,
  MeetStatusBody,
  MeetStatusResult,
  MeetVoteResult,
  TallyBody,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/http";
import { meetsKeys } from "../../detail/api/meet-keys";
import { meetPath, unionHeader } from "../../detail/api/meet-queries";

/**
 * The status flow's writes. Spec 03 §4: completing, entering results and resetting reload the page, so each
 * invalidates the whole meeting (detail, tabs, results) and the history list. The dialogs alert a refusal with the
 * server's message themselves (`isErrorHandled`).
 */
function useMeetWrite<TBody, TResult>(unionSeq: number, meetSeq: number, send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { isErrorHandled: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meetsKeys.meet(unionSeq, meetSeq) }),
        queryClient.invalidateQueries({ queryKey: meetsKeys.lists(unionSeq) }),
      ]),
  });
}

/** PATCH /v1/meets/{meetSeq}/status: COUNTING (개표 결과 입력하기) or PROCESS (결과 재입력). */
export const useMeetStatusMutation = (unionSeq: number, meetSeq: number) =>
  useMeetWrite(unionSeq, meetSeq, (body: MeetStatusBody) =>
    http.patch<MeetStatusResult>(`${meetPath(meetSeq)}/status`, body, { headers: unionHeader(unionSeq) }),
  );

/** POST /v1/meets/{meetSeq}/vote/result: the tally chain's confirm (every hand count at once). */
export const useTallyMutation = (unionSeq: number, meetSeq: number) =>
  useMeetWrite(unionSeq, meetSeq, (body: TallyBody) =>
    http.post<MeetVoteResult>(`${meetPath(meetSeq)}/vote/result`, body, { headers: unionHeader(unionSeq) }),
  );

/** POST /v1/meets/{meetSeq}/complete: the result form's decisions, the password and the consent. */
export const useCompleteMutation = (unionSeq: number, meetSeq: number) =>
  useMeetWrite(unionSeq, meetSeq, (body: MeetCompleteBody) =>
    http.post<MeetCompleted>(`${meetPath(meetSeq)}/complete`, body, { headers: unionHeader(unionSeq) }),
  );
