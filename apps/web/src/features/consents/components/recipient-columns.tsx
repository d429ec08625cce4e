import type { ConsentRecipient } from "@johap/contracts";
import Chip from "@mui/material/Chip";
import { formatDateTime } from "../../../lib/format-date";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import { CONSENT_TEXTS, recipientStatusLabel } from "../consents-labels";

const registerNoColumn: DataTableColumn<ConsentRecipient> = {
  field: "unionRegisterNo",
  headerName: "일련번호",
  width: 110,
  align: "center",
  renderCell: (row) => row.registers.unionRegisterNo,
};

const nameColumn: DataTableColumn<ConsentRecipient> = {
  field: "name",
  headerName: "이름",
  width: 160,
  renderCell: (row) => row.registers.name.name,
};

/** 대상자 관리: number, name, status and the submission time. */
export const recipientColumns: readonly DataTableColumn<ConsentRecipient>[] = [
  registerNoColumn,
  nameColumn,
  {
    field: "status",
    headerName: "상태",
    width: 120,
    align: "center",
    renderCell: (row) => recipientStatusLabel(row.status),
  },
  {
    field: "submittedAt",
    headerName: "제출일시",
    width: 160,
    align: "center",
    renderCell: (row) => formatDateTime(row.submittedAt),
  },
];

/** 다운로드: number, name, and 미제출 on a recipient who has not submitted (spec 02 §2.2). */
export const downloadColumns: readonly DataTableColumn<ConsentRecipient>[] = [
  registerNoColumn,
  nameColumn,
  {
    field: "status",
    headerName: "제출 여부",
    width: 120,
    align: "center",
    renderCell: (row) =>
      row.status === "NOT_SUBMITTED" ? (
        <Chip label={CONSENT_TEXTS.notSubmittedTag} size="small" color="warning" variant="outlined" />
      ) : (
        recipientStatusLabel(row.status)
      ),
  },
];
