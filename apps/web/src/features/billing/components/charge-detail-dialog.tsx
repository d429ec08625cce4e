import {
  DEPOSIT_CHARGE_STATUS_LABELS,
  type DepositCharge,
  BILLING_MESSAGES as M,
  TAX_INVOICE_CHOICE_LABELS,
  TAX_INVOICE_STATUS_LABELS,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode, useState } from "react";
import { formatPhone, formatWon } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { notifySuccess } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { PageLoading } from "../../../ui/page-loading";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { useCancelChargeMutation } from "../api/billing-mutations";
import { depositChargeQuery } from "../api/billing-queries";
import { BILLING_MENU } from "../billing-paths";
import { TaxInvoiceDialog } from "./tax-invoice-dialog";

export const canCancelCharge = (charge: Pick<DepositCharge, "status">) => charge.status === "REQUEST";
export const canRequestTaxInvoice = (charge: Pick<DepositCharge, "status" | "taxInvoiceStatus">) =>
  charge.taxInvoiceStatus === "NONE" && charge.status !== "CANCEL";

function rowsOf(charge: DepositCharge): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ["충전 요청 번호", charge.seq],
    ["상태", DEPOSIT_CHARGE_STATUS_LABELS[charge.status]],
    ["충전 요청 금액", formatWon(charge.requestAmount)],
    ["입금하실 금액 (부가세 포함)", formatWon(charge.depositAmount)],
    ["입금자명", charge.depositorName],
    ["비상 연락처", formatPhone(charge.depositorPhoneNo)],
    ["요청자", charge.requesterName],
    ["요청일시", formatDateTime(charge.requestedAt)],
    ["충전 완료일시", formatDateTime(charge.completedAt) || "-"],
    [
      "세금계산서",
      `${TAX_INVOICE_CHOICE_LABELS[charge.taxInvoiceType]} / ${TAX_INVOICE_STATUS_LABELS[charge.taxInvoiceStatus]}`,
    ],
  ];
  if (charge.cancelledAt) rows.push(["취소일시", formatDateTime(charge.cancelledAt)]);
  if (charge.taxInvoice) {
    rows.push(
      ["세금계산서 이메일", charge.taxInvoice.email],
      ["세금계산서 담당자", `${charge.taxInvoice.managerName} (${formatPhone(charge.taxInvoice.managerPhoneNo)})`],
      ["입금일 / 발행 요청일", `${charge.taxInvoice.depositAt} / ${charge.taxInvoice.requestAt}`],
    );
  }
  return rows;
}

/** 충전 상세 (spec 01 §2): the charge, its cancellation while pending and its tax invoice entry while NONE. */
export function ChargeDetailDialog({ unionSeq, seq, onClose }: { unionSeq: number; seq: number; onClose: () => void }) {
  const charge = useQuery(depositChargeQuery(unionSeq, seq));
  const cancel = useCancelChargeMutation(unionSeq);
  const canWrite = useCanWrite(BILLING_MENU, unionSeq);
  const [isCancelling, setIsCancelling] = useState(false);
  const [isInvoicing, setIsInvoicing] = useState(false);
  const data = charge.data;

  return (
    <Dialog
      open
      onClose={cancel.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="charge-detail-title"
    >
      <DialogTitle id="charge-detail-title">충전 상세</DialogTitle>
      <DialogContent>
        {!data ? (
          <PageLoading />
        ) : (
          <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "200px 1fr", rowGap: 1.25, m: 0 }}>
            {rowsOf(data).map(([label, value]) => (
              <Fragment key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {data && canCancelCharge(data) && (
          <WriteButton
            canWrite={canWrite}
            color="error"
            onClick={() => setIsCancelling(true)}
            disabled={cancel.isPending}
          >
            충전 요청 취소
          </WriteButton>
        )}
        {data && canRequestTaxInvoice(data) && (
          <WriteButton canWrite={canWrite} onClick={() => setIsInvoicing(true)}>
            세금계산서 신청
          </WriteButton>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onClose} disabled={cancel.isPending}>
          닫기
        </Button>
      </DialogActions>
      <ConfirmDialog
        isOpen={isCancelling}
        title="충전 요청 취소"
        message={M.cancelConfirm}
        confirmLabel="요청 취소"
        cancelLabel="닫기"
        isPending={cancel.isPending}
        onCancel={() => setIsCancelling(false)}
        onConfirm={() =>
          cancel.mutate(seq, {
            onSuccess: () => notifySuccess(M.cancelDone),
            onSettled: () => setIsCancelling(false),
          })
        }
      />
      {isInvoicing && <TaxInvoiceDialog unionSeq={unionSeq} seq={seq} onClose={() => setIsInvoicing(false)} />}
    </Dialog>
  );
}
