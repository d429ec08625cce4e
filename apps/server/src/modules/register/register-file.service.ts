import { MAX_UPLOAD_BYTES, type RegisterFileStatus } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, badRequest, conflict } from "../../platform/errors";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import type { OperatorPolicy } from "../../platform/operator-policy";
import { memberDisplayName } from "../account/account.repository";
import { findFile, insertFile } from "../files/files.repository";
import { convertUpload, readUpload, warmExcelThread } from "./excel/register-excel-thread";
import type { ParsedChunk, RowError } from "./excel/register-import";
import {
  countOwners,
  getFileStatusRow,
  lastOwnerSeq,
  lockFileStatusRow,
  refreshRegisterStatistics,
  shareLockFileStatusRow,
  upsertFileStatus,
  writeAudit,
} from "./register.repository";
import { insertOwnerChunk } from "./register-bulk.repository";
import { OWNER_CHUNK, removeOwnersInChunks, yieldTurn } from "./register-owner-chunks";

export const CONVERT_JOB = "register.convert";
const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** A request may be cancelled while it is reviewed, and at CONVEY until the register is confirmed. */
const CANCELLABLE = ["REGISTER", "REGISTERING", "REQUESTING", "CONVEY"];

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

/** The status for the register page: while it shows the upload form, the Excel thread gets ready for the file. */
export async function showFileStatus(opts: { db: Db; unionSeq: number }): Promise<RegisterFileStatus> {
  const status = await getFileStatus(opts);
  if (status.status === "NONE" || status.status === "CANCEL") warmExcelThread();
  return status;
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
  const assertOpen = (status = "NONE") => {
    if (status !== "NONE" && status !== "CANCEL")
      throw conflict("명부 검토가 진행 중이거나 이미 등록된 명부가 있습니다.");
  };
  assertOpen((await getFileStatusRow(opts.db, opts.unionSeq))?.status);
  if (opts.bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError(413, "E00413", "명부 파일은 10MB 이하만 업로드할 수 있습니다.");
  const storageKey = newStorageKey("REGISTER");
  // Checks the file and reads the sheet's rows (without validating them) so that a file over 20,000 rows
  // or without any owner row (empty, or the header only) is refused before anything changes; the conversion
  // job validates every row.
  const rowCount = await readUpload(storageKey, opts.bytes);
  if (rowCount === 0) throw badRequest(NO_OWNERS.message);
  await opts.store.put(storageKey, opts.bytes);
  const uploaded = await inTransaction(opts.db, async (tx) => {
    // Again under the row's lock: another upload may have come in while this one was read.
    assertOpen((await lockFileStatusRow(tx, opts.unionSeq))?.status);
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
    // The answer is the status this upload set: once the job is queued, it may already be converting.
    return getFileStatus({ db: tx, unionSeq: opts.unionSeq });
  });
  await opts.jobs.send(CONVERT_JOB, { unionSeq: opts.unionSeq, actorMemberSeq: opts.actor.memberSeq, operator: false });
  return uploaded;
}

/**
 * The operator's `register convert`: the conversion runs for the manager who uploaded the file, so its
 * owners and its audit event name that manager (not the operator, who is no member of the union).
 */
export async function requestOperatorConversion(opts: { db: Db; jobs: Jobs; unionSeq: number }) {
  const status = await getFileStatusRow(opts.db, opts.unionSeq);
  const file = status?.fileSeq ? await findFile(opts.db, status.fileSeq) : null;
  if (!file) return false;
  await opts.jobs.send(CONVERT_JOB, { unionSeq: opts.unionSeq, actorMemberSeq: file.uploadedBy, operator: true });
  return true;
}

/**
 * The conversion job: REGISTER -> REGISTERING -> CONVEY, or CANCEL with the rows in error and nothing
 * loaded, or back to REGISTER when it failed otherwise (the job is retried). Without automatic approval it
 * waits in REQUESTING until the operator runs it (`npm run ops -- register convert <unionSeq>`). The owners
 * are loaded chunk by chunk while REGISTERING hides them (`registerShown`) and shown all at once by the one
 * short transaction that sets CONVEY.
 */
export async function convertRegister(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  actorMemberSeq: number;
  operator: boolean;
  policy: OperatorPolicy;
  /** A conversion whose process stopped mid-way (it left REGISTERING and hidden owners): converts it again. */
  resume?: boolean;
}) {
  const expected = opts.operator ? "REQUESTING" : "REGISTER";
  const converts = opts.operator || opts.resume === true || opts.policy.isAutomatic("register-conversion");
  // Checked and moved on under the row's lock: a cancel that came first is never overridden.
  const row = await inTransaction(opts.db, async (tx) => {
    const now = await lockFileStatusRow(tx, opts.unionSeq);
    if (!now?.fileSeq) return null;
    if (now.status !== expected && !(opts.resume && now.status === "REGISTERING")) return null;
    await upsertFileStatus(tx, opts.unionSeq, { status: converts ? "REGISTERING" : "REQUESTING" });
    return { fileSeq: now.fileSeq };
  });
  if (!row || !converts) return;
  try {
    await loadConverted({ ...opts, fileSeq: row.fileSeq });
  } catch (error) {
    if (error instanceof ConversionStopped) return;
    if (error instanceof RowsInError) {
      const { errors } = error;
      // The staff saw an upload and its conversion; a rejection is an event of the register too.
      await settleConversion(opts.db, opts.unionSeq, row.fileSeq, { status: "CANCEL", errors }, async (tx) => {
        await writeAudit(tx, {
          unionSeq: opts.unionSeq,
          type: "REGISTER_REJECTED",
          actorMemberSeq: opts.actorMemberSeq,
          detail: { fileSeq: row.fileSeq, errorCount: errors.length },
        });
      });
      return;
    }
    // Anything else (the database, the file store, the Excel thread) leaves the request where it was, so the
    // job's next try (or the operator's next command) converts it again.
    await settleConversion(opts.db, opts.unionSeq, row.fileSeq, { status: expected });
    throw error;
  }
  await refreshRegisterStatistics(opts.db);
}

