import { type CallerStatus, SMS_LABELS, SMS_MESSAGES, type SmsCaller } from "@johap/contracts";
import Add from "@mui/icons-material/Add";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber, formatPhone } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { callersQuery } from "../api/sms-queries";
import { CallerAddDialog } from "../components/callers/caller-add-dialog";
import { CallerDeleteDialog } from "../components/callers/caller-delete-dialog";
import { SMS_MENU } from "../sms-paths";

const STATUS_COLORS: Record<CallerStatus, "warning" | "success" | "error"> = { W: "warning", C: "success", R: "error" };

const COLUMNS: DataTableColumn<SmsCaller>[] = [
  {
    field: "outgoingPhoneNo",
    headerName: "발신번호",
    width: 140,
    renderCell: (row) => formatPhone(row.outgoingPhoneNo),
  },
  { field: "name", headerName: "명의자", width: 120, renderCell: (row) => row.name },
  {
    field: "emergencyPhoneNo",
    headerName: "비상연락처",
    width: 140,
    renderCell: (row) => formatPhone(row.emergencyPhoneNo),
  },
  {
    field: "status",
    headerName: "상태",
    width: 100,
    renderCell: (row) => (
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLORS[row.status]}
        label={SMS_LABELS.callerStatus[row.status]}
      />
    ),
  },
  { field: "createdAt", headerName: "신청일시", width: 140, renderCell: (row) => formatDateTime(row.createdAt) },
  { field: "approvedAt", headerName: "승인일시", width: 140, renderCell: (row) => formatDateTime(row.approvedAt) },
];

/** Tab 발신번호 관리: the union's caller numbers, 발신번호 등록, and 선택 삭제 with the password. */
export function CallersPage() {
  const unionSeq = useUnionSeq();
  const callers = useQuery(callersQuery(unionSeq));
  const canWrite = useCanWrite(SMS_MENU);
  const [selectedIds, setSelectedIds] = useState<Set<number>>(() => new Set());
  const [dialog, setDialog] = useState<"add" | "delete" | null>(null);
  const rows = callers.data ?? [];
  return (
    <>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          총{" "}
          <Box component="span" sx={{ color: "primary.main" }}>
            {formatNumber(rows.length)}
          </Box>
          개
        </Typography>
        <Typography variant="body2" color="text.secondary">
          승인완료된 번호만 발신번호로 사용할 수 있습니다.
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <WriteButton
          canWrite={canWrite}
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          disabled={selectedIds.size === 0}
          onClick={() => setDialog("delete")}
        >
          선택 삭제
        </WriteButton>
        <WriteButton canWrite={canWrite} variant="contained" startIcon={<Add />} onClick={() => setDialog("add")}>
          발신번호 등록
        </WriteButton>
      </Box>
      <DataTable
        label="발신번호 목록"
        rows={rows}
        columns={COLUMNS}
        getRowId={(row) => row.smsCallerSeq}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        page={0}
        pageSize={Math.max(rows.length, 10)}
        pageSizeOptions={[Math.max(rows.length, 10)]}
        totalElements={rows.length}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        height={442}
        isFetching={callers.isFetching}
        emptyText={SMS_MESSAGES.empty}
      />
      {dialog === "add" && <CallerAddDialog unionSeq={unionSeq} onClose={() => setDialog(null)} />}
      {dialog === "delete" && (
        <CallerDeleteDialog
          unionSeq={unionSeq}
          smsCallerSeqs={[...selectedIds]}
          onClose={() => setDialog(null)}
          onDeleted={() => setSelectedIds(new Set())}
        />
      )}
    </>
  );
}
