import { FILE_DIVISIONS, type FileDivisionCode } from "@johap/contracts";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../platform/errors";

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
};

const typeNames = (types: readonly string[]) => types.join(", ");

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  return new TextDecoder("utf-8", { fatal: false }).decode(bytes).includes("\uFFFD") === false;
}

/**
 * Checks a file by its content (magic bytes) and size against its division.
 * Returns the content type to store; throws 413 or 415 with a Korean message.
 */
export async function checkFileContent(
  divisionCode: FileDivisionCode,
  bytes: Buffer,
): Promise<{ contentType: string }> {
  const division = FILE_DIVISIONS[divisionCode];
  if (bytes.length === 0) throw new AppError(400, "E00400", "빈 파일은 업로드할 수 없습니다.");
  if (bytes.length > division.maxBytes) {
    throw new AppError(
      413,
      "E00413",
      `파일 크기는 ${Math.floor(division.maxBytes / 1024 / 1024) || 1}MB 이하만 업로드할 수 있습니다.`,
    );
  }
  const detected = await fileTypeFromBuffer(bytes);
  for (const type of division.types as readonly string[]) {
    if (type === "txt" && !detected && isPlainText(bytes)) return { contentType: "text/plain; charset=utf-8" };
    const expected = DETECTED[type];
    if (expected && detected?.ext === expected.ext) return { contentType: expected.mime };
  }
  throw new AppError(415, "E00415", `${typeNames(division.types)} 파일만 업로드할 수 있습니다.`);
}
