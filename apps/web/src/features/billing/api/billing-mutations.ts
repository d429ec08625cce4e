import type { DepositCharge, DepositChargeInput, TaxInvoiceBody } from "@johap/contracts";
import { CLIENT_MESSAGES } from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { notifyError } from "../../../lib/notify";
import { downloadFile } from "../../../lib/save-blob";
import { billingKeys, type TransactionsParams } from "./billing-keys";
import { billingBase, transactionsSearch } from "./billing-queries";

/** Balances and the list change together: refresh both (the header's service info and the list). */
function useRefreshBilling(unionSeq: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.serviceInfo(unionSeq) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.transactionsOf(unionSeq) }),
    ]);
}

/**
 * POST deposit-charges with an Idempotency-Key: the dialog keeps one key while it is open, so a
 * repeated click or a retry after a lost answer registers the charge once.
 */
export function useRequestChargeMutation(unionSeq: number) {
  const refresh = useRefreshBilling(unionSeq);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DepositChargeInput; idempotencyKey: string }) =>
      http.post<{ seq: number }>(`${billingBase(unionSeq)}/deposit-charges`, body, {
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

export function useTaxInvoiceMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling(unionSeq);
  return useMutation({
    mutationFn: ({ seq, body }: { seq: number; body: TaxInvoiceBody }) =>
      http.post<DepositCharge>(`${billingBase(unionSeq)}/deposit-charges/${seq}/tax-invoices`, body),
    onSuccess: (charge) => {
      queryClient.setQueryData(billingKeys.charge(unionSeq, charge.seq), charge);
      return refresh();
    },
  });
}

/** PATCH deposit-charges/{seq}/status {status: CANCEL}. */
export function useCancelChargeMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling(unionSeq);
  return useMutation({
    mutationFn: (seq: number) =>
      http.patch<DepositCharge>(`${billingBase(unionSeq)}/deposit-charges/${seq}/status`, { status: "CANCEL" }),
    onSuccess: (charge) => {
      queryClient.setQueryData(billingKeys.charge(unionSeq, charge.seq), charge);
      return refresh();
    },
  });
}

/** GET transactions/download (same filters): 충전및사용_다운로드.xlsx. */
export function useDownloadTransactionsMutation(unionSeq: number) {
  return useMutation({
    mutationFn: ({ params, fileName }: { params: TransactionsParams; fileName: string }) =>
      downloadFile(`${billingBase(unionSeq)}/transactions/download${transactionsSearch(params, false)}`, fileName),
    meta: { isErrorHandled: true },
    onError: () => notifyError(CLIENT_MESSAGES.downloadFailed),
  });
}