/** Ends a conversion of `fileSeq` unless its request changed meanwhile (cancelled, or uploaded again). */
async function settleConversion(
  db: Db,
  unionSeq: number,
  fileSeq: number,
  set: Parameters<typeof upsertFileStatus>[2],
  /** Written in the same transaction, only when the conversion is settled here. */
  record?: (tx: Db) => Promise<void>,
) {
  await inTransaction(db, async (tx) => {
    const now = await lockFileStatusRow(tx, unionSeq);
    if (now?.status !== "REGISTERING" || now.fileSeq !== fileSeq) return;
    await upsertFileStatus(tx, unionSeq, set);
    await record?.(tx);
  });
}

/**
 * Whether the union still converts `fileSeq`, under a share lock of the status row until `tx` ends: a
 * cancel (or a new upload after it) waits for the chunk in hand, and no chunk is loaded after it.
 */
async function stillConverting(tx: Db, unionSeq: number, fileSeq: number) {
  const now = await shareLockFileStatusRow(tx, unionSeq);
  return now?.status === "REGISTERING" && now.fileSeq === fileSeq;
}

/**
 * Loads the owners of an upload and sets CONVEY; throws RowsInError (some row in error) or
 * ConversionStopped (cancelled meanwhile) after removing what it loaded. First it removes the owners a
 * stopped conversion of the union left (hidden, as the union is REGISTERING). Each chunk of owners is a
 * short transaction of its own, then the event loop gets a turn; CONVEY with the audit event is the last one.
 */
async function loadConverted(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  actorMemberSeq: number;
  fileSeq: number;
}) {
  const file = await findFile(opts.db, opts.fileSeq);
  if (!file) throw new RowsInError([NO_OWNERS]);
  const bytes = await opts.store.get(file.storageKey);
  const actorName = await memberDisplayName(opts.db, opts.actorMemberSeq);
  const converting = (tx: Db) => stillConverting(tx, opts.unionSeq, opts.fileSeq);
  const conversion = convertUpload(file.storageKey, bytes, OWNER_CHUNK);
  const loaded: number[] = [];
  try {
    const first = await nextChunk(conversion);
    await removeOwnersInChunks(opts.db, opts.unionSeq, {}, converting);
    for await (const owners of validOwners(first, conversion)) {
      const seqs = await inTransaction(opts.db, async (tx) =>
        (await converting(tx)) ? insertOwnerChunk(tx, opts.unionSeq, owners, actorName) : null,
      );
      if (!seqs) throw new ConversionStopped();
      loaded.push(...seqs);
      await yieldTurn();
    }
    const shown = await inTransaction(opts.db, async (tx) => {
      // Locked: a cancel that waits for this finds CONVEY (and removes the owners), never the other way round.
      const now = await lockFileStatusRow(tx, opts.unionSeq);
      if (now?.status !== "REGISTERING" || now.fileSeq !== opts.fileSeq) return false;
      await upsertFileStatus(tx, opts.unionSeq, { status: "CONVEY", errors: [] });
      await writeAudit(tx, {
        unionSeq: opts.unionSeq,
        type: "REGISTER_CONVERTED",
        actorMemberSeq: opts.actorMemberSeq,
        detail: { ownerCount: loaded.length },
      });
      return true;
    });
    if (!shown) throw new ConversionStopped();
  } catch (error) {
    // Hidden all along: removing them is tidying up (should it fail, the next conversion of the union removes
    // them). A cancel removes them itself, so that a stopped conversion ends at once.
    if (!(error instanceof ConversionStopped)) await removeOwnersInChunks(opts.db, opts.unionSeq, { seqs: loaded });
    throw error;
  } finally {
    await conversion.return([]);
  }
}

