import { type SendStatus, SMS_LABELS, type Sms } from "@johap/contracts";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { formatNumber, formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import type { DataTableColumn } from "../../../../ui/data-table/data-table";
import { recordPath } from "../../sms-paths";

const STATUS_COLORS: Record<SendStatus, "default" | "info" | "success" | "warning"> = {
  WAIT: "warning",
  SENDING: "info",
  COMPLETE: "success",
  CANCEL: "default",
};

export function SendStatusChip({ status }: { status: SendStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={SMS_LABELS.sendStatus[status]} />;
}

/** Spec 04 §2.1 records columns; the type links to records/{smsId}. */
export const recordColumns = (unionSeq: number): DataTableColumn<Sms>[] => [
  {
    field: "smsType",
    headerName: "유형",
    width: 64,
    renderCell: (row) => (
      <Link
        component={RouterLink}
        to={recordPath(unionSeq, row.smsId)}
        underline="hover"
        sx={{ fontWeight: 600 }}
        aria-label={`${row.smsType} ${formatDateTime(row.requestedAt)} 상세`}
      >
        {row.smsType}
      </Link>
    ),
  },
  { field: "sendType", headerName: "발송방식", width: 80, renderCell: (row) => SMS_LABELS.sendType[row.sendType] },
  {
    field: "outgoingPhoneNo",
    headerName: "발신번호",
    width: 120,
    renderCell: (row) => formatPhone(row.outgoingPhoneNo),
  },
  { field: "requestedAt", headerName: "요청일시", width: 130, renderCell: (row) => formatDateTime(row.requestedAt) },
  {
    field: "sentAt",
    headerName: "발송일시",
    width: 130,
    renderCell: (row) =>
      row.sentAt || row.sendStatus !== "WAIT" ? formatDateTime(row.sentAt) : `${formatDateTime(row.scheduledAt)} 예약`,
  },
  { field: "completedAt", headerName: "완료일시", width: 130, renderCell: (row) => formatDateTime(row.completedAt) },
  {
    field: "recipientCount",
    headerName: "수신자",
    width: 64,
    align: "right",
    renderCell: (row) => formatNumber(row.recipientCount),
  },
  {
    field: "successCount",
    headerName: "성공",
    width: 56,
    align: "right",
    renderCell: (row) => formatNumber(row.successCount),
  },
  {
    field: "failCount",
    headerName: "실패",
    width: 56,
    align: "right",
    renderCell: (row) => formatNumber(row.failCount),
  },
  {
    field: "sendStatus",
    headerName: "상태",
    width: 88,
    renderCell: (row) => <SendStatusChip status={row.sendStatus} />,
  },
];
