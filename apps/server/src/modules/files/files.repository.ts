import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "./files.table";

export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: Db, file: NewFile) {
  const [row] = await db.insert(files).values(file).returning();
  if (!row) throw new Error("file insert failed");
  return row;
}

/** One statement: every row of an upload or none. */
export function insertFiles(db: Db, rows: NewFile[]) {
  return db.insert(files).values(rows).returning();
}

export async function findFile(db: Db, fileSeq: number) {
  const [row] = await db.select().from(files).where(eq(files.fileSeq, fileSeq));
  return row ?? null;
}

/** The named files in one query, by fileSeq (a zip of many certificates reads them all at once). */
export async function findFiles(db: Db, fileSeqs: number[]) {
  const rows = fileSeqs.length ? await db.select().from(files).where(inArray(files.fileSeq, fileSeqs)) : [];
  return new Map(rows.map((row) => [row.fileSeq, row]));
}

/** A pending file becomes STORED once, under the key its checked bytes were stored at; null if it was not pending. */
export async function markStored(
  db: Db,
  fileSeq: number,
  stored: { storageKey: string; contentType: string; size: number },
) {
  const [row] = await db
    .update(files)
    .set({ status: "STORED", ...stored })
    .where(and(eq(files.fileSeq, fileSeq), eq(files.status, "PENDING")))
    .returning();
  return row ?? null;
}

export async function deletePendingBefore(db: Db, fileSeq: number, before: Date) {
  return db
    .delete(files)
    .where(and(eq(files.fileSeq, fileSeq), eq(files.status, "PENDING"), lt(files.createdAt, before)))
    .returning({ fileSeq: files.fileSeq, storageKey: files.storageKey });
}
