import { PassThrough, type Stream } from "node:stream";
import ExcelJS from "exceljs";

export type CellValue = string | number | null | undefined;
export type CellStyle = Partial<ExcelJS.Style>;
/** A column of a written sheet: its header (row 1) and its width in characters. */
export type SheetColumn = { header: string; width: number };

/**
 * ExcelJS caches a style id per style object (WeakMap), so every cell gets one of these shared objects: a fresh
 * style object per cell (what column styles give) costs about a second per 10,000 rows.
 */
export const PLAIN_STYLE: CellStyle = {};
export const WRAP_STYLE: CellStyle = { alignment: { wrapText: true, vertical: "top" } };
export const HEADER_STYLE: CellStyle = { font: { bold: true } };

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would evaluate (= + - @, tab, CR first) gets a leading apostrophe, so it stays text. */
export const escapeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A value as its cell takes it: text escaped; empty text and null give no cell at all (and so no style). */
const cellOf = (value: CellValue) =>
  typeof value === "string" ? (value === "" ? undefined : escapeFormula(value)) : (value ?? undefined);

const SEOUL_MINUTES = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const SEOUL_SECONDS = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** Seoul wall-clock time for a cell, yyyy-MM-dd HH:mm (or HH:mm:ss with `withSeconds`); empty for none. */
export const seoulTimeCell = (at: Date | null, { withSeconds = false } = {}) =>
  at ? (withSeconds ? SEOUL_SECONDS : SEOUL_MINUTES).format(at).replace("T", " ") : "";

export type SheetRows = {
  /** Writes one row after the last: one style for every cell, or one per column number (1-based). */
  add(values: readonly CellValue[], style?: CellStyle | ((columnNumber: number) => CellStyle)): void;
};

/**
 * Streams a workbook of one sheet to `out` with ExcelJS's WorkbookWriter (no shared strings): the header row in
 * bold and frozen, then the rows `fill` adds, every text a spreadsheet would evaluate prefixed with an apostrophe.
 * Ends `out` when done.
 */
export async function writeSheet(
  out: NodeJS.WritableStream,
  sheetName: string,
  columns: readonly SheetColumn[],
  fill: (rows: SheetRows) => Promise<void> | void,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as unknown as Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const rows: SheetRows = {
    add(values, style = PLAIN_STYLE) {
      const row = sheet.addRow(values.map(cellOf));
      row.eachCell((cell, columnNumber) => {
        cell.style = typeof style === "function" ? style(columnNumber) : style;
      });
      row.commit();
    },
  };
  rows.add(
    columns.map((column) => column.header),
    HEADER_STYLE,
  );
  await fill(rows);
  sheet.commit();
  await workbook.commit();
}

/** {@link writeSheet} into memory: the workbook's bytes. */
export async function sheetBytes(
  sheetName: string,
  columns: readonly SheetColumn[],
  fill: (rows: SheetRows) => Promise<void> | void,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on("end", resolve);
    out.on("error", reject);
  });
  await writeSheet(out, sheetName, columns, fill);
  await ended;
  return Buffer.concat(chunks);
}