const NO_OWNERS: RowError = { row: 0, column: "", message: "등록할 소유자가 없습니다." };

/** Rolls the load back: some row is in error (at most 500 are reported) or no owner is left. */
class RowsInError extends Error {
  constructor(readonly errors: RowError[]) {
    super("register rows in error");
  }
}

/** The request was cancelled while it was converted: the cancel removes what was loaded. */
class ConversionStopped extends Error {
  constructor() {
    super("register conversion stopped: the request changed");
  }
}

type Conversion = AsyncGenerator<ParsedChunk, RowError[]>;

/** The thread's next chunk; a file it refuses (no longer an xlsx, say) is an error of the upload. */
async function nextChunk(conversion: Conversion) {
  try {
    return await conversion.next();
  } catch (error) {
    if (error instanceof AppError) throw new RowsInError([{ row: 0, column: "", message: error.message }]);
    throw error;
  }
}

/**
 * The owners of a conversion, chunk by chunk, for as long as every row so far is valid. Once one is not,
 * it stops handing out owners but waits for the thread to check every row, and throws them all.
 */
async function* validOwners(first: IteratorResult<ParsedChunk, RowError[]>, conversion: Conversion) {
  let next = first;
  let failed = false;
  let count = 0;
  for (;;) {
    if (next.done) {
      if (next.value.length > 0) throw new RowsInError(next.value.slice(0, 500));
      if (count === 0) throw new RowsInError([NO_OWNERS]);
      return;
    }
    failed ||= next.value.failed;
    count += next.value.owners.length;
    if (!failed) yield next.value.owners;
    next = await nextChunk(conversion);
  }
}

/**
 * CONFIRM from CONVEY ('I have checked everything' is ticked in the dialog); CANCEL while reviewing, or at
 * CONVEY before confirming: then the upload's owners (and any added since, or loaded so far by a conversion
 * under way) are hidden by the cancel's transaction (`registerShown`), so the union is back where it was
 * before the upload and may upload again, and removed chunk by chunk before it answers (those it leaves,
 * should it stop, the next conversion removes).
 */
export async function patchFileStatus(opts: { db: Db; actor: Actor; unionSeq: number; status: "CONFIRM" | "CANCEL" }) {
  let removedOwnerCount = 0;
  let lastSeq = 0;
  const status = await inTransaction(opts.db, async (tx) => {
    const current = (await lockFileStatusRow(tx, opts.unionSeq))?.status ?? "NONE";
    if (opts.status === "CONFIRM" && current !== "CONVEY") throw conflict("확정할 수 있는 명부가 없습니다.");
    if (opts.status === "CANCEL" && !CANCELLABLE.includes(current))
      throw conflict("취소할 수 있는 명부 검토 요청이 없습니다.");
    if (opts.status === "CANCEL") {
      // Under the row's lock no conversion is amid a chunk, and none loads another after this commits.
      removedOwnerCount = current === "CONVEY" ? await countOwners(tx, opts.unionSeq) : 0;
      lastSeq = await lastOwnerSeq(tx, opts.unionSeq);
    }
    await upsertFileStatus(tx, opts.unionSeq, {
      status: opts.status,
      ...(opts.status === "CONFIRM" ? { confirmedAt: new Date() } : { errors: [] }),
    });
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      type: opts.status === "CONFIRM" ? "REGISTER_CONFIRMED" : "REGISTER_CANCELLED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: current === "CONVEY" && opts.status === "CANCEL" ? { removedOwnerCount } : {},
    });
    return getFileStatus({ db: tx, unionSeq: opts.unionSeq });
  });
  if (lastSeq > 0) {
    // Only owners up to the last one at the cancel: a conversion of a new upload may start meanwhile.
    await removeOwnersInChunks(opts.db, opts.unionSeq, { maxSeq: lastSeq });
    if (removedOwnerCount > 0) await refreshRegisterStatistics(opts.db);
  }
  return status;
}
