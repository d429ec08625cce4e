import type {
  OnlineLinkCost,
  OnlineLinkResult,
  OnlineMetadata,
  OnlineNotice,
  Opinion,
  PremiumServiceResult,
  SpeechConsoleAction,
  StreamingStatus,
  VoteStatusResult,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { onlineKeys } from "./online-keys";
import { onlinePath, unionHeader } from "./online-queries";

const SERVICE = { premiumServiceType: "ONLINE_GENERAL_MEETING" as const };

/** Every mutation refreshes the union's online-meeting reads (panel and dashboard with its lists). */
function useOnlineMutation<Vars, Data>(
  unionSeq: number,
  mutationFn: (vars: Vars) => Promise<Data>,
  opts: { isErrorHandled?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { isErrorHandled: opts.isErrorHandled ?? false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onlineKeys.all(unionSeq) }),
  });
}

/** 신청하기: POST /v2/premium-services with the member header and an Idempotency-Key (charged once). */
export const useApplyOnline = (unionSeq: number, meetSeq: number, memberSeq: number | null) =>
  useOnlineMutation(unionSeq, (idempotencyKey: string) =>
    http.post<PremiumServiceResult>(
      "/v2/premium-services",
      { ...SERVICE, meetSeq },
      {
        headers: {
          ...unionHeader(unionSeq),
          "Idempotency-Key": idempotencyKey,
          ...(memberSeq ? { mbSeq: String(memberSeq) } : {}),
        },
      },
    ),
  );

export const useCancelOnline = (unionSeq: number, meetSeq: number) =>
  useOnlineMutation(unionSeq, () =>
    http.delete<PremiumServiceResult>(
      "/v2/premium-services",
      { ...SERVICE, meetSeq },
      { headers: unionHeader(unionSeq) },
    ),
  );

/** 온라인 총회 운영 시작 (CONFIRMED → CREATED). */
export const useCreateOnline = (unionSeq: number, meetSeq: number) =>
  useOnlineMutation(unionSeq, () =>
    http.post(`/v2/general-meetings/${meetSeq}/online-general-meetings`, undefined, { headers: unionHeader(unionSeq) }),
  );

export const useCreateMetadata = (unionSeq: number, id: number) =>
  useOnlineMutation(unionSeq, () =>
    http.post<OnlineMetadata>(
      `${onlinePath(id)}/meta-datas`,
      { onlineGeneralMeetingSeq: id },
      { headers: unionHeader(unionSeq) },
    ),
  );

export const useStreamingStatus = (unionSeq: number, id: number) =>
  useOnlineMutation(unionSeq, (streamingStatusType: StreamingStatus) =>
    http.patch(`${onlinePath(id)}/status`, { streamingStatusType }, { headers: unionHeader(unionSeq) }),
  );

export const useVoteStatus = (unionSeq: number, id: number) =>
  useOnlineMutation(unionSeq, (status: "VOTING" | "PENDING") =>
    http.patch<VoteStatusResult>(
      `${onlinePath(id)}/vote-status`,
      { onlineGeneralMeetingSeq: id, status },
      { headers: unionHeader(unionSeq) },
    ),
  );

export const useCreateNotice = (unionSeq: number, id: number) =>
  useOnlineMutation(unionSeq, (message: string) =>
    http.post<OnlineNotice>(
      `${onlinePath(id)}/notices`,
      { onlineGeneralMeetingSeq: id, message },
      { headers: unionHeader(unionSeq) },
    ),
  );

export const useAnswerOpinion = (unionSeq: number, id: number) =>
  useOnlineMutation(unionSeq, ({ opinionSeq, answer }: { opinionSeq: number; answer: string }) =>
    http.post<Opinion>(
      `${onlinePath(id)}/opinions/${opinionSeq}`,
      { opinionSeq, answer, onlineGeneralMeetingSeq: id },
      { headers: unionHeader(unionSeq) },
    ),
  );

/** 발언승인 / 연결종료 / 연결취소: a refused change is ignored silently (spec 03 §4); the list refreshes. */
export const useSpeechStatus = (unionSeq: number, id: number) =>
  useOnlineMutation(
    unionSeq,
    ({ speechSeq, status }: { speechSeq: number; status: SpeechConsoleAction }) =>
      http.patch(
        `${onlinePath(id)}/speeches/${speechSeq}/status`,
        { onlineGeneralMeetingSeq: id, speechSeq, status },
        { headers: unionHeader(unionSeq) },
      ),
    { isErrorHandled: true },
  );

export const quoteLinks = (unionSeq: number, id: number, meetParticipantSeqs: number[]) =>
  http.post<OnlineLinkCost>(
    `${onlinePath(id)}/participants/links/cost`,
    { meetParticipantSeqs },
    { headers: unionHeader(unionSeq) },
  );

export const useSendLinks = (unionSeq: number, id: number) =>
  useOnlineMutation(unionSeq, ({ meetParticipantSeqs, key }: { meetParticipantSeqs: number[]; key: string }) =>
    http.post<OnlineLinkResult>(
      `${onlinePath(id)}/participants/links`,
      { meetParticipantSeqs },
      { headers: { ...unionHeader(unionSeq), "Idempotency-Key": key } },
    ),
  );
