import type { Office, OfficeInput, OfficeManager, OfficeManagerInput } from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { notifySuccess } from "../../../lib/notify";
import { OFFICE_SUCCESS } from "../office-labels";
import { officeKeys } from "./office-keys";
import { officeBase } from "./office-queries";

/** POST office when the union has none yet, else PUT office. */
export function useSaveOfficeMutation(unionSeq: number, isNew: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (office: OfficeInput) =>
      isNew
        ? http.post<Office>(`${officeBase(unionSeq)}/office`, office)
        : http.put<Office>(`${officeBase(unionSeq)}/office`, office),
    onSuccess: (office) => {
      notifySuccess(isNew ? OFFICE_SUCCESS.officeCreated : OFFICE_SUCCESS.officeUpdated);
      queryClient.setQueryData(officeKeys.office(unionSeq), office);
    },
  });
}

export function useCreateOfficeManagerMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (manager: OfficeManagerInput) => http.post<OfficeManager>(`${officeBase(unionSeq)}/managers`, manager),
    onSuccess: async () => {
      notifySuccess(OFFICE_SUCCESS.managerCreated);
      await queryClient.invalidateQueries({ queryKey: officeKeys.managerLists(unionSeq) });
    },
  });
}

export function useDeleteOfficeManagerMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unionManagerSeq: number) =>
      http.delete<{ unionManagerSeq: number }>(`${officeBase(unionSeq)}/managers/${unionManagerSeq}`),
    onSuccess: async () => {
      notifySuccess(OFFICE_SUCCESS.managerDeleted);
      await queryClient.invalidateQueries({ queryKey: officeKeys.managerLists(unionSeq) });
    },
  });
}
