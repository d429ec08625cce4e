import zlib from "node:zlib";
import { ERROR_CODES, MAX_UPLOAD_BYTES, MAX_UPLOAD_UNPACKED_BYTES } from "@johap/contracts";
import { AppError } from "../../../platform/errors";
import { EXCEL_MESSAGES } from "./register-excel-messages";

type ZipEntry = { method: number; flags: number; compressedSize: number; uncompressedSize: number; offset: number };

const LOCAL_SIG = 0x04034b50;
const CENTRAL_SIG = 0x02014b50;
const END_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_END_SIG = 0x06064b50;
const MAX_U32 = 0xffffffff;

const notXlsx = () => new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA, EXCEL_MESSAGES.notXlsx);
const tooBigUnpacked = () => new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, EXCEL_MESSAGES.unpackedTooLarge);

function findEnd(buf: Buffer): number {
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === END_SIG) return at;
  }
  throw notXlsx();
}

function directoryBounds(buf: Buffer): { count: number; offset: number } {
  const end = findEnd(buf);
  const count = buf.readUInt16LE(end + 10);
  const offset = buf.readUInt32LE(end + 16);
  if (count !== 0xffff && offset !== MAX_U32) return { count, offset };
  const locator = end - 20;
  if (locator < 0 || buf.readUInt32LE(locator) !== ZIP64_LOCATOR_SIG) throw notXlsx();
  const end64 = Number(buf.readBigUInt64LE(locator + 8));
  if (end64 + 56 > buf.length || buf.readUInt32LE(end64) !== ZIP64_END_SIG) throw notXlsx();
  return { count: Number(buf.readBigUInt64LE(end64 + 32)), offset: Number(buf.readBigUInt64LE(end64 + 48)) };
}

/** Replaces 0xFFFFFFFF sizes and offset with the values of the ZIP64 extra field. */
function applyZip64(buf: Buffer, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  for (let at = extraStart; at + 4 <= extraEnd; at += 4 + buf.readUInt16LE(at + 2)) {
    if (buf.readUInt16LE(at) !== 0x0001) continue;
    let field = at + 4;
    const next = () => {
      const value = Number(buf.readBigUInt64LE(field));
      field += 8;
      return value;
    };
    if (entry.uncompressedSize === MAX_U32) entry.uncompressedSize = next();
    if (entry.compressedSize === MAX_U32) entry.compressedSize = next();
    if (entry.offset === MAX_U32) entry.offset = next();
  }
}

/** The entries the central directory lists; throws 415 when it is not a well-formed zip. */
function readDirectory(buf: Buffer): { entries: ZipEntry[]; directoryOffset: number } {
  const { count, offset } = directoryBounds(buf);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_SIG) throw notXlsx();
    const entry: ZipEntry = {
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      uncompressedSize: buf.readUInt32LE(at + 24),
      offset: buf.readUInt32LE(at + 42),
    };
    const nameEnd = at + 46 + buf.readUInt16LE(at + 28);
    const extraEnd = nameEnd + buf.readUInt16LE(at + 30);
    if (extraEnd > buf.length) throw notXlsx();
    applyZip64(buf, nameEnd, extraEnd, entry);
    entries.push(entry);
    at = extraEnd + buf.readUInt16LE(at + 32);
  }
  return { entries, directoryOffset: offset };
}

/** Where an entry's compressed data starts and ends, from its local header and the directory's size. */
function entryData(buf: Buffer, entry: ZipEntry): { start: number; end: number } {
  if (entry.offset + 30 > buf.length || buf.readUInt32LE(entry.offset) !== LOCAL_SIG) throw notXlsx();
  const start = entry.offset + 30 + buf.readUInt16LE(entry.offset + 26) + buf.readUInt16LE(entry.offset + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw notXlsx();
  return { start, end };
}

/** An entry ends where the next begins, after a data descriptor (12-24 bytes) when its flag bit 3 says so. */
const DESCRIPTOR_LENGTHS = new Set([12, 16, 20, 24]);
const endsAt = (entry: ZipEntry, end: number, next: number) =>
  entry.flags & 0x08 ? DESCRIPTOR_LENGTHS.has(next - end) : next === end;

/** Counts the real inflated bytes, stopping as soon as they pass the budget. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw();
    let size = 0;
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on("end", () => resolve(size));
    inflate.on("error", () => reject(notXlsx()));
    inflate.end(data);
  });
}

/**
 * Refuses, before any spreadsheet parsing, a file over 10 MB (413), one that is not a zip (415), and one whose
 * entries unpack to more than 100 MB (413): first by the sizes the central directory declares, then by inflating
 * each entry with a byte budget, so a directory that understates its sizes cannot smuggle a zip bomb through.
 * Entries must cover the file end to end, so no entry can hide outside the directory.
 */
export async function assertRegisterUpload(buf: Buffer): Promise<void> {
  if (buf.length > MAX_UPLOAD_BYTES) throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, EXCEL_MESSAGES.tooLarge);
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL_SIG) throw notXlsx();
  try {
    await checkEntries(buf);
  } catch (error) {
    throw error instanceof AppError ? error : notXlsx();
  }
}

async function checkEntries(buf: Buffer): Promise<void> {
  const { entries, directoryOffset } = readDirectory(buf);
  if (entries.length === 0) throw notXlsx();
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > MAX_UPLOAD_UNPACKED_BYTES) throw tooBigUnpacked();

  const sorted = [...entries].sort((a, b) => a.offset - b.offset);
  if (sorted[0]?.offset !== 0) throw notXlsx();
  let unpacked = 0;
  for (const [index, entry] of sorted.entries()) {
    const { start, end } = entryData(buf, entry);
    if (!endsAt(entry, end, sorted[index + 1]?.offset ?? directoryOffset)) throw notXlsx();
    const data = buf.subarray(start, end);
    if (entry.method === 0) unpacked += data.length;
    else if (entry.method === 8) unpacked += await inflatedSize(data, MAX_UPLOAD_UNPACKED_BYTES - unpacked);
    else throw notXlsx();
    if (unpacked > MAX_UPLOAD_UNPACKED_BYTES) throw tooBigUnpacked();
  }
}
