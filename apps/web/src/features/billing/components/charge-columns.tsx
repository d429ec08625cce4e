import {
  type ChargeRow,
  CREDIT_TYPE_LABELS,
  DEPOSIT_CHARGE_STATUS_LABELS,
  TAX_INVOICE_STATUS_LABELS,
  TRANSACTION_KIND_LABELS,
} from "@johap/contracts";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { formatNumber } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import type { DataTableColumn } from "../../../ui/data-table/data-table";

const KIND_COLORS = { CHARGE: "primary", USAGE: "default", REFUND: "success" } as const;
const STATUS_COLORS = { REQUEST: "warning", COMPLETE: "default", CANCEL: "default" } as const;
const amount = (value: number) => (value ? formatNumber(value) : "-");
const statusText = (r: ChargeRow) =>
  r.taxInvoiceStatus && r.taxInvoiceStatus !== "NONE" && r.status !== "CANCEL"
    ? `${DEPOSIT_CHARGE_STATUS_LABELS[r.status]} · 계산서 ${TAX_INVOICE_STATUS_LABELS[r.taxInvoiceStatus]}`
    : DEPOSIT_CHARGE_STATUS_LABELS[r.status];

/**
 * Charge row columns (spec 01 §3). The service name of a deposit charge opens its detail. The widths are
 * the least their contents need: with the page's narrow cell padding every column fits the 1,076 px a
 * 1440 px window leaves beside the open side bar.
 */
export function chargeColumns(onOpen: (depositChargeSeq: number) => void): DataTableColumn<ChargeRow>[] {
  return [
    { field: "no", headerName: "번호", width: 40, align: "center", renderCell: (r) => r.no },
    {
      field: "kind",
      headerName: "구분",
      width: 56,
      align: "center",
      renderCell: (r) => (
        <Chip size="small" variant="outlined" color={KIND_COLORS[r.kind]} label={TRANSACTION_KIND_LABELS[r.kind]} />
      ),
    },
    {
      field: "serviceType",
      headerName: "서비스",
      width: 88,
      renderCell: (r) =>
        r.depositChargeSeq === null ? (
          r.serviceName
        ) : (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => onOpen(r.depositChargeSeq as number)}
            aria-label={`충전 요청 ${r.depositChargeSeq} 상세`}
          >
            {r.serviceName}
          </Link>
        ),
    },
    {
      field: "status",
      headerName: "상태",
      width: 120,
      renderCell: (r) =>
        r.depositChargeSeq === null ? (
          "-"
        ) : (
          <Chip
            size="small"
            color={STATUS_COLORS[r.status]}
            variant={r.status === "REQUEST" ? "filled" : "outlined"}
            label={statusText(r)}
          />
        ),
    },
    { field: "requestedAt", headerName: "요청일시", width: 112, renderCell: (r) => formatDateTime(r.requestedAt) },
    {
      field: "completedAt",
      headerName: "완료일시",
      width: 112,
      renderCell: (r) => formatDateTime(r.completedAt) || "-",
    },
    {
      field: "totalChargeAmount",
      headerName: "충전금액",
      width: 72,
      align: "right",
      renderCell: (r) => amount(r.totalChargeAmount),
    },
    {
      field: "totalUsageAmount",
      headerName: "사용금액",
      width: 72,
      align: "right",
      renderCell: (r) => amount(r.totalUsageAmount),
    },
    {
      field: "totalRefundAmount",
      headerName: "환불금액",
      width: 72,
      align: "right",
      renderCell: (r) => amount(r.totalRefundAmount),
    },
    {
      field: "totalBalance",
      headerName: "잔액",
      width: 80,
      align: "right",
      renderCell: (r) => (r.totalBalance === null ? "-" : formatNumber(r.totalBalance)),
    },
    {
      field: "creditType",
      headerName: "결제수단",
      width: 60,
      align: "center",
      renderCell: (r) => CREDIT_TYPE_LABELS[r.creditType],
    },
    {
      field: "transactionSeq",
      headerName: "거래번호",
      width: 60,
      align: "center",
      renderCell: (r) => r.transactionSeq ?? "-",
    },
  ];
}
