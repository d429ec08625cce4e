import type { Db } from "./client";

/** Runs `work` in one transaction; repositories take the transaction as their Db. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
