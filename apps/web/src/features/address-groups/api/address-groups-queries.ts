import type { ListRegisterGroupsParams, Owner, RegisterGroup } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";

export const groupsBase = (unionSeq: number) => `/v1/unions/${unionSeq}/register-groups`;
export const groupPath = (unionSeq: number, seq: number) => `${groupsBase(unionSeq)}/${seq}`;

export const addressGroupsKeys = {
  all: ["address-groups"] as const,
  union: (unionSeq: number) => [...addressGroupsKeys.all, unionSeq] as const,
  list: (unionSeq: number, params: ListRegisterGroupsParams) =>
    [...addressGroupsKeys.union(unionSeq), "list", params] as const,
  detail: (unionSeq: number, seq: number) => [...addressGroupsKeys.union(unionSeq), "detail", seq] as const,
  owners: (unionSeq: number, seq: number, params: object) =>
    [...addressGroupsKeys.union(unionSeq), "owners", seq, params] as const,
  picker: (unionSeq: number, params: object) => [...addressGroupsKeys.union(unionSeq), "picker", params] as const,
};

/** Empty filters are left out of the URL. */
const compact = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== "" && value !== undefined));

/** GET register-groups: the union's groups (auto-generated ones after the staff's), paged. */
export const registerGroupsQuery = (unionSeq: number, params: ListRegisterGroupsParams) =>
  queryOptions({
    queryKey: addressGroupsKeys.list(unionSeq, params),
    queryFn: ({ signal }) => getPaged<RegisterGroup>(`${groupsBase(unionSeq)}${queryString(compact(params))}`, signal),
    placeholderData: keepPreviousData,
  });

export const registerGroupQuery = (unionSeq: number, seq: number) =>
  queryOptions({
    queryKey: addressGroupsKeys.detail(unionSeq, seq),
    queryFn: ({ signal }) => http.get<RegisterGroup>(groupPath(unionSeq, seq), { signal }),
  });

export type OwnerPaging = { page: number; pageSize: number; name?: string };

/** GET register-groups/{id}/registers: the group's owners as register rows. */
export const groupOwnersQuery = (unionSeq: number, seq: number, params: OwnerPaging) =>
  queryOptions({
    queryKey: addressGroupsKeys.owners(unionSeq, seq, params),
    queryFn: ({ signal }) =>
      getPaged<Owner>(`${groupPath(unionSeq, seq)}/registers${queryString(compact(params))}`, signal),
    placeholderData: keepPreviousData,
  });

/** GET /v2/registers/all (Union-Seq header): the member picker's candidates. */
export const pickerOwnersQuery = (unionSeq: number, params: OwnerPaging) =>
  queryOptions({
    queryKey: addressGroupsKeys.picker(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<Owner>(`/v2/registers/all${queryString(compact(params))}`, signal, { "Union-Seq": String(unionSeq) }),
    placeholderData: keepPreviousData,
  });
