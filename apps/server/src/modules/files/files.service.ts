import { Readable } from "node:stream";
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  FILE_DIVISIONS,
  type FileDivisionCode,
  type MenuCode,
  type StoredFile,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { AppError, badRequest, notFound } from "../../platform/errors";
import {
  type FileStore,
  FileTooLargeError,
  newStorageKey,
  pendingStorageKey,
  verifyFileUrl,
} from "../../platform/file-store";
import { assertMembershipAllows } from "../../platform/guard";
import type { Jobs } from "../../platform/jobs";
import { fileTooLarge, type UploadPart } from "../../platform/uploads";
import { findMembership } from "../union-users/union-users.repository";
import { checkStoredContent } from "./file-content";
import { deletePendingBefore, findFile, insertFile, insertFiles, markStored, type NewFile } from "./files.repository";

export const SIGNED_URL_TTL_MS = 10 * 60_000;
export const EXPIRE_PENDING_JOB = "files.expire-pending";
const SIZE_MISMATCH = "파일 크기가 요청한 크기와 다릅니다.";
const FILE_NOT_FOUND = "파일을 찾을 수 없습니다.";
const UPLOAD_NOT_FOUND = "업로드할 파일을 찾을 수 없습니다.";

type FileRow = NonNullable<Awaited<ReturnType<typeof findFile>>>;

