import { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import ExcelJS from "exceljs";
import { makeUnzipperEndWhenRead } from "./unzipper-end";

makeUnzipperEndWhenRead();

type Chunks = AsyncIterable<Buffer | string>;
/** The two WorkbookReader methods (ExcelJS 4.4, lib/stream/xlsx/workbook-reader.js) that hand XML to the parser. */
type ReaderInternals = {
  _parseWorksheet: (iterator: Chunks, sheetNo: string) => Generator<unknown>;
  _parseSharedStrings: (entry: NodeJS.ReadableStream) => AsyncGenerator<unknown>;
};

/** Decodes UTF-8 across chunk boundaries: a character split between two chunks is kept whole. */
async function* utf8Chunks(chunks: Chunks): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  for await (const chunk of chunks) yield typeof chunk === "string" ? chunk : decoder.write(chunk);
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * ExcelJS's streaming WorkbookReader decodes every 16-64 KB chunk on its own (utils/parse-sax.js), so a Korean
 * character split between two chunks turns into U+FFFD (exceljs/exceljs issues #2063, #2316; fix PR #1665 unmerged).
 * This reader hands worksheet and shared-string XML to the parser as strings decoded across chunks instead.
 * Throws when the ExcelJS internals it relies on are gone, so an upgrade fails the tests rather than the data.
 */
export function createUtf8WorkbookReader(
  buf: Buffer,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buf), options);
  const internals = reader as unknown as ReaderInternals;
  const parseWorksheet = internals._parseWorksheet;
  const parseSharedStrings = internals._parseSharedStrings;
  if (typeof parseWorksheet !== "function" || typeof parseSharedStrings !== "function") {
    throw new Error("ExcelJS WorkbookReader internals changed: review utf8-workbook-reader.ts");
  }
  internals._parseWorksheet = (iterator, sheetNo) => parseWorksheet.call(reader, utf8Chunks(iterator), sheetNo);
  internals._parseSharedStrings = (entry) => {
    entry.setEncoding("utf8");
    return parseSharedStrings.call(reader, entry);
  };
  return reader;
}
