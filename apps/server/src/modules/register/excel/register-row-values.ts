import { cellText, isBlank, type RawCell, readCell } from "./register-cells";
import { type ColumnScope, REGISTER_COLUMNS, type RegisterColumn } from "./register-columns";
import { EXCEL_MESSAGES } from "./register-excel-messages";
import type { SheetRow } from "./register-sheet-reader";

/** A row error as the upload reports it: sheet row (1-based), column header, Korean message. */
export type RowError = { row: number; column: string; message: string };

type IndexedColumn = { column: RegisterColumn; index: number };

const indexed: IndexedColumn[] = REGISTER_COLUMNS.map((column, index) => ({ column, index }));
const TEXTUAL = new Set(["text", "birth", "phone", "zip"]);

export const indexedColumns = (scope: ColumnScope, pathPrefix = "") =>
  indexed.filter(({ column }) => column.scope === scope && column.path.startsWith(pathPrefix));

/**
 * Reads the given columns of one row into { path: value }. A blank text-like cell reads as "" (so the contract's
 * required-field messages apply) and any other blank cell is left out (so the contract's defaults apply).
 * A cell that cannot be read adds its Korean message to errors and is left out.
 */
export function readRowValues(row: SheetRow, columns: IndexedColumn[], errors: RowError[]): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const { column, index } of columns) {
    const raw = row.cells[index] ?? null;
    if (isBlank(raw)) {
      if (TEXTUAL.has(column.kind.type)) values.set(column.path, "");
      continue;
    }
    const read = readCell(column, raw);
    if (read.ok) values.set(column.path, read.value);
    else errors.push({ row: row.row, column: column.header, message: read.message });
  }
  return values;
}

export const hasAnyValue = (row: SheetRow, columns: IndexedColumn[]) =>
  columns.some(({ index }) => !isBlank(row.cells[index] ?? null));

const ownerLevel = indexed.filter(({ column }) => column.scope !== "property");

/** A cell's value for comparing rows: its model value where it reads (so 010-1234-5678 equals 01012345678). */
function comparable(column: RegisterColumn, raw: RawCell): string {
  if (isBlank(raw)) return "";
  const read = readCell(column, raw);
  return read.ok ? String(read.value) : cellText(raw);
}

/** Owner and agent cells are read from an owner's first row; a later row may repeat them or leave them blank. */
export function checkOwnerRowsAgree(rows: SheetRow[], errors: RowError[]): void {
  const [first, ...rest] = rows;
  if (!first) return;
  for (const row of rest) {
    for (const { column, index } of ownerLevel) {
      const value = comparable(column, row.cells[index] ?? null);
      if (value && value !== comparable(column, first.cells[index] ?? null)) {
        errors.push({ row: row.row, column: column.header, message: EXCEL_MESSAGES.conflict(column.header) });
      }
    }
  }
}
