import type {
  AddParticipantsBody,
  DeleteParticipantBody,
  ResendCost,
  ResendResult,
  UpdateParticipantBody,
  UpdateParticipantResult,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../../lib/http";
import { errorMessageOf, isNotifiedError } from "../../../../lib/http-error";
import { notifyError } from "../../../../lib/notify";
import { billingKeys } from "../../../billing";
import { meetsKeys } from "../../detail/api/meet-keys";
import { meetPath, unionHeader } from "../../detail/api/meet-queries";
import { participantPath, participantsPath } from "./voters-queries";

/** Spec 03 §8: a failed write shows the server's message as a red snackbar. */
const onError = (error: unknown) => {
  if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
};

/** A voter changed: every read of the meeting (its voters, counts and the detail) is stale. */
function useAfterVoterChange(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meetsKeys.meet(unionSeq, meetSeq) });
}

export function useAddVotersMutation(unionSeq: number, meetSeq: number) {
  const after = useAfterVoterChange(unionSeq, meetSeq);
  return useMutation({
    onError,
    mutationFn: (body: AddParticipantsBody) =>
      http.post<{ addedCount: number }>(participantsPath(meetSeq), body, { headers: unionHeader(unionSeq) }),
    onSuccess: after,
  });
}

export function useUpdateVoterMutation(unionSeq: number, meetSeq: number, seq: number) {
  const after = useAfterVoterChange(unionSeq, meetSeq);
  return useMutation({
    onError,
    mutationFn: (body: UpdateParticipantBody) =>
      http.put<UpdateParticipantResult>(participantPath(meetSeq, seq), body, { headers: unionHeader(unionSeq) }),
    onSuccess: after,
  });
}

export function useDeleteVoterMutation(unionSeq: number, meetSeq: number) {
  const after = useAfterVoterChange(unionSeq, meetSeq);
  return useMutation({
    onError,
    mutationFn: ({ seq, body }: { seq: number; body: DeleteParticipantBody }) =>
      http.delete<null>(participantPath(meetSeq, seq), body, { headers: unionHeader(unionSeq) }),
    onSuccess: after,
  });
}

/** POST .../electronic-vote/cost/calculate: what a resend to the voters costs (no charge). */
export function useResendCostMutation(unionSeq: number, meetSeq: number) {
  return useMutation({
    onError,
    mutationFn: (meetParticipantSeqs: number[]) =>
      http.post<ResendCost>(
        `${meetPath(meetSeq)}/electronic-vote/cost/calculate`,
        { meetParticipantSeqs },
        { headers: unionHeader(unionSeq) },
      ),
  });
}

/** A charged send: the balance changes too. */
function useAfterCharge(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  const after = useAfterVoterChange(unionSeq, meetSeq);
  return () => Promise.all([after(), queryClient.invalidateQueries({ queryKey: billingKeys.all })]);
}

/** POST .../electronic-vote/resend (Idempotency-Key: a retry never charges twice). */
export function useResendMutation(unionSeq: number, meetSeq: number) {
  const after = useAfterCharge(unionSeq, meetSeq);
  return useMutation({
    onError,
    mutationFn: ({ meetParticipantSeqs, idempotencyKey }: { meetParticipantSeqs: number[]; idempotencyKey: string }) =>
      http.post<ResendResult>(
        `${meetPath(meetSeq)}/electronic-vote/resend`,
        { meetParticipantSeqs },
        { headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey } },
      ),
    onSuccess: after,
  });
}

/** POST /v2/general-meetings/{id}/participants[/{participantId}]/encourages (독려 투표 재발송). */
export function useEncourageMutation(unionSeq: number, meetSeq: number) {
  const after = useAfterCharge(unionSeq, meetSeq);
  return useMutation({
    onError,
    mutationFn: ({ seq, idempotencyKey }: { seq: number | null; idempotencyKey: string }) =>
      http.post<ResendResult>(
        `/v2/general-meetings/${meetSeq}/participants${seq === null ? "" : `/${seq}`}/encourages`,
        {},
        { headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey } },
      ),
    onSuccess: after,
  });
}
