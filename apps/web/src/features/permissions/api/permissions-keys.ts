export type ServiceManagerSearch = { name: string; phoneNo: string };

/** Query keys of permission groups, per target service (the union's OMS service). */
export const permissionsKeys = {
  all: ["permissions"] as const,
  service: (targetServiceId: number) => [...permissionsKeys.all, targetServiceId] as const,
  groups: (targetServiceId: number) => [...permissionsKeys.service(targetServiceId), "groups"] as const,
  group: (targetServiceId: number, groupId: number) =>
    [...permissionsKeys.service(targetServiceId), "group", groupId] as const,
  groupMenus: (targetServiceId: number, groupId: number) =>
    [...permissionsKeys.group(targetServiceId, groupId), "menus"] as const,
  groupPersons: (targetServiceId: number, groupId: number) =>
    [...permissionsKeys.group(targetServiceId, groupId), "persons"] as const,
  candidates: (targetServiceId: number, search: ServiceManagerSearch) =>
    [...permissionsKeys.service(targetServiceId), "candidates", search] as const,
};
