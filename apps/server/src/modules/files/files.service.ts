import { ERROR_CODES, ERROR_MESSAGES, type FileDivisionCode, type MenuCode, type StoredFile } from "@johap/contracts";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { type FileStore, newStorageKey, signFileUrl, verifyFileUrl } from "../../platform/file-store";
import { assertMembershipAllows } from "../../platform/guard";
import type { Jobs } from "../../platform/jobs";
import { findMembership } from "../union-users/union-users.repository";
import { checkFileContent } from "./file-content";
import { deletePendingBefore, findFile, insertFile, markStored } from "./files.repository";

export const SIGNED_URL_TTL_MS = 10 * 60_000;
export const EXPIRE_PENDING_JOB = "files.expire-pending";

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

export async function storeUploads(opts: {
  db: Db;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  divisionCode: FileDivisionCode;
  uploads: { fileName: string; bytes: Buffer }[];
}): Promise<StoredFile[]> {
  if (opts.uploads.length === 0) throw badRequest("업로드할 파일을 선택해 주세요.");
  await assertDivisionAccess(opts.db, opts.actor, opts.unionSeq, opts.divisionCode, true);
  const checked = [];
  for (const upload of opts.uploads)
    checked.push({ ...upload, ...(await checkFileContent(opts.divisionCode, upload.bytes)) });
  const stored: StoredFile[] = [];
  for (const file of checked) {
    const storageKey = newStorageKey(opts.divisionCode);
    await opts.store.put(storageKey, file.bytes);
    const row = await insertFile(opts.db, {
      unionSeq: opts.unionSeq,
      uploadedBy: opts.actor.memberSeq,
      divisionCode: opts.divisionCode,
      originalName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
      storageKey,
      status: "STORED",
    });
    stored.push(toStoredFile(row));
  }
  return stored;
}

/** The menus whose holders may use a division's files: reading needs one of them, uploading its 관리. */
export const FILE_DIVISION_MENUS: Readonly<Record<FileDivisionCode, readonly MenuCode[]>> = {
  MEET: ["M1003", "M1004"],
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

/**
 * A file is readable by managers of its union who hold a menu of its division, while the union is in
 * service (the same rules as the union routes); a file without a union only by its uploader.
 */
export async function readFile(opts: { db: Db; store: FileStore; actor: Actor; fileSeq: number }) {
  const row = await findFile(opts.db, opts.fileSeq);
  if (row?.status !== "STORED") throw notFound("파일을 찾을 수 없습니다.");
  if (row.unionSeq == null) {
    if (row.uploadedBy !== opts.actor.memberSeq) throw notFound("파일을 찾을 수 없습니다.");
  } else {
    await assertDivisionAccess(opts.db, opts.actor, row.unionSeq, row.divisionCode, false);
  }
  return { row, bytes: await opts.store.get(row.storageKey) };
}

export async function createSignedUploads(opts: {
  db: Db;
  jobs: Jobs;
  secret: Buffer;
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
      storageKey: newStorageKey(opts.divisionCode),
      status: "PENDING",
    });
    await opts.jobs.send(
      EXPIRE_PENDING_JOB,
      { fileSeq: row.fileSeq, expiresAt },
      { startAfter: new Date(expiresAt + 1000) },
    );
    out.push({
      fileSeq: row.fileSeq,
      fileName: row.originalName,
      url: signFileUrl(opts.secret, row.fileSeq, expiresAt),
      method: "PUT" as const,
      expiresAt: new Date(expiresAt).toISOString(),
    });
  }
  return out;
}

export async function completeSignedUpload(opts: {
  db: Db;
  store: FileStore;
  secret: Buffer;
  fileSeq: number;
  expires: number;
  signature: string;
  bytes: Buffer;
}) {
  if (!verifyFileUrl(opts.secret, opts.fileSeq, opts.expires, opts.signature)) {
    throw new AppError(403, ERROR_CODES.PERMISSION_DENIED, "업로드 주소가 만료되었거나 올바르지 않습니다.");
  }
  const row = await findFile(opts.db, opts.fileSeq);
  if (row?.status !== "PENDING") throw notFound("업로드할 파일을 찾을 수 없습니다.");
  if (opts.bytes.length !== row.size) throw badRequest("파일 크기가 요청한 크기와 다릅니다.");
  const { contentType } = await checkFileContent(row.divisionCode as FileDivisionCode, opts.bytes);
  await opts.store.put(row.storageKey, opts.bytes);
  await markStored(opts.db, row.fileSeq, contentType, opts.bytes.length);
  return toStoredFile({ ...row, status: "STORED", contentType });
}

/** Job: a signed upload never completed before its URL expired is removed. */
export async function expirePendingUpload(opts: { db: Db; fileSeq: number; expiresAt: number }) {
  return deletePendingBefore(opts.db, opts.fileSeq, new Date(opts.expiresAt + 1));
}
