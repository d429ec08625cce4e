/**
 * Register workbooks in this process, without the app or a database: reading a 10,000-row upload
 * (5,001 owners, shared properties on several rows) and writing the register download of 10,000 owners.
 * Moved here from the API suite, which keeps the functional checks of the same volumes
 * (apps/server/src/modules/register/excel/register-excel-volume.test.ts).
 */
import type { Stream } from "node:stream";
import ExcelJS from "exceljs";
import { REGISTER_COLUMNS } from "../../apps/server/src/modules/register/excel/register-columns";
import { generateOwners, toOwnerDto } from "../../apps/server/src/modules/register/excel/register-excel.fixtures";
import { collect, rowsOf } from "../../apps/server/src/modules/register/excel/register-excel-sheet.fixtures";
import { writeRegisterExport } from "../../apps/server/src/modules/register/excel/register-export";
import { parseRegisterWorkbook } from "../../apps/server/src/modules/register/excel/register-import";

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(2)} s`;

export async function benchRegisterExcel() {
  const owners = generateOwners(5_001);
  const rows = rowsOf(owners);
  const headers = REGISTER_COLUMNS.map((column) => column.header);
  const upload = await collect(async (out) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as Stream });
    const sheet = workbook.addWorksheet("조합원 명부");
    sheet.addRow(headers).commit();
    for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null)).commit();
    await workbook.commit();
  });
  const parseStart = performance.now();
  const { owners: parsed, errors } = await parseRegisterWorkbook(upload);
  console.log(
    `register workbook: parse ${rows.length} rows (${parsed.length} owners, ${errors.length} errors, ${upload.length} bytes): ${seconds(parseStart)}`,
  );

  const dtos = Array.from({ length: 10_000 }, (_, index) => {
    const owner = owners[index % owners.length];
    if (!owner) throw new Error("fixture missing");
    return toOwnerDto(owner, index + 1);
  });
  const mappings = [{ attributeCode: "attribute1", displayName: "활동", order: 0 }];
  const exportStart = performance.now();
  const download = await collect((out) => writeRegisterExport(dtos, mappings, out));
  console.log(`register workbook: export ${dtos.length} owners (${download.length} bytes): ${seconds(exportStart)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRegisterExcel();
