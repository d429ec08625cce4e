import type { ServiceManager } from "@johap/contracts";
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { formatPhone } from "../../../lib/format";
import { formatDateDigits } from "../../../lib/format-date";
import { MANAGER_LABELS } from "../permissions-labels";

export type PersonsTableProps = {
  label: string;
  rows: readonly ServiceManager[];
  emptyText: string;
  /** With both, a checkbox per row; `isSelectable` false disables a row's box. */
  selectedIds?: ReadonlySet<number>;
  onToggle?: (serviceManagerId: number) => void;
  isSelectable?: (row: ServiceManager) => boolean;
  /** Extra columns: the group now, or the actions. */
  extra?: { headerName: string; renderCell: (row: ServiceManager) => ReactNode }[];
  maxHeight?: number;
};

/** Union managers: 이름, 닉네임, 생년월일, 연락처, 구분, plus the given columns. */
export function PersonsTable({
  label,
  rows,
  emptyText,
  selectedIds,
  onToggle,
  isSelectable,
  extra = [],
  maxHeight,
}: PersonsTableProps) {
  const hasSelection = selectedIds !== undefined && onToggle !== undefined;
  const columns = 5 + extra.length + (hasSelection ? 1 : 0);
  return (
    <TableContainer sx={{ maxHeight }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {hasSelection && <TableCell padding="checkbox" />}
            <TableCell>이름</TableCell>
            <TableCell>닉네임</TableCell>
            <TableCell>생년월일</TableCell>
            <TableCell>연락처</TableCell>
            <TableCell>구분</TableCell>
            {extra.map((column) => (
              <TableCell key={column.headerName}>{column.headerName}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns} align="center" sx={{ py: 4, color: "text.secondary" }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.serviceManagerId} hover>
              {hasSelection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selectedIds.has(row.serviceManagerId)}
                    disabled={isSelectable ? !isSelectable(row) : false}
                    onChange={() => onToggle(row.serviceManagerId)}
                    slotProps={{ input: { "aria-label": `${row.member.name} 선택` } }}
                  />
                </TableCell>
              )}
              <TableCell>{row.member.name}</TableCell>
              <TableCell>{row.member.nickname}</TableCell>
              <TableCell>{formatDateDigits(row.member.birth)}</TableCell>
              <TableCell>{formatPhone(row.member.phoneNo)}</TableCell>
              <TableCell>{MANAGER_LABELS[row.label]}</TableCell>
              {extra.map((column) => (
                <TableCell key={column.headerName}>{column.renderCell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
