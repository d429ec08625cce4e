import { type ConsentRecipient, OWNER_LABELS, type RecipientStatus } from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip, { type ChipProps } from "@mui/material/Chip";
import Link from "@mui/material/Link";
import type { ReactNode } from "react";
import { formatPhone } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import { recipientStatusLabel } from "../consents-labels";

const STATUS_COLORS: Record<RecipientStatus, ChipProps["color"]> = {
  NOT_SUBMITTED: "default",
  ELECTRONIC_SUBMITTED: "success",
  WRITTEN_SUBMITTED: "primary",
  AUTO_SUBMITTED: "info",
  SUBMITTED: "success",
  WITHDRAWAL: "error",
};

/** A status as a chip: 미제출 neutral, submissions coloured by how they were made, 철회 red. */
export function RecipientStatusChip({ status }: { status: RecipientStatus }) {
  return (
    <Chip
      label={recipientStatusLabel(status)}
      color={STATUS_COLORS[status]}
      size="small"
      variant={status === "NOT_SUBMITTED" ? "outlined" : "filled"}
    />
  );
}

/**
 * Spec 02 §2.2: a co-owner who is not the representative of its main number is a sub-row of the
 * representative's, shown greyed.
 */
export const isSubRow = (row: ConsentRecipient) =>
  row.registers.shareType === "SHARE" && !row.registers.isRepresentative;

/** A cell's content, greyed on a sub-row. */
const cell = (row: ConsentRecipient, content: ReactNode) =>
  isSubRow(row) ? (
    <Box component="span" sx={{ color: "text.disabled" }} data-sub-row="true">
      {content}
    </Box>
  ) : (
    content
  );

export type RecipientColumnsOptions = {
  onOpenOwner: (row: ConsentRecipient) => void;
  renderActions: (row: ConsentRecipient) => ReactNode;
};

/**
 * 대상자 관리 (spec 02 §2.2): the owner's columns (number, name opening the owner info popup with the
 * rest, share and owner type), the status chip, the submission and withdrawal dates, the phone, and the
 * row action menu: they fit the 1,440 px console without scrolling sideways.
 */
export function recipientTabColumns({
  onOpenOwner,
  renderActions,
}: RecipientColumnsOptions): DataTableColumn<ConsentRecipient>[] {
  return [
    {
      field: "unionRegisterNo",
      headerName: "일련번호",
      width: 90,
      align: "center",
      isPinned: true,
      renderCell: (row) => cell(row, row.registers.unionRegisterNo),
    },
    {
      field: "name",
      headerName: "이름",
      width: 110,
      isPinned: true,
      renderCell: (row) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          color={isSubRow(row) ? "text.disabled" : "primary"}
          onClick={() => onOpenOwner(row)}
          aria-label={`${row.registers.name.name} 소유자 정보`}
        >
          {row.registers.name.name || "(이름 없음)"}
        </Link>
      ),
    },
    {
      field: "shareType",
      headerName: "소유구분",
      width: 80,
      align: "center",
      renderCell: (row) => cell(row, OWNER_LABELS.shareType[row.registers.shareType]),
    },
    {
      field: "ownerType",
      headerName: "소유자 유형",
      width: 90,
      align: "center",
      renderCell: (row) => cell(row, OWNER_LABELS.ownerType[row.registers.ownerType]),
    },
    {
      field: "status",
      headerName: "상태",
      width: 100,
      align: "center",
      renderCell: (row) => <RecipientStatusChip status={row.status} />,
    },
    {
      field: "submittedAt",
      headerName: "제출일시",
      width: 140,
      align: "center",
      renderCell: (row) => cell(row, formatDateTime(row.submittedAt)),
    },
    {
      field: "activeWithdrawnAt",
      headerName: "철회 기한",
      width: 140,
      align: "center",
      renderCell: (row) => cell(row, formatDateTime(row.activeWithdrawnAt)),
    },
    {
      field: "phoneNo",
      headerName: "연락처",
      width: 130,
      align: "center",
      renderCell: (row) => cell(row, formatPhone(row.registers.phoneNo)),
    },
    {
      field: "actions",
      headerName: "관리",
      width: 60,
      align: "center",
      renderCell: renderActions,
    },
  ];
}
