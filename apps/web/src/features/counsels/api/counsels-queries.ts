import type { Counsel, CounselRegisterRow, CounselRegistersParams, ListCounselsParams } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { counselsKeys } from "./counsels-keys";

export const counselsBase = (unionSeq: number) => `/v1/unions/${unionSeq}/counsels`;
export const counselPath = (unionSeq: number, counselSeq: number) => `${counselsBase(unionSeq)}/${counselSeq}`;

/** Empty filters are left out of the URL. */
const compact = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== "" && value !== undefined));

/** GET /counsels: the union's records, newest first. */
export const counselListQuery = (unionSeq: number, params: ListCounselsParams) =>
  queryOptions({
    queryKey: counselsKeys.list(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<Counsel>(`${counselsBase(unionSeq)}${queryString({ ...compact(params), serviceType: "OMS" })}`, signal),
    placeholderData: keepPreviousData,
  });

export const counselDetailQuery = (unionSeq: number, counselSeq: number) =>
  queryOptions({
    queryKey: counselsKeys.detail(unionSeq, counselSeq),
    queryFn: ({ signal }) => http.get<Counsel>(counselPath(unionSeq, counselSeq), { signal }),
  });

/** GET /counsels/registers: the registration picker. */
export const counselRegistersQuery = (unionSeq: number, params: CounselRegistersParams) =>
  queryOptions({
    queryKey: counselsKeys.registers(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<CounselRegisterRow>(`${counselsBase(unionSeq)}/registers${queryString(compact(params))}`, signal),
    placeholderData: keepPreviousData,
  });

/** GET /counsels/registers/{unionRegisterSeq}: the form's owner and the member detail dialog. */
export const counselRegisterQuery = (unionSeq: number, unionRegisterSeq: number) =>
  queryOptions({
    queryKey: [...counselsKeys.union(unionSeq), "register", unionRegisterSeq] as const,
    queryFn: ({ signal }) =>
      http.get<CounselRegisterRow>(`${counselsBase(unionSeq)}/registers/${unionRegisterSeq}`, { signal }),
  });

/** GET /registers/{unionRegisterSeq}/counsels: the owner's earlier records (side panel), newest first. */
export const registerHistoryQuery = (unionSeq: number, unionRegisterSeq: number) =>
  queryOptions({
    queryKey: counselsKeys.history(unionSeq, unionRegisterSeq),
    queryFn: ({ signal }) =>
      getPaged<Counsel>(
        `/v1/unions/${unionSeq}/registers/${unionRegisterSeq}/counsels${queryString({ pageSize: 100 })}`,
        signal,
      ),
  });
