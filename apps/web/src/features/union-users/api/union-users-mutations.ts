import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { unionUsersKeys } from "./union-users-keys";

/** `DELETE /v2/unions/{unionId}/union-managers/{unionManagerId}` (사용자 권한 해제). */
export function useRevokeManagerMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unionManagerId: number) => http.delete(`/v2/unions/${unionSeq}/union-managers/${unionManagerId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unionUsersKeys.managers(unionSeq) }),
  });
}

/** `POST /v2/unions/{unionId}/union-manager-invitations/{id}/cancel`. */
export function useCancelInvitationMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) =>
      http.post(`/v2/unions/${unionSeq}/union-manager-invitations/${invitationId}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unionUsersKeys.invitations(unionSeq) }),
  });
}

/** `POST /v2/unions/{unionId}/service-members/{serviceMemberId}` (초대). */
export function useInviteMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec 01 §8: a failed invite is only logged (the dialog logs it).
    meta: { isErrorHandled: true },
    mutationFn: (serviceMemberId: number) => http.post(`/v2/unions/${unionSeq}/service-members/${serviceMemberId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unionUsersKeys.invitations(unionSeq) }),
  });
}
