import {
  ARCHIVE_UPDATE_CONTENT_TYPES,
  type ArchiveInput,
  type ListArchivesQuery,
  ARCHIVE_MESSAGES as M,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor, UnionContext } from "../../platform/access";
import { badRequest, notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { readFile, settleFilesForUse } from "../files/files.service";
import { toArchive, toArchiveListItem } from "./archives.mapper";
import {
  deleteArchive,
  findArchiveRow,
  findFilesWithLinks,
  findNickname,
  insertArchive,
  insertHistories,
  listArchiveFiles,
  listArchiveHistories,
  listArchiveRows,
  setArchiveFiles,
  updateArchive,
  type Viewer,
} from "./archives.repository";

export const ARCHIVE_DIVISION = "UNION_BOARD";

type Ctx = { db: Db; unionSeq: number; viewer: Viewer };

export const viewerOf = (actor: Actor, union: UnionContext): Viewer => ({
  memberSeq: actor.memberSeq,
  isSupervisor: union.label === "SUPERVISOR",
});

/** 자료실 list (spec 04 §2.8): the entries the viewer may see, by title (contains), newest first. */
export async function listArchives({ db, unionSeq, viewer, query }: Ctx & { query: ListArchivesQuery }) {
  const { rows, total } = await listArchiveRows(db, unionSeq, viewer, query);
  return { items: rows.map(toArchiveListItem), total };
}

async function visibleArchive(db: Db, unionSeq: number, archiveSeq: number, viewer: Viewer) {
  const row = await findArchiveRow(db, unionSeq, archiveSeq, viewer);
  if (!row) throw notFound(M.archiveNotFound);
  return row;
}

async function readArchive(db: Db, unionSeq: number, archiveSeq: number, viewer: Viewer) {
  const row = await visibleArchive(db, unionSeq, archiveSeq, viewer);
  const [fileRows, histories] = await Promise.all([
    listArchiveFiles(db, archiveSeq),
    listArchiveHistories(db, archiveSeq),
  ]);
  return toArchive(row, fileRows, histories);
}

export const getArchive = ({ db, unionSeq, viewer, archiveSeq }: Ctx & { archiveSeq: number }) =>
  readArchive(db, unionSeq, archiveSeq, viewer);

/**
 * Files to attach: uploads of this union to the archive division (a signed upload to object storage is
 * completed first), stored, not attached to another entry; on an update only images (spec 04 §5).
 */
async function checkedNewFiles(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  archiveSeq: number | null;
  fileSeqs: number[];
  imagesOnly: boolean;
}) {
  if (opts.fileSeqs.length === 0) return [];
  await settleFilesForUse({ db: opts.db, store: opts.store, unionSeq: opts.unionSeq, fileSeqs: opts.fileSeqs });
  const found = await findFilesWithLinks(opts.db, opts.fileSeqs);
  return opts.fileSeqs.map((fileSeq) => {
    const row = found.find((candidate) => candidate.file.fileSeq === fileSeq);
    if (!row || row.file.unionSeq !== opts.unionSeq || row.file.status !== "STORED") throw badRequest(M.fileNotFound);
    if (row.file.divisionCode !== ARCHIVE_DIVISION) throw badRequest(M.fileWrongDivision);
    if (row.linkedTo !== null && row.linkedTo !== opts.archiveSeq) throw badRequest(M.fileTaken);
    if (opts.imagesOnly && !(ARCHIVE_UPDATE_CONTENT_TYPES as readonly string[]).includes(row.file.contentType)) {
      throw badRequest(M.updateImagesOnly);
    }
    return { fileSeq, fileName: row.file.originalName };
  });
}

const valuesOf = (input: ArchiveInput) => ({
  category: input.category,
  title: input.title,
  content: input.content,
  isPublic: input.isPublic,
});

/** Registers an entry with its files; each file's upload goes to the history by the writer. */
export async function createArchive(opts: Ctx & { store: FileStore; actor: Actor; input: ArchiveInput }) {
  const { db, unionSeq, actor, input } = opts;
  const added = await checkedNewFiles({
    db,
    store: opts.store,
    unionSeq,
    archiveSeq: null,
    fileSeqs: input.fileSeqs,
    imagesOnly: false,
  });
  const nickname = await findNickname(db, actor.memberSeq);
  const archiveSeq = await inTransaction(db, async (tx) => {
    const seq = await insertArchive(tx, { ...valuesOf(input), unionSeq, createdBy: actor.memberSeq });
    await setArchiveFiles(tx, seq, input.fileSeqs);
    await insertHistories(
      tx,
      seq,
      { memberSeq: actor.memberSeq, nickname },
      added.map((file) => ({ action: "UPLOAD" as const, ...file })),
    );
    return seq;
  });
  return readArchive(db, unionSeq, archiveSeq, opts.viewer);
}

/**
 * Changes an entry: its fields and its files as listed (in that order). A file left out is removed from the
 * entry (history DELETE); a file added must be an image (history UPLOAD).
 */
export async function modifyArchive(
  opts: Ctx & { store: FileStore; actor: Actor; archiveSeq: number; input: ArchiveInput },
) {
  const { db, unionSeq, actor, archiveSeq, input, viewer } = opts;
  await visibleArchive(db, unionSeq, archiveSeq, viewer);
  const current = await listArchiveFiles(db, archiveSeq);
  const currentSeqs = new Set(current.map((file) => file.fileSeq));
  const added = await checkedNewFiles({
    db,
    store: opts.store,
    unionSeq,
    archiveSeq,
    fileSeqs: input.fileSeqs.filter((fileSeq) => !currentSeqs.has(fileSeq)),
    imagesOnly: true,
  });
  const removed = current.filter((file) => !input.fileSeqs.includes(file.fileSeq));
  const nickname = await findNickname(db, actor.memberSeq);
  await inTransaction(db, async (tx) => {
    await updateArchive(tx, archiveSeq, valuesOf(input));
    await setArchiveFiles(tx, archiveSeq, input.fileSeqs);
    await insertHistories(tx, archiveSeq, { memberSeq: actor.memberSeq, nickname }, [
      ...removed.map((file) => ({ action: "DELETE" as const, fileSeq: file.fileSeq, fileName: file.originName })),
      ...added.map((file) => ({ action: "UPLOAD" as const, ...file })),
    ]);
  });
  return readArchive(db, unionSeq, archiveSeq, viewer);
}

/** Deletes an entry with its file links and history. */
export async function removeArchive({ db, unionSeq, viewer, archiveSeq }: Ctx & { archiveSeq: number }) {
  await visibleArchive(db, unionSeq, archiveSeq, viewer);
  await deleteArchive(db, archiveSeq);
  return { archiveSeq };
}

/** One file of an entry, streamed; the download goes to the entry's history (who and when). */
export async function downloadArchiveFile(
  opts: Ctx & { store: FileStore; actor: Actor; archiveSeq: number; fileSeq: number },
) {
  const { db, unionSeq, viewer, archiveSeq, fileSeq, actor } = opts;
  await visibleArchive(db, unionSeq, archiveSeq, viewer);
  const file = (await listArchiveFiles(db, archiveSeq)).find((candidate) => candidate.fileSeq === fileSeq);
  if (!file) throw notFound(M.fileNotFound);
  const download = await readFile({ db, store: opts.store, actor, fileSeq });
  const nickname = await findNickname(db, actor.memberSeq);
  await insertHistories(db, archiveSeq, { memberSeq: actor.memberSeq, nickname }, [
    { action: "DOWNLOAD", fileSeq, fileName: file.originName },
  ]);
  return download;
}
