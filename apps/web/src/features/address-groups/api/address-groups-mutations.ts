import type { DeletedRegisterGroups, RegisterGroup, RegisterGroupBody } from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { addressGroupsKeys, groupPath, groupsBase } from "./address-groups-queries";

/** Spec 04 §8: a failed call shows the server's message as a red snackbar. */
const onError = (error: unknown) => {
  if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
};

function useAfterChange(unionSeq: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressGroupsKeys.union(unionSeq) });
}

export function useCreateGroupMutation(unionSeq: number) {
  const after = useAfterChange(unionSeq);
  return useMutation({
    onError,
    mutationFn: (body: RegisterGroupBody) => http.post<RegisterGroup>(groupsBase(unionSeq), body),
    onSuccess: after,
  });
}

export function useModifyGroupMutation(unionSeq: number, seq: number) {
  const after = useAfterChange(unionSeq);
  return useMutation({
    onError,
    mutationFn: (body: RegisterGroupBody) => http.put<RegisterGroup>(groupPath(unionSeq, seq), body),
    onSuccess: after,
  });
}

export function useDeleteGroupsMutation(unionSeq: number) {
  const after = useAfterChange(unionSeq);
  return useMutation({
    onError,
    mutationFn: (unionRegisterGroupSeqs: number[]) =>
      http.delete<DeletedRegisterGroups>(groupsBase(unionSeq), { unionRegisterGroupSeqs }),
    onSuccess: after,
  });
}
