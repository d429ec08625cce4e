import type { TransactionKind } from "@johap/contracts";

/** Filters of the charge and usage list (dates yyyy-MM-dd; empty means no bound). */
export type TransactionsParams = {
  page: number;
  pageSize: number;
  startDate: string;
  endDate: string;
  kind: TransactionKind | "";
};

export const billingKeys = {
  all: ["billing"] as const,
  serviceInfo: (unionSeq: number) => [...billingKeys.all, "service-info", unionSeq] as const,
  transactionsOf: (unionSeq: number) => [...billingKeys.all, "transactions", unionSeq] as const,
  transactions: (unionSeq: number, params: TransactionsParams) =>
    [...billingKeys.transactionsOf(unionSeq), params] as const,
  charge: (unionSeq: number, seq: number) => [...billingKeys.all, "deposit-charge", unionSeq, seq] as const,
};
