import type { Stream } from "node:stream";
import { REGISTER_EXPORT_SHEET_NAME } from "@johap/contracts";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { REGISTER_COLUMNS } from "./register-columns";
import { generateOwners, toOwnerDto } from "./register-excel.fixtures";
import { collect, loadWorkbook, rowsOf } from "./register-excel-sheet.fixtures";
import { writeRegisterExport } from "./register-export";
import { parseRegisterWorkbook } from "./register-import";

/** The workbooks at the register's volumes; how long they take is measured by tools/bench/register-excel.ts. */
describe("register workbooks of 10,000 rows", () => {
  const owners = generateOwners(5_001);

  it("parses a 10,000-row upload into every owner, without errors", async () => {
    const rows = rowsOf(owners);
    expect(rows.length).toBeGreaterThanOrEqual(10_000);
    const headers = REGISTER_COLUMNS.map((column) => column.header);
    const buffer = await collect(async (out) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as Stream });
      const sheet = workbook.addWorksheet("조합원 명부");
      sheet.addRow(headers).commit();
      for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null)).commit();
      await workbook.commit();
    });

    const { owners: parsed, errors } = await parseRegisterWorkbook(buffer);
    expect(errors).toEqual([]);
    expect(parsed).toHaveLength(owners.length);
    expect(parsed.map((p) => p.owner.name.name)).toEqual(owners.map((o) => o.owner.name.name));
  }, 60_000);

  it("exports 10,000 owners, one row each under the header", async () => {
    const dtos = Array.from({ length: 10_000 }, (_, index) => {
      const parsed = owners[index % owners.length];
      if (!parsed) throw new Error("fixture missing");
      return toOwnerDto(parsed, index + 1);
    });
    const mappings = [{ attributeCode: "attribute1", displayName: "활동", order: 0 }];
    const buffer = await collect((out) => writeRegisterExport(dtos, mappings, out));
    const sheet = (await loadWorkbook(buffer)).getWorksheet(REGISTER_EXPORT_SHEET_NAME);
    expect(sheet?.actualRowCount).toBe(10_001);
  }, 60_000);
});
