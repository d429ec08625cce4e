import { type SendResult, SMS_LABELS, SMS_MESSAGES, SMS_PAGE_SIZE, type Sms, type SmsMessage } from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import { DataTable, type DataTableColumn } from "../../../../ui/data-table/data-table";
import { recordRecipientsQuery } from "../../api/sms-queries";

const COLUMNS: DataTableColumn<SmsMessage>[] = [
  {
    field: "name",
    headerName: "이름",
    width: 110,
    renderCell: (row) => (
      <Box sx={{ display: "inline-flex", gap: 0.75, alignItems: "center" }}>
        {row.name || "직접 입력"}
        {row.isAgent && <Chip size="small" label="대리인" sx={{ height: 20, fontSize: 11 }} />}
      </Box>
    ),
  },
  { field: "phoneNo", headerName: "수신번호", width: 130, renderCell: (row) => formatPhone(row.phoneNo) },
  { field: "sentAt", headerName: "발송일시", width: 130, renderCell: (row) => formatDateTime(row.sentAt) },
  { field: "completedAt", headerName: "완료일시", width: 130, renderCell: (row) => formatDateTime(row.completedAt) },
  {
    field: "sendResult",
    headerName: "발송결과",
    width: 200,
    renderCell: (row) =>
      row.sendResult === null ? (
        "-"
      ) : (
        <Box sx={{ display: "inline-flex", gap: 1, alignItems: "center" }}>
          <Chip
            size="small"
            variant="outlined"
            color={row.sendResult === "SUCCESS" ? "success" : "error"}
            label={SMS_LABELS.sendResult[row.sendResult]}
          />
          {row.failReason && (
            <Typography variant="body2" color="error.main">
              {row.failReason}
            </Typography>
          )}
        </Box>
      ),
  },
  {
    field: "sendStatus",
    headerName: "상태",
    width: 72,
    renderCell: (row) => SMS_LABELS.recipientSendStatus[row.sendStatus],
  },
];

/** The record's recipients with their result and fail reason (전체, 성공 or 실패), paged at 10. */
export function RecordRecipientsTable(props: { unionSeq: number; record: Sms }) {
  const { unionSeq, record } = props;
  const [page, setPage] = useState(0);
  const [sendResult, setSendResult] = useState<SendResult | null>(null);
  const recipients = useQuery(recordRecipientsQuery(unionSeq, record, { page, pageSize: SMS_PAGE_SIZE, sendResult }));
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="발송결과 보기"
        value={sendResult ?? "ALL"}
        onChange={(_event, value: SendResult | "ALL" | null) => {
          if (value === null) return;
          setSendResult(value === "ALL" ? null : value);
          setPage(0);
        }}
        sx={{ mb: 1.5 }}
      >
        <ToggleButton value="ALL">전체</ToggleButton>
        <ToggleButton value="SUCCESS">{SMS_LABELS.sendResult.SUCCESS}</ToggleButton>
        <ToggleButton value="FAIL">{SMS_LABELS.sendResult.FAIL}</ToggleButton>
      </ToggleButtonGroup>
      <DataTable
        label="수신자 목록"
        rows={recipients.data?.data ?? []}
        columns={COLUMNS}
        getRowId={(row) => row.messageId}
        page={page}
        pageSize={SMS_PAGE_SIZE}
        pageSizeOptions={[SMS_PAGE_SIZE]}
        totalElements={recipients.data?.pagination.totalElements ?? 0}
        onPageChange={setPage}
        onPageSizeChange={() => {}}
        height={442}
        isFetching={recipients.isFetching}
        emptyText={SMS_MESSAGES.empty}
      />
    </>
  );
}
