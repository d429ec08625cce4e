import {
  type CreateManagerGroupBody,
  type Delegation,
  type GroupMenu,
  PERMISSION_MESSAGES as M,
  type ManagerGroup,
  type ServiceManager,
  type UpdateManagerGroupBody,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { notifySuccess } from "../../../lib/notify";
import { sessionKeys } from "../../session";
import { permissionsKeys } from "./permissions-keys";
import { groupPath, groupsPath } from "./permissions-queries";

/** Person counts and menus change with persons and groups; the side menu with menus. */
function useRefresh(targetServiceId: number) {
  const queryClient = useQueryClient();
  return {
    service: () => queryClient.invalidateQueries({ queryKey: permissionsKeys.service(targetServiceId) }),
    /** Every manager's menus (`sessionKeys.menus(id)`): the supervisor's own side menu refetches now. */
    sideMenus: () => queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, "menus"] }),
  };
}

export function useCreateGroupMutation(targetServiceId: number) {
  const refresh = useRefresh(targetServiceId);
  return useMutation({
    mutationFn: (body: CreateManagerGroupBody) => http.post<ManagerGroup>(groupsPath(targetServiceId), body),
    onSuccess: async () => {
      notifySuccess(M.groupCreated);
      await refresh.service();
    },
  });
}

export function useUpdateGroupMutation(targetServiceId: number, groupId: number) {
  const refresh = useRefresh(targetServiceId);
  return useMutation({
    mutationFn: (body: UpdateManagerGroupBody) => http.patch<ManagerGroup>(groupPath(targetServiceId, groupId), body),
    onSuccess: async () => {
      notifySuccess(M.groupUpdated);
      await refresh.service();
    },
  });
}

export function useDeleteGroupMutation(targetServiceId: number) {
  const refresh = useRefresh(targetServiceId);
  return useMutation({
    mutationFn: (groupId: number) => http.delete<{ managerGroupId: number }>(groupPath(targetServiceId, groupId)),
    onSuccess: async () => {
      notifySuccess(M.groupDeleted);
      await Promise.all([refresh.service(), refresh.sideMenus()]);
    },
  });
}

/** PUT menus {menuIds}: replaces the group's permissions; the side menu refreshes at once. */
export function useSaveGroupMenusMutation(targetServiceId: number, groupId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(targetServiceId);
  return useMutation({
    mutationFn: (menuIds: number[]) =>
      http.put<GroupMenu[]>(`${groupPath(targetServiceId, groupId)}/menus`, { menuIds }),
    onSuccess: async (menus) => {
      notifySuccess(M.menusSaved);
      queryClient.setQueryData(permissionsKeys.groupMenus(targetServiceId, groupId), menus);
      await refresh.sideMenus();
    },
  });
}

export function useAddPersonsMutation(targetServiceId: number, groupId: number) {
  const refresh = useRefresh(targetServiceId);
  return useMutation({
    mutationFn: (serviceManagerIds: number[]) =>
      http.post<ServiceManager[]>(`${groupPath(targetServiceId, groupId)}/service-managers`, { serviceManagerIds }),
    onSuccess: async () => {
      notifySuccess(M.personsAdded);
      await Promise.all([refresh.service(), refresh.sideMenus()]);
    },
  });
}

export function useRemovePersonMutation(targetServiceId: number, groupId: number) {
  const refresh = useRefresh(targetServiceId);
  return useMutation({
    mutationFn: (serviceManagerId: number) =>
      http.delete<{ serviceManagerId: number }>(
        `${groupPath(targetServiceId, groupId)}/service-managers/${serviceManagerId}`,
      ),
    onSuccess: async () => {
      notifySuccess(M.personRemoved);
      await Promise.all([refresh.service(), refresh.sideMenus()]);
    },
  });
}

/** POST /v2/service-managers/{id}/delegate: the page then signs the previous supervisor out. */
export function useDelegateMutation(serviceManagerId: number) {
  return useMutation({
    mutationFn: (delegateeServiceManagerId: number) =>
      http.post<Delegation>(`/v2/service-managers/${serviceManagerId}/delegate`, { delegateeServiceManagerId }),
  });
}
