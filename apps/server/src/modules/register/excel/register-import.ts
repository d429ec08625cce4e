import { formatSerial, REGISTER_MESSAGES, todayInSeoul } from "@johap/contracts";
import { readCell } from "./register-cells";
import { columnHeader, REGISTER_COLUMNS } from "./register-columns";
import { EXCEL_MESSAGES } from "./register-excel-messages";
import { buildParsedOwner, type ParsedOwner } from "./register-owner-builder";
import type { RowError } from "./register-row-values";
import { readRegisterRows, type SheetRow } from "./register-sheet-reader";
import { assertRegisterUpload } from "./register-zip-guard";

export type { AgentInput, ParsedOwner } from "./register-owner-builder";
export type { ParsedRights } from "./register-rights-builder";
export type { RowError } from "./register-row-values";

export type ParseResult = { owners: ParsedOwner[]; errors: RowError[] };

const MAIN = REGISTER_COLUMNS.findIndex((column) => column.path === "unionRegisterNoMain");
const SUB = REGISTER_COLUMNS.findIndex((column) => column.path === "unionRegisterNoSub");
const MAIN_HEADER = columnHeader("owner", "unionRegisterNoMain");
const REPRESENTATIVE_HEADER = columnHeader("owner", "isRepresentative");
const COLUMN_ORDER = new Map(REGISTER_COLUMNS.map((column, index) => [column.header, index]));

/** The serial of a row, or undefined (with an error) when 본번 is missing or 본번 or 부번 is not a whole number. */
function serialOf(row: SheetRow, errors: RowError[]): { main: number; sub: number } | undefined {
  const read = (index: number) => {
    const column = REGISTER_COLUMNS[index];
    const raw = row.cells[index] ?? null;
    if (!column || raw == null) return null;
    const result = readCell(column, raw);
    if (result.ok) return result.value as number;
    errors.push({ row: row.row, column: column.header, message: result.message });
    return undefined;
  };
  const main = read(MAIN);
  const sub = read(SUB);
  if (main === undefined || sub === undefined) return undefined;
  if (main === null || main < 1) {
    errors.push({ row: row.row, column: MAIN_HEADER, message: REGISTER_MESSAGES.mainNoRequired });
    return undefined;
  }
  return { main, sub: sub ?? 0 };
}

/** Rows with the same (본번, 부번), adjacent or not, form one owner; 부번 blank and 0 are the same. */
function groupBySerial(rows: SheetRow[], errors: RowError[]): SheetRow[][] {
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const serial = serialOf(row, errors);
    if (!serial) continue;
    const key = `${serial.main}-${serial.sub}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/**
 * After normalization (단독 resets 부번 to 0) serials must stay unique, and each 본번 has at most one 대표자:
 * `keep` answers whether an owner, taken in sheet order, passes both (an error is recorded when not).
 */
function uniqueSerials() {
  const serials = new Set<string>();
  const representatives = new Set<number>();
  return (owner: ParsedOwner, row: number, errors: RowError[]): boolean => {
    const { unionRegisterNoMain: main, unionRegisterNoSub: sub, shareType, isRepresentative } = owner.owner;
    if (main === null) return true;
    const serial = formatSerial(main, sub ?? 0);
    if (serials.has(serial)) {
      errors.push({ row, column: MAIN_HEADER, message: EXCEL_MESSAGES.duplicateSerial(serial) });
      return false;
    }
    serials.add(serial);
    if (shareType === "SHARE" && isRepresentative) {
      if (representatives.has(main)) {
        errors.push({ row, column: REPRESENTATIVE_HEADER, message: REGISTER_MESSAGES.representativeTaken });
        return false;
      }
      representatives.add(main);
    }
    return true;
  };
}

const byRowThenColumn = (a: RowError, b: RowError) =>
  a.row - b.row || (COLUMN_ORDER.get(a.column) ?? -1) - (COLUMN_ORDER.get(b.column) ?? -1);

/** Sorted by row and column order, one message per cell (the first, as the form would show it). */
function reportable(errors: RowError[]): RowError[] {
  const seen = new Set<string>();
  return errors.sort(byRowThenColumn).filter(({ row, column }) => {
    const cell = `${row}:${column}`;
    if (seen.has(cell)) return false;
    seen.add(cell);
    return true;
  });
}

/**
 * Parses an uploaded register workbook (the template's layout: one row per owner and located property).
 * Throws AppError up front for a file that is not an xlsx (415), over 10 MB or 100 MB unpacked (413), without the
 * register headers or over 20,000 data rows (400). Otherwise returns the valid owners and every row error, each
 * with the sheet row number, the column header and the Korean message (one per cell); an owner with any error is left out.
 */
export async function parseRegisterWorkbook(buffer: Buffer): Promise<ParseResult> {
  await assertRegisterUpload(buffer);
  return parseRegisterRows(await readRegisterRows(buffer));
}

/** Valid owners in sheet order; `failed` once any row so far was in error (nothing is to be loaded then). */
export type ParsedChunk = { owners: ParsedOwner[]; failed: boolean };

/**
 * The owners of rows already read from a register workbook (`readRegisterRows`), built and checked group by
 * group and handed out in chunks as they come, so loading can start before the last row is checked. Returns
 * every row error (sorted, one per cell) when done.
 */
export function* parseRegisterRowsInChunks(rows: SheetRow[], chunkSize: number): Generator<ParsedChunk, RowError[]> {
  const errors: RowError[] = [];
  const today = todayInSeoul();
  const keep = uniqueSerials();
  let owners: ParsedOwner[] = [];
  for (const group of groupBySerial(rows, errors)) {
    const owner = buildParsedOwner(group, errors, today);
    if (owner && group[0] && keep(owner, group[0].row, errors)) owners.push(owner);
    if (owners.length >= chunkSize) {
      yield { owners, failed: errors.length > 0 };
      owners = [];
    }
  }
  if (owners.length > 0) yield { owners, failed: errors.length > 0 };
  return reportable(errors);
}

/** The owners and row errors of rows already read from a register workbook (`readRegisterRows`). */
export function parseRegisterRows(rows: SheetRow[]): ParseResult {
  const owners: ParsedOwner[] = [];
  const chunks = parseRegisterRowsInChunks(rows, 1000);
  for (;;) {
    const next = chunks.next();
    if (next.done) return { owners, errors: next.value };
    owners.push(...next.value.owners);
  }
}
