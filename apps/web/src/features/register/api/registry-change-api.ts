import type {
  ChangeHistoryListRow,
  ChangeNoticeSchema,
  RegistrationTraceSchema,
  RegistryAddressSchema,
} from "@johap/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { type ChangeHistoriesParams, registerKeys } from "./register-keys";

export type RegistrationTrace = z.infer<typeof RegistrationTraceSchema>;
export type TraceStatus = RegistrationTrace["registrationTraceStatus"];
export type ChangeNotice = z.infer<typeof ChangeNoticeSchema>;
export type RegistryAddress = z.infer<typeof RegistryAddressSchema>;

/** The trace settles from ACTIVATING / DEACTIVATING about 2 s later: poll every second meanwhile. */
export const TRACE_POLL_MS = 1000;
export const isTracePending = (status: TraceStatus | undefined) => status === "ACTIVATING" || status === "DEACTIVATING";

const base = (unionSeq: number) => `/v1/unions/${unionSeq}`;

/** GET registration-trace: the registry change alert switch. */
export const registrationTraceQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: registerKeys.registrationTrace(unionSeq),
    queryFn: ({ signal }) => http.get<RegistrationTrace>(`${base(unionSeq)}/registration-trace`, { signal }),
    refetchInterval: (query) => (isTracePending(query.state.data?.registrationTraceStatus) ? TRACE_POLL_MS : false),
  });

/** POST registration-trace/activate or /deactivate (no body): the answer is the new status. */
export function useSwitchTraceMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      http.post<RegistrationTrace>(`${base(unionSeq)}/registration-trace/${on ? "activate" : "deactivate"}`),
    onSuccess: (trace) => queryClient.setQueryData(registerKeys.registrationTrace(unionSeq), trace),
  });
}

/** GET registers/{seq}/registration-changes: the automatic and manual changes of one owner. */
export const changeNoticeQuery = (unionSeq: number, unionRegisterSeq: number) =>
  queryOptions({
    queryKey: registerKeys.changeNotice(unionSeq, unionRegisterSeq),
    queryFn: ({ signal }) =>
      http.get<ChangeNotice>(`${base(unionSeq)}/registers/${unionRegisterSeq}/registration-changes`, { signal }),
  });

/** POST registers/{seq}/registration-changes/confirm: marks the changes read (열람 처리). */
export function useConfirmChangesMutation(unionSeq: number) {
  return useMutation({
    mutationFn: (unionRegisterSeq: number) =>
      http.post<{ unionRegisterSeq: number }>(
        `${base(unionSeq)}/registers/${unionRegisterSeq}/registration-changes/confirm`,
      ),
  });
}

/** GET registration-change-histories (filters, paging). Empty filters are left out. */
export const changeHistoriesQuery = (unionSeq: number, params: ChangeHistoriesParams) =>
  queryOptions({
    queryKey: registerKeys.changeHistories(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<ChangeHistoryListRow>(`${base(unionSeq)}/registration-change-histories${queryString(params)}`, signal),
    placeholderData: keepPreviousData,
  });

/** POST /v1/find/registration-addresses `{address}`: the registry's parcels (502 while it is in maintenance). */
export function useFindRegistryAddressesMutation() {
  return useMutation({
    mutationFn: (address: string) => http.post<RegistryAddress[]>("/v1/find/registration-addresses", { address }),
    // The dialog shows a refusal (registry maintenance 502, 400) itself; no snackbar repeats it.
    meta: { isErrorHandled: true },
  });
}
