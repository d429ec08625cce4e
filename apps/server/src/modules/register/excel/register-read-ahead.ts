import type { SheetRow } from "./register-sheet-reader";

/**
 * Rows the upload request already read (to refuse a file over 20,000 rows before anything changes),
 * kept for the conversion job so it does not read the workbook a second time. In the memory of the
 * Excel thread (register-excel.worker.ts) and bounded: a job running in another process, after a
 * restart or on a replaced thread finds nothing here and reads the file again.
 */
export const KEEP_MS = 15 * 60 * 1000;
const MAX_ENTRIES = 4;
const kept = new Map<string, { rows: SheetRow[]; at: number }>();

export function keepRows(storageKey: string, rows: SheetRow[]) {
  const now = Date.now();
  for (const [key, entry] of kept) if (now - entry.at > KEEP_MS) kept.delete(key);
  while (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
  kept.set(storageKey, { rows, at: now });
}

export function takeRows(storageKey: string): SheetRow[] | null {
  const entry = kept.get(storageKey);
  kept.delete(storageKey);
  return entry && Date.now() - entry.at <= KEEP_MS ? entry.rows : null;
}
