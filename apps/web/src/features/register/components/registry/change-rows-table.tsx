import type { ChangeHistoryRow } from "@johap/contracts";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { formatDateDigits, formatDateTime } from "../../../../lib/format-date";

export type ChangeRowColumn<Row extends ChangeHistoryRow = ChangeHistoryRow> = {
  field: string;
  headerName: string;
  renderCell: (row: Row) => ReactNode;
};

/** The columns every registry change table shares (spec 01 §3 registry change history row). */
export const CHANGE_ROW_COLUMNS: readonly ChangeRowColumn[] = [
  { field: "registrationNo", headerName: "등기 고유번호", renderCell: (row) => row.registrationNo },
  {
    field: "registrationPurpose",
    headerName: "등기 목적",
    renderCell: (row) => row.registrationReceipt.registrationPurpose,
  },
  {
    field: "receivedAt",
    headerName: "접수일",
    renderCell: (row) => formatDateDigits(row.registrationReceipt.receivedAt),
  },
  { field: "receiptStep", headerName: "처리 단계", renderCell: (row) => row.registrationReceipt.receiptStep },
  { field: "registrationAddress", headerName: "주소", renderCell: (row) => row.registrationAddress },
];

export const CHANGED_AT_COLUMN: ChangeRowColumn = {
  field: "modifiedAt",
  headerName: "변경일시",
  renderCell: (row) => formatDateTime(row.modifiedAt),
};

export type ChangeRowsTableProps<Row extends ChangeHistoryRow> = {
  label: string;
  rows: readonly Row[];
  columns?: readonly ChangeRowColumn<Row>[];
  emptyText: string;
};

/** A plain small table of registry changes. */
export function ChangeRowsTable<Row extends ChangeHistoryRow>({
  label,
  rows,
  columns = CHANGE_ROW_COLUMNS,
  emptyText,
}: ChangeRowsTableProps<Row>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ "& th": { fontWeight: 700, bgcolor: "grey.50" } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.field} sx={{ whiteSpace: "nowrap" }}>
                {column.headerName}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.changeHistorySeq} hover>
              {columns.map((column) => (
                <TableCell key={column.field}>{column.renderCell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 3, color: "text.secondary" }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
