import { createRequire } from "node:module";
import type { Duplex } from "node:stream";

type ParseFn = ((opts?: object) => Duplex) & { endsWhenRead?: true };

/** `require` as ExcelJS's own modules resolve it: the copies of its dependencies that ExcelJS itself uses. */
export const requireFromExcelJs = createRequire(createRequire(import.meta.url).resolve("exceljs"));

/**
 * ExcelJS's streaming WorkbookReader lists the zip's entries with unzipper 0.10's `Parse`, which emits 'end' as soon
 * as its input is written (`on('finish', () => emit('end'))`), before the entries still waiting in its buffer are
 * read. ExcelJS then stops at that 'end': when it is slow on one entry (a sheet spooled to a temporary file, a busy
 * machine), it never sees the entries after it, and a valid upload is refused as "not an xlsx" or read without its
 * shared strings. This makes that early 'end' end the stream the regular way (`push(null)`), so 'end' comes after
 * the last entry is read. Installed once, on the copy of unzipper that ExcelJS itself loads.
 */
export function makeUnzipperEndWhenRead(): void {
  const unzipper = requireFromExcelJs("unzipper") as { Parse: ParseFn };
  const parse = unzipper.Parse;
  if (typeof parse !== "function") throw new Error("unzipper.Parse changed: review unzipper-end.ts");
  if (parse.endsWhenRead) return;
  const patched: ParseFn = (opts) => endWhenRead(parse(opts));
  patched.endsWhenRead = true;
  unzipper.Parse = patched;
}

function endWhenRead(zip: Duplex): Duplex {
  const emit = zip.emit;
  zip.emit = function (this: Duplex, event: string | symbol, ...args: unknown[]) {
    // The stream's own 'end' comes once every entry is read (readableEnded is then true); its own 'close' comes
    // when it is destroyed. The early pair unzipper emits by hand comes before either.
    if (event === "end" && !this.readableEnded) {
      this.push(null);
      return true;
    }
    if (event === "close" && !this.destroyed) return true;
    return emit.call(this, event, ...args);
  } as Duplex["emit"];
  return zip;
}
