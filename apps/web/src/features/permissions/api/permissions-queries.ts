import type { GroupMenu, ManagerGroup, ServiceManager } from "@johap/contracts";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { permissionsKeys, type ServiceManagerSearch } from "./permissions-keys";

export const groupsPath = (targetServiceId: number) => `/v2/target-services/${targetServiceId}/manager-groups`;
export const groupPath = (targetServiceId: number, groupId: number) => `${groupsPath(targetServiceId)}/${groupId}`;

/** GET manager-groups: the union's permission groups, the auto-generated 관리자 first. */
export const managerGroupsQuery = (targetServiceId: number) =>
  queryOptions({
    queryKey: permissionsKeys.groups(targetServiceId),
    queryFn: ({ signal }) =>
      http.get<ManagerGroup[]>(`${groupsPath(targetServiceId)}${queryString({ serviceType: "OMS" })}`, { signal }),
  });

/** GET manager-groups/{groupId}/menus: every menu with the group's checked sub-menus. */
export const groupMenusQuery = (targetServiceId: number, groupId: number) =>
  queryOptions({
    queryKey: permissionsKeys.groupMenus(targetServiceId, groupId),
    queryFn: ({ signal }) => http.get<GroupMenu[]>(`${groupPath(targetServiceId, groupId)}/menus`, { signal }),
  });

/** GET manager-groups/{groupId}/service-managers: the group's authorized persons. */
export const groupPersonsQuery = (targetServiceId: number, groupId: number) =>
  queryOptions({
    queryKey: permissionsKeys.groupPersons(targetServiceId, groupId),
    queryFn: ({ signal }) =>
      http.get<ServiceManager[]>(`${groupPath(targetServiceId, groupId)}/service-managers`, { signal }),
  });

/** GET /v2/target-services/{id}/service-managers (serviceType, name, phoneNo): people to add. */
export const candidatesQuery = (targetServiceId: number, search: ServiceManagerSearch) =>
  queryOptions({
    queryKey: permissionsKeys.candidates(targetServiceId, search),
    queryFn: ({ signal }) =>
      http.get<ServiceManager[]>(
        `/v2/target-services/${targetServiceId}/service-managers${queryString({ serviceType: "OMS", ...search })}`,
        { signal },
      ),
  });
