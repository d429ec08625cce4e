import { getDownload } from "./http";

const decodeExtValue = (charset: string, encoded: string): string | null => {
  try {
    if (charset.toLowerCase() === "utf-8") return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one character.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  } catch {
    return null;
  }
};

/**
 * The file name a Content-Disposition header gives: RFC 5987 `filename*=UTF-8''%EC%A1%B0...` first
 * (non-ASCII names), then plain `filename="..."`; null when it gives none.
 */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[^']*'([^;\s]+)/i.exec(contentDisposition);
  const fromExtended = extended ? decodeExtValue(extended[1] ?? "", extended[2] ?? "") : null;
  if (fromExtended) return fromExtended;
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(contentDisposition);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, "$1") ?? plain[2]?.trim()) : null;
  return name || null;
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a download under the name the server gives (Content-Disposition), else under `fallbackName`. */
export async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  const fileName = fileNameOf(response.headers.get("content-disposition")) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
}

/** GET `path` (a failure is told like any other call, then rejects) and save it under the server's name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  await saveResponse(await getDownload(path), fallbackName);
}
