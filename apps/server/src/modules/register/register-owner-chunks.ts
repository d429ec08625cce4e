import { setImmediate as nextTurn } from "node:timers/promises";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { deleteOwnerChunk } from "./register-bulk.repository";

/**
 * Owners are loaded and removed this many at a time, each chunk in a transaction of its own of a few short
 * statements: on PGlite the database runs on the event loop and an open transaction holds every other
 * request, so no step may take long (issue 13: no hold over 200 ms for a 20,000-owner conversion). With 100
 * owners the longest statement (their documents) takes about 20 ms on PGlite, the chunk about 60 ms.
 */
export const OWNER_CHUNK = 100;

/** Gives the event loop a turn between two chunks (requests waiting on PGlite get in between). */
export const yieldTurn = () => nextTurn();

/**
 * Removes owners of the union chunk by chunk (only `seqs`, or only up to `maxSeq`, when given) while
 * `proceed` holds, checked in each chunk's transaction. Answers how many were removed.
 */
export async function removeOwnersInChunks(
  db: Db,
  unionSeq: number,
  only: { seqs?: number[]; maxSeq?: number } = {},
  proceed: (tx: Db) => Promise<boolean> = async () => true,
): Promise<number> {
  let removed = 0;
  const pieces = only.seqs ? slices(only.seqs, OWNER_CHUNK) : null;
  for (let i = 0; ; i++) {
    if (pieces && i >= pieces.length) return removed;
    const seqs = pieces?.[i];
    const deleted = await inTransaction(db, async (tx) =>
      (await proceed(tx)) ? deleteOwnerChunk(tx, unionSeq, OWNER_CHUNK, { ...only, seqs }) : null,
    );
    if (deleted === null || (!pieces && deleted === 0)) return removed;
    removed += deleted;
    await yieldTurn();
  }
}

export function slices<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
