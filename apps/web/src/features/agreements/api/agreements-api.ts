import {
  AGREEMENTS_FILE_NAME,
  type AgreementRegister,
  type AgreementSaved,
  type ListAgreementRegistersParams,
  AGREEMENT_MESSAGES as M,
  type SaveAgreementBody,
} from "@johap/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getDownload, getPaged, http } from "../../../lib/http";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { queryString } from "../../../lib/query-string";
import { saveResponse } from "../../../lib/save-blob";

const base = (unionSeq: number) => `/v1/unions/${unionSeq}/consents`;

export const agreementsKeys = {
  all: ["agreements"] as const,
  union: (unionSeq: number) => [...agreementsKeys.all, unionSeq] as const,
  list: (unionSeq: number, params: ListAgreementRegistersParams) =>
    [...agreementsKeys.union(unionSeq), "list", params] as const,
};

const compact = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== "" && value !== undefined));

/** GET consents/registers: owners with their consent status, filtered, paged. */
export const agreementsQuery = (unionSeq: number, params: ListAgreementRegistersParams) =>
  queryOptions({
    queryKey: agreementsKeys.list(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<AgreementRegister>(`${base(unionSeq)}/registers${queryString(compact(params))}`, signal),
    placeholderData: keepPreviousData,
  });

/** POST consents: the dialog's status and date for the selected owners (저장이 완료되었습니다.). */
export function useSaveAgreementMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAgreementBody) => http.post<AgreementSaved>(base(unionSeq), body),
    onError: (error) => {
      if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
    },
    // The address groups by consent status follow the change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agreementsKeys.union(unionSeq) }),
        queryClient.invalidateQueries({ queryKey: ["address-groups", unionSeq] }),
      ]),
  });
}

/** 엑셀 다운로드: 동의_현황.xlsx with the list's filters; a failure says 다운로드에 실패하였습니다. */
export function useDownloadAgreements(unionSeq: number) {
  return useMutation({
    mutationFn: async ({ page: _page, pageSize: _size, ...filters }: ListAgreementRegistersParams) =>
      saveResponse(
        await getDownload(`${base(unionSeq)}/registers/excel${queryString(compact(filters))}`),
        AGREEMENTS_FILE_NAME,
      ),
    meta: { isErrorHandled: true },
    onError: () => notifyError(M.downloadFailed),
  });
}
