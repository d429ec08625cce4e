import type { ApplyUnionsBody, Member, UnionApplication, UpdateMemberBody } from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { sessionKeys } from "../../session";
import { accountKeys } from "./account-keys";

/** POST /v1/members/{memberSeq}/password/verify. */
export function useVerifyPasswordMutation(memberSeq: number) {
  return useMutation({
    mutationFn: (password: string) =>
      http.post<{ isVerified: boolean }>(`/v1/members/${memberSeq}/password/verify`, { password }),
  });
}

/** PATCH /v3/members/{memberSeq} (ours): nickname and phone, password checked again. */
export function useUpdateMemberMutation(memberSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberBody) => http.patch<Member>(`/v3/members/${memberSeq}`, body),
    onSuccess: (member) => queryClient.setQueryData(sessionKeys.member(memberSeq), member),
  });
}

/** POST /v2/service-members/{id}/unions {serviceMemberId, unionIds}. */
export function useApplyUnionsMutation(serviceMemberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unionIds: number[]) =>
      http.post<{ applications: UnionApplication[] }>(`/v2/service-members/${serviceMemberId}/unions`, {
        serviceMemberId,
        unionIds,
      } satisfies ApplyUnionsBody),
    // Shown at once as 신청중: staff may decide before the list is read again, and the page reloads the
    // zones when a pending application goes away.
    onSuccess: ({ applications }) =>
      queryClient.setQueryData<UnionApplication[]>(accountKeys.applications(serviceMemberId), (old = []) => [
        ...old,
        ...applications,
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export type InvitationAnswer = "approve" | "reject";

/** POST /v2/unions/{unionId}/union-manager-invitations/{id}/approve or /reject (the invitee). */
export function useAnswerInvitationMutation(serviceMemberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The my page answers a failure with its dialog 오류 (spec 01 §8), not a snackbar.
    meta: { isErrorHandled: true },
    mutationFn: (input: { unionId: number; unionManagerInvitationId: number; answer: InvitationAnswer }) =>
      http.post(
        `/v2/unions/${input.unionId}/union-manager-invitations/${input.unionManagerInvitationId}/${input.answer}`,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.invitations(serviceMemberId) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.unions(serviceMemberId) }),
      ]),
  });
}
