import { PassThrough, type Stream } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { REGISTER_COLUMNS } from "./register-columns";
import { generateOwners, toOwnerDto } from "./register-excel.fixtures";
import { rowsOf } from "./register-excel-sheet.fixtures";
import { writeRegisterExport } from "./register-export";
import { parseRegisterWorkbook } from "./register-import";

/** Collects what is written to a fresh PassThrough while `write` runs. */
async function collect(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on("end", resolve));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(2)} s`;

describe("register workbook timing (printed, not asserted)", () => {
  const owners = generateOwners(5_001);

  it("parses a 10,000-row upload", async () => {
    const rows = rowsOf(owners);
    const headers = REGISTER_COLUMNS.map((column) => column.header);
    const buffer = await collect(async (out) => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as Stream });
      const sheet = workbook.addWorksheet("조합원 명부");
      sheet.addRow(headers).commit();
      for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null)).commit();
      await workbook.commit();
    });

    const start = performance.now();
    const { owners: parsed, errors } = await parseRegisterWorkbook(buffer);
    console.log(`parse ${rows.length} rows (${parsed.length} owners, ${buffer.length} bytes): ${seconds(start)}`);
    expect(errors).toEqual([]);
    expect(parsed).toHaveLength(owners.length);
  });

  it("exports 10,000 owners", async () => {
    const dtos = Array.from({ length: 10_000 }, (_, index) => {
      const parsed = owners[index % owners.length];
      if (!parsed) throw new Error("fixture missing");
      return toOwnerDto(parsed, index + 1);
    });
    const mappings = [{ attributeCode: "attribute1", displayName: "활동", order: 0 }];
    const start = performance.now();
    const buffer = await collect((out) => writeRegisterExport(dtos, mappings, out));
    console.log(`export ${dtos.length} owners (${buffer.length} bytes): ${seconds(start)}`);
    expect(buffer.length).toBeGreaterThan(0);
  });
});
