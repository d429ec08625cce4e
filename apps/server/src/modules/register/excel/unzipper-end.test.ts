import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { makeUnzipperEndWhenRead, requireFromExcelJs } from "./unzipper-end";
import { createUtf8WorkbookReader } from "./utf8-workbook-reader";

/** A consumer that is slow on purpose: the scenario under test, not a wait for some state. */
const holdUp = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function threeSheets(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const name of ["조합원 명부", "작성 안내", "참고"]) {
    const sheet = workbook.addWorksheet(name);
    for (let i = 1; i <= 50; i++) sheet.addRow([i, `${name} ${i}`]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("zip entries read by ExcelJS's streaming reader", () => {
  it("lists every entry to a consumer that is slow on each, and closes once after the end", async () => {
    makeUnzipperEndWhenRead();
    const unzipper = requireFromExcelJs("unzipper") as { Parse: (opts: object) => NodeJS.ReadWriteStream };
    const iterateStream = requireFromExcelJs("./lib/utils/iterate-stream") as (
      stream: NodeJS.ReadableStream,
    ) => AsyncIterable<{ path: string; autodrain: () => void }>;
    const buffer = await threeSheets();
    const zip = unzipper.Parse({ forceStream: true });
    const events: string[] = [];
    zip.on("end", () => events.push("end"));
    zip.on("close", () => events.push("close"));
    Readable.from(buffer).pipe(zip);
    const paths: string[] = [];
    for await (const entry of iterateStream(zip)) {
      paths.push(entry.path);
      await holdUp(20);
      entry.autodrain();
    }
    await expect.poll(() => events.includes("close"), { timeout: 5_000, interval: 10 }).toBe(true);
    expect(paths).toContain("xl/worksheets/sheet3.xml");
    expect(paths.at(-1)).toBe("xl/workbook.xml");
    expect(events).toEqual(["end", "close"]);
  });

  it("reads every sheet when the reader is held up early in the file", async () => {
    const reader = createUtf8WorkbookReader(await threeSheets(), { worksheets: "emit", sharedStrings: "cache" });
    // The workbook's relations come second in the file: while they are read, the zip's input is all written.
    const internals = reader as unknown as { _parseRels: (entry: unknown) => Promise<void> };
    const parseRels = internals._parseRels;
    internals._parseRels = async (entry) => {
      await holdUp(50);
      return parseRels.call(reader, entry);
    };
    const sheets: { name: string; rows: number }[] = [];
    for await (const worksheet of reader) {
      let rows = 0;
      for await (const _row of worksheet as unknown as AsyncIterable<unknown>) rows++;
      sheets.push({ name: (worksheet as unknown as { name: string }).name, rows });
    }
    expect(sheets).toEqual([
      { name: "조합원 명부", rows: 50 },
      { name: "작성 안내", rows: 50 },
      { name: "참고", rows: 50 },
    ]);
  });
});
