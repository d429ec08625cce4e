import { MAX_UPLOAD_ROWS } from "@johap/contracts";
import type { SheetRow } from "./register-sheet-reader";

/**
 * Rows the upload request already read (to refuse a file over 20,000 rows before anything changes),
 * kept for the conversion job so it does not read the workbook a second time. In the memory of the
 * Excel thread (register-excel.worker.ts) and bounded: at most 20,000 rows in all (one full upload, about
 * 25 MB of that thread's heap, whose size is limited), the oldest dropped first. A job running in another
 * process, after a restart, on a replaced thread or whose rows were dropped finds nothing here and reads
 * the file again.
 */
export const KEEP_MS = 15 * 60 * 1000;
const MAX_KEPT_ROWS = MAX_UPLOAD_ROWS;
const kept = new Map<string, { rows: SheetRow[]; at: number }>();

const keptRows = () => [...kept.values()].reduce((sum, entry) => sum + entry.rows.length, 0);

export function keepRows(storageKey: string, rows: SheetRow[]) {
  const now = Date.now();
  for (const [key, entry] of kept) if (now - entry.at > KEEP_MS) kept.delete(key);
  kept.delete(storageKey);
  while (kept.size > 0 && keptRows() + rows.length > MAX_KEPT_ROWS) kept.delete(kept.keys().next().value as string);
  kept.set(storageKey, { rows, at: now });
}

export function takeRows(storageKey: string): SheetRow[] | null {
  const entry = kept.get(storageKey);
  kept.delete(storageKey);
  return entry && Date.now() - entry.at <= KEEP_MS ? entry.rows : null;
}