export const toStoredFile = (row: FileRow): StoredFile => ({
  fileSeq: row.fileSeq,
  divisionCode: row.divisionCode,
  originalName: row.originalName,
  contentType: row.contentType,
  size: row.size,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** The menus whose holders may use a division's files: reading needs one of them, uploading its 관리. */
export const FILE_DIVISION_MENUS: Readonly<Record<FileDivisionCode, readonly MenuCode[]>> = {
  MEET: ["M1003", "M1004", "M1005"],
  UNION_BOARD: ["M0410"],
  UNION_ELECTRONIC_DOCUMENT: ["M0413"],
  CALLING_NUMBER: ["M0403"],
  POST: ["M0405"],
  REGISTER: ["M0401"],
  SMS_IMAGE: ["M0403"],
  CONSENT: ["M1201", "M1202"],
};

/** The caller manages the union, it is in service, and the caller holds a menu of the division. */
async function assertDivisionAccess(db: Db, actor: Actor, unionSeq: number, division: string, isWrite: boolean) {
  const membership = await findMembership(db, unionSeq, actor.serviceMemberId);
  if (!membership) throw new AppError(403, ERROR_CODES.UNION_FORBIDDEN, ERROR_MESSAGES.UNION_FORBIDDEN);
  const menus = FILE_DIVISION_MENUS[division as FileDivisionCode] ?? [];
  await assertMembershipAllows(db, membership, menus, isWrite);
}

/** Runs `work` on bytes stored under `key`; a refusal or failure removes them. */
async function keptIfAccepted<T>(store: FileStore, key: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await store.remove(key);
    throw error;
  }
}

/** Streams one uploaded part to a new key under its division's limit, then checks what was stored. */
async function storeChecked(store: FileStore, file: UploadPart) {
  const storageKey = newStorageKey(file.division);
  return keptIfAccepted(store, storageKey, async () => {
    const { size } = await store
      .putStream(storageKey, file.stream, { maxBytes: FILE_DIVISIONS[file.division].maxBytes })
      .catch((error: unknown) => {
        throw error instanceof FileTooLargeError ? fileTooLarge(file.division) : error;
      });
    const { contentType } = await checkStoredContent(file.division, store, storageKey, size);
    return { storageKey, size, contentType };
  });
}

/**
 * Multipart upload (`POST /v1/files`): the caller's right to the division is checked at the first file,
 * before its bytes are read; each file is streamed to the store and checked by content; the rows are
 * written together. A refusal removes every file of the request.
 */
export async function storeUploadStreams(opts: {
  db: Db;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  files: AsyncIterable<UploadPart>;
}): Promise<StoredFile[]> {
  const staged: NewFile[] = [];
  try {
    for await (const file of opts.files) {
      if (staged.length === 0) await assertDivisionAccess(opts.db, opts.actor, opts.unionSeq, file.division, true);
      staged.push({
        unionSeq: opts.unionSeq,
        uploadedBy: opts.actor.memberSeq,
        divisionCode: file.division,
        originalName: file.fileName,
        status: "STORED",
        ...(await storeChecked(opts.store, file)),
      });
    }
    if (staged.length === 0) throw badRequest("업로드할 파일을 선택해 주세요.");
    return (await insertFiles(opts.db, staged)).map(toStoredFile);
  } catch (error) {
    await Promise.all(staged.map((file) => opts.store.remove(file.storageKey)));
    throw error;
  }
}

/** Files already read into memory (MMS images of at most 300 KB), stored like a multipart upload. */
export function storeUploads(opts: {
  db: Db;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  divisionCode: FileDivisionCode;
  uploads: { fileName: string; bytes: Buffer }[];
}): Promise<StoredFile[]> {
  const files = opts.uploads.map((upload) => ({
    fileName: upload.fileName,
    division: opts.divisionCode,
    stream: Readable.from(upload.bytes),
  }));
  return storeUploadStreams({ ...opts, files: Readable.from(files) });
}

/**
 * A signed upload that went to object storage (a presigned PUT the API never sees) is completed when the
 * file is first used, or when its URL expires: the bytes are copied to a key no URL can write, and that
 * copy is checked by size (HEAD) and content, so a PUT after the check cannot change what was checked.
 * Not uploaded yet: 404. Refused: the upload is removed and the check's 400 or 415 answers.
 */
async function settlePendingUpload(db: Db, store: FileStore, row: FileRow): Promise<FileRow> {
  if (!(await store.stat(row.storageKey))) throw notFound(FILE_NOT_FOUND);
  const division = row.divisionCode as FileDivisionCode;
  const storageKey = newStorageKey(division);
  await store.copy(row.storageKey, storageKey);
  let stored: FileRow | null;
  try {
    stored = await keptIfAccepted(store, storageKey, async () => {
      const size = (await store.stat(storageKey))?.size ?? 0;
      if (size !== row.size) throw badRequest(SIZE_MISMATCH);
      const { contentType } = await checkStoredContent(division, store, storageKey, size);
      return markStored(db, row.fileSeq, { storageKey, contentType, size });
    });
  } catch (error) {
    if (error instanceof AppError) await store.remove(row.storageKey);
    throw error;
  }
  await store.remove(row.storageKey);
  if (stored) return stored;
  // Completed meanwhile by another request: its copy is the file.
  await store.remove(storageKey);
  const current = await findFile(db, row.fileSeq);
  if (current?.status !== "STORED") throw notFound(FILE_NOT_FOUND);
  return current;
}

/**
 * Completes the signed uploads among `fileSeqs` that are the union's and still pending (a presigned PUT to
 * object storage the API never saw), so that a domain reusing them (an SMS image) finds them STORED.
 * An upload not there or refused answers its 404, 400 or 415.
 */
export async function settleFilesForUse(opts: { db: Db; store: FileStore; unionSeq: number; fileSeqs: number[] }) {
  for (const fileSeq of new Set(opts.fileSeqs)) {
    const row = await findFile(opts.db, fileSeq);
    if (row?.status === "PENDING" && row.unionSeq === opts.unionSeq)
      await settlePendingUpload(opts.db, opts.store, row);
  }
}

/**
 * A file is readable by managers of its union who hold a menu of its division, while the union is in
 * service (the same rules as the union routes); a file without a union only by its uploader.
 */
export async function readFile(opts: { db: Db; store: FileStore; actor: Actor; fileSeq: number }) {
  const found = await findFile(opts.db, opts.fileSeq);
  if (!found) throw notFound(FILE_NOT_FOUND);
  if (found.unionSeq == null) {
    if (found.uploadedBy !== opts.actor.memberSeq) throw notFound(FILE_NOT_FOUND);
  } else {
    await assertDivisionAccess(opts.db, opts.actor, found.unionSeq, found.divisionCode, false);
  }
  const row = found.status === "PENDING" ? await settlePendingUpload(opts.db, opts.store, found) : found;
  return { row, stream: await opts.store.getStream(row.storageKey) };
}

export async function createSignedUploads(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  divisionCode: FileDivisionCode;
  files: { fileName: string; contentType: string; size: number }[];
}) {
  await assertDivisionAccess(opts.db, opts.actor, opts.unionSeq, opts.divisionCode, true);
  const expiresAt = Date.now() + SIGNED_URL_TTL_MS;
  const out = [];
  for (const file of opts.files) {
    const row = await insertFile(opts.db, {
      unionSeq: opts.unionSeq,
      uploadedBy: opts.actor.memberSeq,
      divisionCode: opts.divisionCode,
      originalName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      storageKey: pendingStorageKey(opts.divisionCode),
      status: "PENDING",
    });
    await opts.jobs.send(
      EXPIRE_PENDING_JOB,
      { fileSeq: row.fileSeq, expiresAt },
      { startAfter: new Date(expiresAt + 1000) },
    );
    const url = await opts.store.uploadUrl({
      fileSeq: row.fileSeq,
      key: row.storageKey,
      size: row.size,
      contentType: row.contentType,
      expiresAt,
    });
    out.push({
      fileSeq: row.fileSeq,
      fileName: row.originalName,
      url,
      method: "PUT" as const,
      expiresAt: new Date(expiresAt).toISOString(),
    });
  }
  return out;
}

