import type { Counsel, CreateCounselBody, ModifyCounselBody } from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { counselsKeys } from "./counsels-keys";
import { counselPath, counselsBase } from "./counsels-queries";

/** Spec 02 §8: a failed counsel save or delete shows the server's message (else the error's) as a danger snackbar. */
const onError = (error: unknown) => {
  if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
};

/** Any change: every list, picker count and side panel of the union is stale. */
function useAfterChange(unionSeq: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: counselsKeys.union(unionSeq) });
}

export function useCreateCounselMutation(unionSeq: number) {
  const after = useAfterChange(unionSeq);
  return useMutation({
    onError,
    mutationFn: (body: CreateCounselBody) => http.post<Counsel>(counselsBase(unionSeq), body),
    onSuccess: after,
  });
}

export function useModifyCounselMutation(unionSeq: number, counselSeq: number) {
  const after = useAfterChange(unionSeq);
  return useMutation({
    onError,
    mutationFn: (body: ModifyCounselBody) => http.put<Counsel>(counselPath(unionSeq, counselSeq), body),
    onSuccess: after,
  });
}

export function useDeleteCounselMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: (counselSeq: number) => http.delete<{ counselSeq: number }>(counselPath(unionSeq, counselSeq)),
    // The deleted record's detail is dropped, not fetched again; lists, counts and panels are refreshed.
    onSuccess: (_data, counselSeq) => {
      queryClient.removeQueries({ queryKey: counselsKeys.detail(unionSeq, counselSeq) });
      return queryClient.invalidateQueries({ queryKey: counselsKeys.union(unionSeq) });
    },
  });
}
