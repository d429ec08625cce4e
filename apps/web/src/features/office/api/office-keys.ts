/** Query keys of office info (TanStack key factory). */
export const officeKeys = {
  all: ["office"] as const,
  union: (unionSeq: number) => [...officeKeys.all, unionSeq] as const,
  office: (unionSeq: number) => [...officeKeys.union(unionSeq), "office"] as const,
  managerLists: (unionSeq: number) => [...officeKeys.union(unionSeq), "managers"] as const,
  managers: (unionSeq: number, paging: { page: number; pageSize: number }) =>
    [...officeKeys.managerLists(unionSeq), paging] as const,
};