const refusedUrl = (message: string) => new AppError(403, ERROR_CODES.PERMISSION_DENIED, message);

/**
 * Before a byte of a signed PUT's body is read: the URL's signature and expiry, a file still pending,
 * and a Content-Length (when sent) equal to the size the URL was issued for. Returns the pending row.
 */
export async function admitSignedUpload(opts: {
  db: Db;
  secret: Buffer;
  fileSeq: number;
  expires: string | undefined;
  signature: string | undefined;
  contentLength: string | undefined;
}): Promise<FileRow> {
  if (!verifyFileUrl(opts.secret, "upload", opts.fileSeq, opts.expires, opts.signature)) {
    throw refusedUrl("업로드 주소가 만료되었거나 올바르지 않습니다.");
  }
  const row = await findFile(opts.db, opts.fileSeq);
  if (row?.status !== "PENDING") throw notFound(UPLOAD_NOT_FOUND);
  if (opts.contentLength !== undefined && opts.contentLength !== String(row.size)) throw badRequest(SIZE_MISMATCH);
  return row;
}

/** The body of an admitted signed PUT, streamed to a new key with the announced size as its hard limit. */
export async function completeSignedUpload(opts: { db: Db; store: FileStore; row: FileRow; body: Readable }) {
  const { row, store } = opts;
  const division = row.divisionCode as FileDivisionCode;
  const storageKey = newStorageKey(division);
  return keptIfAccepted(store, storageKey, async () => {
    const { size } = await store.putStream(storageKey, opts.body, { maxBytes: row.size }).catch((error: unknown) => {
      throw error instanceof FileTooLargeError
        ? new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, SIZE_MISMATCH)
        : error;
    });
    if (size !== row.size) throw badRequest(SIZE_MISMATCH);
    const { contentType } = await checkStoredContent(division, store, storageKey, size);
    const stored = await markStored(opts.db, row.fileSeq, { storageKey, contentType, size });
    if (!stored) throw notFound(UPLOAD_NOT_FOUND);
    return toStoredFile(stored);
  });
}

/** A download through an API-signed URL (local disk; object storage signs its own). */
export async function readSignedDownload(opts: {
  db: Db;
  store: FileStore;
  secret: Buffer;
  fileSeq: number;
  expires: string | undefined;
  signature: string | undefined;
}) {
  if (!verifyFileUrl(opts.secret, "download", opts.fileSeq, opts.expires, opts.signature)) {
    throw refusedUrl("다운로드 주소가 만료되었거나 올바르지 않습니다.");
  }
  const row = await findFile(opts.db, opts.fileSeq);
  if (row?.status !== "STORED") throw notFound(FILE_NOT_FOUND);
  return { row, stream: await opts.store.getStream(row.storageKey) };
}

/**
 * Job, when a signed upload's URL has expired. With the store, an upload that reached object storage but
 * was never used is completed (or refused) first; what is still pending is removed, row and bytes.
 */
export async function expirePendingUpload(opts: { db: Db; store?: FileStore; fileSeq: number; expiresAt: number }) {
  const row = await findFile(opts.db, opts.fileSeq);
  if (opts.store && row?.status === "PENDING") {
    try {
      await settlePendingUpload(opts.db, opts.store, row);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  const removed = await deletePendingBefore(opts.db, opts.fileSeq, new Date(opts.expiresAt + 1));
  if (opts.store) for (const file of removed) await opts.store.remove(file.storageKey);
  return removed;
}
