import { ERROR_CODES, MAX_UPLOAD_ROWS } from "@johap/contracts";
import type { Row } from "exceljs";
import { AppError } from "../../../platform/errors";
import { isBlank, type RawCell, toRawCell } from "./register-cells";
import { findColumnByHeader, REGISTER_COLUMNS } from "./register-columns";
import { EXCEL_MESSAGES } from "./register-excel-messages";
import { createUtf8WorkbookReader } from "./utf8-workbook-reader";

/** One non-empty data row: its sheet row number (1-based, as Excel shows it) and cells indexed like REGISTER_COLUMNS. */
export type SheetRow = { row: number; cells: RawCell[] };

/** Excel column number to REGISTER_COLUMNS index. */
type HeaderMap = Map<number, number>;
type WorksheetRows = AsyncIterable<Row>;

const REQUIRED_HEADERS = ["본번", "부번", "성명"];

function mapHeader(row: Row): HeaderMap | null {
  const map: HeaderMap = new Map();
  const seen = new Set<string>();
  row.eachCell((cell, excelColumn) => {
    const column = findColumnByHeader(String(toRawCell(cell.value) ?? ""));
    if (!column || seen.has(column.header)) return;
    seen.add(column.header);
    map.set(excelColumn, REGISTER_COLUMNS.indexOf(column));
  });
  return REQUIRED_HEADERS.every((header) => seen.has(header)) ? map : null;
}

/** The data rows of a sheet whose first row is the register header, "blank" for a sheet without rows, or null. */
async function readSheet(worksheet: WorksheetRows): Promise<SheetRow[] | "blank" | null> {
  let header: HeaderMap | null = null;
  let isBlankSheet = true;
  const rows: SheetRow[] = [];
  for await (const row of worksheet) {
    isBlankSheet = false;
    if (!header) {
      header = row.number === 1 ? mapHeader(row) : null;
      if (!header) return null;
      continue;
    }
    const columns = header;
    const cells: RawCell[] = new Array(REGISTER_COLUMNS.length).fill(null);
    let isEmpty = true;
    row.eachCell((cell, excelColumn) => {
      const index = columns.get(excelColumn);
      const raw = toRawCell(cell.value);
      if (index === undefined || isBlank(raw)) return;
      cells[index] = raw;
      isEmpty = false;
    });
    if (isEmpty) continue;
    if (rows.length >= MAX_UPLOAD_ROWS) throw new AppError(400, ERROR_CODES.VALIDATION, EXCEL_MESSAGES.tooManyRows);
    rows.push({ row: row.number, cells });
  }
  if (isBlankSheet) return "blank";
  return header ? rows : null;
}

const notXlsx = (cause?: unknown) =>
  new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA, EXCEL_MESSAGES.notXlsx, { cause });
/** Keeps what ExcelJS threw as the cause, so a refusal of a readable file can be told apart in logs. */
const toAppError = (error: unknown) => (error instanceof AppError ? error : notXlsx(error));

/** Starts and stops a sheet's rows, which closes the temporary file ExcelJS may have spooled it to. */
async function skipSheet(worksheet: WorksheetRows): Promise<void> {
  for await (const _row of worksheet) break;
}

/**
 * Streams the workbook (ExcelJS WorkbookReader, UTF-8 safe) and returns the rows of the first sheet whose row 1
 * holds the register headers (matched by text, so columns may be reordered or left out). Throws 415 when ExcelJS
 * cannot read it or it has no sheet, 400 when no sheet has the headers or there are more than 20,000 data rows;
 * answers no rows for a workbook whose sheets are all blank.
 * Every sheet is opened and closed and the reader runs to its end even after a refusal: that is when ExcelJS
 * deletes the temporary files it spools sheets to.
 */
export async function readRegisterRows(buf: Buffer): Promise<SheetRow[]> {
  const reader = createUtf8WorkbookReader(buf, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  let hasSheet = false;
  let hasRows = false;
  let rows: SheetRow[] | null = null;
  let failure: AppError | null = null;
  try {
    for await (const worksheet of reader) {
      hasSheet = true;
      if (rows || failure) {
        await skipSheet(worksheet);
        continue;
      }
      try {
        const read = await readSheet(worksheet);
        if (read !== "blank") {
          hasRows = true;
          rows = read;
        }
      } catch (error) {
        failure = toAppError(error);
      }
    }
  } catch (error) {
    throw failure ?? toAppError(error);
  }
  if (failure) throw failure;
  if (!hasSheet) throw notXlsx();
  // A workbook whose sheets have no row at all has no owner: the upload answers that (its row count is 0).
  if (!hasRows) return [];
  if (!rows) throw new AppError(400, ERROR_CODES.VALIDATION, EXCEL_MESSAGES.badHeader);
  return rows;
}
