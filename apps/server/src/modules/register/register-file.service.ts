import { MAX_UPLOAD_BYTES, type RegisterFileStatus } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, conflict } from "../../platform/errors";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { memberDisplayName } from "../account/account.repository";
import { findFile, insertFile } from "../files/files.repository";
import { keepRows, takeRows } from "./excel/register-read-ahead";
import type { SheetRow } from "./excel/register-sheet-reader";
import {
  countOwners,
  getFileStatusRow,
  refreshRegisterStatistics,
  upsertFileStatus,
  writeAudit,
} from "./register.repository";
import { insertOwnersBulk } from "./register-bulk.repository";

/** ExcelJS is loaded on first use, so start-up stays fast. */
const excel = {
  parse: async (bytes: Buffer) => (await import("./excel/register-import")).parseRegisterWorkbook(bytes),
  parseRows: async (rows: SheetRow[]) => (await import("./excel/register-import")).parseRegisterRows(rows),
  readRows: async (bytes: Buffer) => (await import("./excel/register-sheet-reader")).readRegisterRows(bytes),
  guard: async (bytes: Buffer) => (await import("./excel/register-zip-guard")).assertRegisterUpload(bytes),
};

export const CONVERT_JOB = "register.convert";
const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const REVIEWING = ["REGISTER", "REGISTERING", "REQUESTING"];

export async function getFileStatus(opts: { db: Db; unionSeq: number }): Promise<RegisterFileStatus> {
  const row = await getFileStatusRow(opts.db, opts.unionSeq);
  return {
    status: (row?.status ?? "NONE") as RegisterFileStatus["status"],
    fileSeq: row?.fileSeq ?? null,
    fileName: row?.fileName ?? null,
    requestedAt: row?.requestedAt?.toISOString() ?? null,
    confirmedAt: row?.confirmedAt?.toISOString() ?? null,
    ownerCount: await countOwners(opts.db, opts.unionSeq),
    errors: row?.errors ?? [],
  };
}

/**
 * Upload (NONE or CANCEL only): the file is checked (xlsx by content, 10 MB, 100 MB unpacked, 20,000
 * rows) before anything changes, stored, and a conversion job is queued.
 */
export async function uploadRegister(opts: {
  db: Db;
  store: FileStore;
  jobs: Jobs;
  actor: Actor;
  unionSeq: number;
  fileName: string;
  bytes: Buffer;
}) {
  const current = (await getFileStatusRow(opts.db, opts.unionSeq))?.status ?? "NONE";
  if (current !== "NONE" && current !== "CANCEL")
    throw conflict("명부 검토가 진행 중이거나 이미 등록된 명부가 있습니다.");
  if (opts.bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError(413, "E00413", "명부 파일은 10MB 이하만 업로드할 수 있습니다.");
  await excel.guard(opts.bytes);
  // Reads the sheet's rows (without validating them) so that a file over 20,000 rows is refused before
  // anything changes; the conversion job validates every row.
  const rows = await excel.readRows(opts.bytes);
  const storageKey = newStorageKey("REGISTER");
  await opts.store.put(storageKey, opts.bytes);
  keepRows(storageKey, rows);
  await inTransaction(opts.db, async (tx) => {
    const file = await insertFile(tx, {
      unionSeq: opts.unionSeq,
      uploadedBy: opts.actor.memberSeq,
      divisionCode: "REGISTER",
      originalName: opts.fileName,
      contentType: XLSX_MIME,
      size: opts.bytes.length,
      storageKey,
      status: "STORED",
    });
    await upsertFileStatus(tx, opts.unionSeq, {
      status: "REGISTER",
      fileSeq: file.fileSeq,
      fileName: opts.fileName,
      errors: [],
      requestedAt: new Date(),
      confirmedAt: null,
    });
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      type: "REGISTER_UPLOADED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { fileSeq: file.fileSeq, fileName: opts.fileName },
    });
  });
  await opts.jobs.send(CONVERT_JOB, { unionSeq: opts.unionSeq, actorMemberSeq: opts.actor.memberSeq, operator: false });
  return getFileStatus(opts);
}

/**
 * The conversion job: REGISTER -> REGISTERING -> CONVEY (owners loaded in one transaction), or CANCEL
 * with the rows in error and nothing loaded. Without automatic approval it waits in REQUESTING until
 * the operator runs it (`npm run ops -- register convert <unionSeq>`).
 */
export async function convertRegister(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  actorMemberSeq: number;
  operator: boolean;
  autoApprove: boolean;
}) {
  const row = await getFileStatusRow(opts.db, opts.unionSeq);
  const expected = opts.operator ? "REQUESTING" : "REGISTER";
  if (!row || row.status !== expected || !row.fileSeq) return;
  if (!opts.operator && !opts.autoApprove) {
    await upsertFileStatus(opts.db, opts.unionSeq, { status: "REQUESTING" });
    return;
  }
  await upsertFileStatus(opts.db, opts.unionSeq, { status: "REGISTERING" });
  const file = await findFile(opts.db, row.fileSeq);
  const rows = file ? takeRows(file.storageKey) : null;
  const parsed = rows
    ? await excel.parseRows(rows)
    : file
      ? await excel.parse(await opts.store.get(file.storageKey))
      : null;
  if (!parsed || parsed.errors.length > 0 || parsed.owners.length === 0) {
    const errors = parsed?.errors.length
      ? parsed.errors.slice(0, 500)
      : [{ row: 0, column: "", message: "등록할 소유자가 없습니다." }];
    await upsertFileStatus(opts.db, opts.unionSeq, { status: "CANCEL", errors });
    return;
  }
  const actorName = await memberDisplayName(opts.db, opts.actorMemberSeq);
  await inTransaction(opts.db, async (tx) => {
    const now = await getFileStatusRow(tx, opts.unionSeq);
    if (now?.status !== "REGISTERING") return;
    await insertOwnersBulk(tx, opts.unionSeq, parsed.owners, actorName);
    await upsertFileStatus(tx, opts.unionSeq, { status: "CONVEY", errors: [] });
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      type: "REGISTER_CONVERTED",
      actorMemberSeq: opts.actorMemberSeq,
      detail: { ownerCount: parsed.owners.length },
    });
  });
  await refreshRegisterStatistics(opts.db);
}

/** CONFIRM from CONVEY ('I have checked everything' is ticked in the dialog); CANCEL while reviewing. */
export async function patchFileStatus(opts: { db: Db; actor: Actor; unionSeq: number; status: "CONFIRM" | "CANCEL" }) {
  await inTransaction(opts.db, async (tx) => {
    const current = (await getFileStatusRow(tx, opts.unionSeq))?.status ?? "NONE";
    if (opts.status === "CONFIRM" && current !== "CONVEY") throw conflict("확정할 수 있는 명부가 없습니다.");
    if (opts.status === "CANCEL" && !REVIEWING.includes(current))
      throw conflict("취소할 수 있는 명부 검토 요청이 없습니다.");
    await upsertFileStatus(tx, opts.unionSeq, {
      status: opts.status,
      ...(opts.status === "CONFIRM" ? { confirmedAt: new Date() } : { errors: [] }),
    });
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      type: opts.status === "CONFIRM" ? "REGISTER_CONFIRMED" : "REGISTER_CANCELLED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: {},
    });
  });
  return getFileStatus(opts);
}
