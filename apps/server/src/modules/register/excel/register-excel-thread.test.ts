import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../../platform/errors";
import { generateOwners } from "./register-excel.fixtures";
import { EXCEL_MESSAGES } from "./register-excel-messages";
import { fillTemplate, rowsOf } from "./register-excel-sheet.fixtures";
import { convertUpload, readUpload, stopExcelThread } from "./register-excel-thread";
import { type ParsedChunk, parseRegisterWorkbook, type RowError } from "./register-import";

afterAll(() => stopExcelThread());

async function drain(conversion: AsyncGenerator<ParsedChunk, RowError[]>) {
  const chunks: ParsedChunk[] = [];
  for (;;) {
    const next = await conversion.next();
    if (next.done) return { chunks, errors: next.value };
    chunks.push(next.value);
  }
}

describe("register Excel thread", () => {
  it("reads an upload on its thread and converts the kept rows chunk by chunk, as the main thread would", async () => {
    const file = await fillTemplate(rowsOf(generateOwners(5)));
    const expected = await parseRegisterWorkbook(file);
    expect(await readUpload("upload-a", file)).toBeGreaterThanOrEqual(5);
    // The kept rows are used: the bytes given to the conversion are not read.
    const { chunks, errors } = await drain(convertUpload("upload-a", Buffer.from("not read"), 2));
    expect(errors).toEqual([]);
    expect(chunks.map((c) => c.owners.length)).toEqual([2, 2, 1]);
    expect(chunks.every((c) => !c.failed)).toBe(true);
    expect(chunks.flatMap((c) => c.owners)).toEqual(expected.owners);
  });

  it("refuses a file that is not a workbook with the same AppError as the main thread", async () => {
    const error = await readUpload("upload-b", Buffer.from("plain text, not a workbook")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ httpStatus: 415, message: EXCEL_MESSAGES.notXlsx });
  });

  it("reads the file again when its rows were not kept, and reports rows in error", async () => {
    const rows = rowsOf(generateOwners(3));
    rows[1] = { ...rows[1], 생년월일: "1980011" };
    const file = await fillTemplate(rows);
    const expected = await parseRegisterWorkbook(file);
    const { chunks, errors } = await drain(convertUpload("never-read", file, 10));
    expect(errors).toEqual(expected.errors);
    expect(errors.length).toBeGreaterThan(0);
    expect(chunks.every((c) => c.failed)).toBe(true);
  });

  it("fails the work in flight when the thread stops, and starts a new thread on next use", async () => {
    const file = await fillTemplate(rowsOf(generateOwners(3)));
    const conversion = convertUpload("stopped", file, 10);
    const pending = conversion.next();
    await stopExcelThread();
    await expect(pending).rejects.toThrow("register Excel thread stopped");
    expect(await readUpload("after-stop", file)).toBeGreaterThanOrEqual(3);
  });
});
