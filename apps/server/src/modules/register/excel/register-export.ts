import { type ActivityMapping, formatSerial, type Owner, REGISTER_EXPORT_SHEET_NAME } from "@johap/contracts";
import { type CellStyle, PLAIN_STYLE, WRAP_STYLE, writeSheet } from "../../../platform/excel-sheet";
import { getPath } from "./object-path";
import { writeCell } from "./register-cells";
import { columnsOf, type RegisterColumn } from "./register-columns";

type CellOut = string | number | null;
type ExportColumn = { header: string; width: number; isMultiline: boolean; value: (owner: Owner) => CellOut };

export const SERIAL_HEADER = "일련번호";
const SERIAL_PATHS = new Set(["unionRegisterNoMain", "unionRegisterNoSub"]);
/** The agent fields an owner row carries (AgentSummarySchema); the rest live on the agent itself. */
const AGENT_SUMMARY_PATHS = new Set(["name.name", "relationType"]);
/** A column read from the owner (or from its agent summary) at the column table's path. */
function pathColumn(column: RegisterColumn, source: (owner: Owner) => unknown): ExportColumn {
  const path = column.path.split(".");
  return {
    header: column.header,
    width: column.width,
    isMultiline: false,
    value: (owner) => writeCell(column, getPath(source(owner), path)),
  };
}

/** One line per located property; a single property keeps its number type. */
function propertyColumn(column: RegisterColumn): ExportColumn {
  const path = column.path.split(".");
  return {
    header: column.header,
    width: column.width,
    isMultiline: true,
    value: (owner) => {
      const values = owner.localAddresses.map((local) => writeCell(column, getPath(local, path)));
      if (values.length <= 1) return values[0] ?? null;
      return values.some((value) => value !== null) ? values.map((value) => value ?? "").join("\n") : null;
    },
  };
}

const customColumn = (mapping: ActivityMapping): ExportColumn => ({
  header: mapping.displayName,
  width: 14,
  isMultiline: false,
  value: (owner) => owner.attribute[mapping.attributeCode] || null,
});

/** The export layout: 일련번호 (n-m), the owner, property and agent columns of the column table, custom columns. */
export function exportColumns(mappings: readonly ActivityMapping[]): ExportColumn[] {
  return [
    {
      header: SERIAL_HEADER,
      width: 10,
      isMultiline: false,
      value: (owner) => formatSerial(owner.unionRegisterNoMain, owner.unionRegisterNoSub),
    },
    ...columnsOf("owner")
      .filter((column) => !SERIAL_PATHS.has(column.path))
      .map((column) => pathColumn(column, (owner) => owner)),
    ...columnsOf("property").map((column) => propertyColumn(column)),
    ...columnsOf("agent")
      .filter((column) => AGENT_SUMMARY_PATHS.has(column.path))
      .map((column) => pathColumn(column, (owner) => owner.agent)),
    ...[...mappings].sort((a, b) => a.order - b.order).map(customColumn),
  ];
}

/**
 * Streams the register export (조합원_명부.xlsx) with ExcelJS's WorkbookWriter: sheet '조합원 명부 목록', one row
 * per owner (located properties one per line), custom columns last under their display names, and every text cell
 * that a spreadsheet would read as a formula prefixed with an apostrophe. Ends `out` when done.
 */
export async function writeRegisterExport(
  owners: Owner[] | AsyncIterable<Owner[]>,
  mappings: readonly ActivityMapping[],
  out: NodeJS.WritableStream,
): Promise<void> {
  const columns = exportColumns(mappings);
  const styles: CellStyle[] = columns.map((column) => (column.isMultiline ? WRAP_STYLE : PLAIN_STYLE));
  const styleOf = (columnNumber: number) => styles[columnNumber - 1] ?? PLAIN_STYLE;
  await writeSheet(out, REGISTER_EXPORT_SHEET_NAME, columns, async (sheet) => {
    const batches = Array.isArray(owners) ? [owners] : owners;
    for await (const batch of batches) {
      for (const owner of batch) {
        sheet.add(
          columns.map((column) => column.value(owner)),
          styleOf,
        );
      }
    }
  });
}
