import type { Readable } from "node:stream";
import { ERROR_CODES, FILE_DIVISIONS, type FileDivisionCode } from "@johap/contracts";
import { fileTypeFromStream } from "file-type/node";
import { AppError } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { fileTooLarge } from "../../platform/uploads";

/** What file-type reports for each extension we allow (hwp is an OLE compound file). */
const DETECTED: Record<string, { ext: string; mime: string }> = {
  xlsx: { ext: "xlsx", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  docx: { ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  pptx: { ext: "pptx", mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation" },
  png: { ext: "png", mime: "image/png" },
  jpg: { ext: "jpg", mime: "image/jpeg" },
  pdf: { ext: "pdf", mime: "application/pdf" },
  hwp: { ext: "cfb", mime: "application/x-hwp" },
  zip: { ext: "zip", mime: "application/zip" },
  mp4: { ext: "mp4", mime: "video/mp4" },
  mp3: { ext: "mp3", mime: "audio/mpeg" },
  wav: { ext: "wav", mime: "audio/wav" },
};

/** UTF-8 without NUL bytes, decoded as it streams. */
async function isPlainText(stream: Readable): Promise<boolean> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of stream) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Reads a stored file with `read`, then lets the stream go (an object store's connection with it). */
async function withStored<T>(store: FileStore, key: string, read: (stream: Readable) => Promise<T>): Promise<T> {
  const stream = await store.getStream(key);
  try {
    return await read(stream);
  } finally {
    stream.destroy();
  }
}

/**
 * Checks a stored file by its size and content (magic bytes, read from the store as far as needed) against
 * its division. Returns the content type to record; throws 400, 413 or 415 with a Korean message.
 */
export async function checkStoredContent(
  divisionCode: FileDivisionCode,
  store: FileStore,
  key: string,
  size: number,
): Promise<{ contentType: string }> {
  const division = FILE_DIVISIONS[divisionCode];
  if (size === 0) throw new AppError(400, ERROR_CODES.VALIDATION, "빈 파일은 업로드할 수 없습니다.");
  if (size > division.maxBytes) throw fileTooLarge(divisionCode);
  const types: readonly string[] = division.types;
  const detected = await withStored(store, key, (stream) => fileTypeFromStream(stream));
  for (const type of types) {
    const expected = DETECTED[type];
    if (expected && detected?.ext === expected.ext) return { contentType: expected.mime };
  }
  if (!detected && types.includes("txt") && (await withStored(store, key, isPlainText))) {
    return { contentType: "text/plain; charset=utf-8" };
  }
  throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA, `${types.join(", ")} 파일만 업로드할 수 있습니다.`);
}
