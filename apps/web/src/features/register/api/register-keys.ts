import type { RegisterFilters } from "../register-filters";

/** Filters and paging of the change history page (spec 01 §2 History page filters). */
export type ChangeHistoriesParams = {
  page: number;
  pageSize: number;
  registrationNo: string;
  registrationPurpose: string;
  registrationAddress: string;
};

/** Query keys of the register (TanStack key factory). */
export const registerKeys = {
  all: ["register"] as const,
  union: (unionSeq: number) => [...registerKeys.all, unionSeq] as const,
  fileStatus: (unionSeq: number) => [...registerKeys.union(unionSeq), "file-status"] as const,
  ownerLists: (unionSeq: number) => [...registerKeys.union(unionSeq), "owners"] as const,
  owners: (unionSeq: number, params: { page: number; pageSize: number; filters: RegisterFilters }) =>
    [...registerKeys.ownerLists(unionSeq), params] as const,
  owner: (unionSeq: number, unionRegisterSeq: number) =>
    [...registerKeys.union(unionSeq), "owner", unionRegisterSeq] as const,
  rights: (unionSeq: number, unionRegisterSeq: number) =>
    [...registerKeys.owner(unionSeq, unionRegisterSeq), "rights"] as const,
  representativeCheck: (unionSeq: number, unionRegisterNoMain: number, unionRegisterSeq: number | null) =>
    [...registerKeys.union(unionSeq), "representative-check", unionRegisterNoMain, unionRegisterSeq] as const,
  activityMappings: (unionSeq: number) => [...registerKeys.union(unionSeq), "activity-mappings"] as const,
  ownerOptions: (unionSeq: number, name: string) => [...registerKeys.union(unionSeq), "owner-options", name] as const,
  agent: (unionSeq: number, unionRegisterAgentSeq: number) =>
    [...registerKeys.union(unionSeq), "agent", unionRegisterAgentSeq] as const,
  commonCodes: () => ["common-codes"] as const,
  registrationTrace: (unionSeq: number) => [...registerKeys.union(unionSeq), "registration-trace"] as const,
  changeNotice: (unionSeq: number, unionRegisterSeq: number) =>
    [...registerKeys.owner(unionSeq, unionRegisterSeq), "registration-changes"] as const,
  changeHistories: (unionSeq: number, params: ChangeHistoriesParams) =>
    [...registerKeys.union(unionSeq), "change-histories", params] as const,
};
