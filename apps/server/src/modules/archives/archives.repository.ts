import type { ArchiveHistoryAction, ListArchivesQuery } from "@johap/contracts";
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { members } from "../account/account.table";
import { files } from "../files/files.table";
import { archiveFiles, archiveHistories, archives } from "./archives.table";

/** Who reads: a non-public entry is shown only to its writer and to the union's supervisor (조합장). */
export type Viewer = { memberSeq: number; isSupervisor: boolean };

function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isSupervisor) return undefined;
  return or(eq(archives.isPublic, true), eq(archives.createdBy, viewer.memberSeq));
}

const fileCount = sql<number>`(select count(*)::int from ${archiveFiles} where ${archiveFiles.archiveSeq} = ${archives.archiveSeq})`;

const listColumns = {
  archive: archives,
  writerNickname: members.nickname,
  fileCount,
};
export type ArchiveListRow = {
  archive: typeof archives.$inferSelect;
  writerNickname: string;
  fileCount: number;
};

export async function listArchiveRows(db: Db, unionSeq: number, viewer: Viewer, query: ListArchivesQuery) {
  const where = and(
    eq(archives.unionSeq, unionSeq),
    visibleTo(viewer),
    query.title ? contains(archives.title, query.title) : undefined,
    query.category ? eq(archives.category, query.category) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(archives)
      .innerJoin(members, eq(members.memberSeq, archives.createdBy))
      .where(where)
      .orderBy(desc(archives.createdAt), desc(archives.archiveSeq))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(archives).where(where),
  ]);
  return { rows: rows as ArchiveListRow[], total: total?.total ?? 0 };
}

/** One entry of the union the viewer may see, or undefined. */
export async function findArchiveRow(db: Db, unionSeq: number, archiveSeq: number, viewer: Viewer) {
  const [row] = await db
    .select(listColumns)
    .from(archives)
    .innerJoin(members, eq(members.memberSeq, archives.createdBy))
    .where(and(eq(archives.unionSeq, unionSeq), eq(archives.archiveSeq, archiveSeq), visibleTo(viewer)));
  return row as ArchiveListRow | undefined;
}

export function listArchiveFiles(db: Db, archiveSeq: number) {
  return db
    .select({
      fileSeq: files.fileSeq,
      originName: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(archiveFiles)
    .innerJoin(files, eq(files.fileSeq, archiveFiles.fileSeq))
    .where(eq(archiveFiles.archiveSeq, archiveSeq))
    .orderBy(asc(archiveFiles.position), asc(archiveFiles.fileSeq));
}

/** Newest first. */
export function listArchiveHistories(db: Db, archiveSeq: number) {
  return db
    .select()
    .from(archiveHistories)
    .where(eq(archiveHistories.archiveSeq, archiveSeq))
    .orderBy(desc(archiveHistories.occurredAt), desc(archiveHistories.archiveHistorySeq));
}

/** The files named, with the entry each is already attached to (null when none). */
export function findFilesWithLinks(db: Db, fileSeqs: number[]) {
  if (fileSeqs.length === 0) return Promise.resolve([]);
  return db
    .select({ file: files, linkedTo: archiveFiles.archiveSeq })
    .from(files)
    .leftJoin(archiveFiles, eq(archiveFiles.fileSeq, files.fileSeq))
    .where(inArray(files.fileSeq, fileSeqs));
}

export type ArchiveValues = Pick<typeof archives.$inferInsert, "category" | "title" | "content" | "isPublic">;

export async function insertArchive(db: Db, values: ArchiveValues & { unionSeq: number; createdBy: number }) {
  const [row] = await db.insert(archives).values(values).returning({ archiveSeq: archives.archiveSeq });
  return row!.archiveSeq;
}

export async function updateArchive(db: Db, archiveSeq: number, values: ArchiveValues) {
  await db
    .update(archives)
    .set({ ...values, modifiedAt: new Date() })
    .where(eq(archives.archiveSeq, archiveSeq));
}

export async function deleteArchive(db: Db, archiveSeq: number) {
  await db.delete(archives).where(eq(archives.archiveSeq, archiveSeq));
}

/** The entry's files in the order given (positions rewritten); links not in `fileSeqs` are removed. */
export async function setArchiveFiles(db: Db, archiveSeq: number, fileSeqs: number[]) {
  await db.delete(archiveFiles).where(eq(archiveFiles.archiveSeq, archiveSeq));
  if (fileSeqs.length === 0) return;
  await db.insert(archiveFiles).values(fileSeqs.map((fileSeq, position) => ({ archiveSeq, fileSeq, position })));
}

export async function insertHistories(
  db: Db,
  archiveSeq: number,
  actor: { memberSeq: number; nickname: string },
  entries: { action: ArchiveHistoryAction; fileSeq: number; fileName: string }[],
) {
  if (entries.length === 0) return;
  await db.insert(archiveHistories).values(
    entries.map((entry) => ({
      archiveSeq,
      ...entry,
      memberSeq: actor.memberSeq,
      nickname: actor.nickname,
    })),
  );
}

export async function findNickname(db: Db, memberSeq: number) {
  const [row] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.memberSeq, memberSeq));
  return row?.nickname ?? "";
}
