import type { ChargeRow, DepositCharge, ServiceInfo } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { billingKeys, type TransactionsParams } from "./billing-keys";

export const billingBase = (unionSeq: number) => `/v1/unions/${unionSeq}`;

/** GET /v1/unions/{unionSeq}/service-info: service division and balances (deposit, point). */
export const serviceInfoQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: billingKeys.serviceInfo(unionSeq),
    queryFn: ({ signal }) => http.get<ServiceInfo>(`${billingBase(unionSeq)}/service-info`, { signal }),
  });

/** `?…` of the list's filters; empty filters are left out (`paging` false for the download). */
export const transactionsSearch = ({ page, pageSize, ...filters }: TransactionsParams, paging = true): string =>
  queryString(paging ? { page, pageSize, ...filters } : filters);

/** GET transactions: the charge and usage rows, paged. */
export const transactionsQuery = (unionSeq: number, params: TransactionsParams) =>
  queryOptions({
    queryKey: billingKeys.transactions(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<ChargeRow>(`${billingBase(unionSeq)}/transactions${transactionsSearch(params)}`, signal),
    placeholderData: keepPreviousData,
  });

/** GET deposit-charges/{seq}: the charge detail. */
export const depositChargeQuery = (unionSeq: number, seq: number) =>
  queryOptions({
    queryKey: billingKeys.charge(unionSeq, seq),
    queryFn: ({ signal }) => http.get<DepositCharge>(`${billingBase(unionSeq)}/deposit-charges/${seq}`, { signal }),
  });
