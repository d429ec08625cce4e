import crypto from "node:crypto";
import {
  type CreateElectronicDocumentInput,
  type CreateElectronicDocumentResult,
  type ElectronicDocumentCost,
  type ElectronicDocumentDraft,
  EPOST_SERVICE_TYPE,
  EPOST_UNIT_COST,
  type EpostStatus,
  ERROR_CODES,
  epostContactOf,
  epostCost,
  type ListEpostCandidatesQuery,
  EPOST_MESSAGES as M,
  maintenanceMessage,
  type SendElectronicDocumentResult,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { debitUsage } from "../../platform/ledger";
import { settleFilesForUse } from "../files/files.service";
import { checkMaintenance } from "../maintenance/maintenance.service";
import { contactSourceOf, toAttachFiles, toCandidate, toDetail, toDocument, toRecipient } from "./e-posts.mapper";
import {
  type DocumentRow,
  deleteRecipients,
  fileRowsOf,
  findDocument,
  insertDocument,
  insertRecipients,
  listCandidateRows,
  listDocumentRows,
  listRecipientRows,
  ownersOf,
  statusCounts,
  updateDocument,
} from "./e-posts.repository";

export const EPOST_DISPATCH_JOB = "e-posts.dispatch";
export const epostReference = (id: number) => `e-post:${id}`;
const PDF_MIME = "application/pdf";

/** The documents must be this union's stored PDFs of the e-post division (a signed upload still pending is settled). */
async function checkDocuments(db: Db, store: FileStore, unionSeq: number, fileSeqs: number[]) {
  const unique = [...new Set(fileSeqs)];
  await settleFilesForUse({ db, store, unionSeq, fileSeqs: unique });
  const rows = await fileRowsOf(db, unionSeq, unique);
  if (rows.length !== unique.length || rows.some((r) => r.status !== "STORED")) throw badRequest(M.attachmentRequired);
  if (rows.some((r) => r.divisionCode !== "UNION_ELECTRONIC_DOCUMENT" || r.contentType !== PDF_MIME)) {
    throw badRequest(M.pdfOnly);
  }
  return unique;
}

/** Each selected owner of the union, with the contact the post goes to (refused when it has none). */
async function recipientsOf(db: Db, unionSeq: number, seqs: number[]) {
  const unique = [...new Set(seqs)];
  const owners = await ownersOf(db, unionSeq, unique);
  if (owners.length !== unique.length) throw badRequest(M.notOwner);
  const bySeq = new Map(owners.map((o) => [o.unionRegisterSeq, o]));
  return unique.map((seq) => {
    const owner = bySeq.get(seq);
    const contact = owner ? epostContactOf(contactSourceOf(owner)) : null;
    if (!contact) throw badRequest(M.recipientIncomplete);
    return { unionRegisterSeq: seq, ...contact };
  });
}

/**
 * Creates a post with its recipients (contact data copied from the register): TEMP with `isTemp` (not sendable,
 * title and documents may wait), else READY, to be sent later from the list after the cost confirmation.
 */
export async function createDocument(opts: {
  db: Db;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  input: CreateElectronicDocumentInput;
}): Promise<CreateElectronicDocumentResult> {
  const { db, unionSeq, input } = opts;
  const fileSeqs = input.documents.length ? await checkDocuments(db, opts.store, unionSeq, input.documents) : [];
  const rows = await recipientsOf(db, unionSeq, input.unionRegisterSeqs);
  const fields = draftFields(input, fileSeqs, rows.length);
  const status = fields.documentStatus;
  const doc = await inTransaction(db, async (tx) => {
    const created = await insertDocument(tx, { unionSeq, ...fields, createdBy: opts.actor.memberSeq });
    await insertRecipients(
      tx,
      rows.map((r) => ({ ...r, electronicDocumentSeq: created.electronicDocumentSeq })),
    );
    return created;
  });
  return {
    electronicDocumentSeq: doc.electronicDocumentSeq,
    documentStatus: status,
    isSendable: status === "READY",
    recipientCount: doc.recipientCount,
  };
}

const draftFields = (input: CreateElectronicDocumentInput, fileSeqs: number[], recipientCount: number) => ({
  title: input.title,
  documentStatus: (input.isTemp ? "TEMP" : "READY") as EpostStatus,
  fileSeqs,
  sendMethod: input.sendMethod,
  signatureExpireIn: input.signatureExpireIn,
  isScheduled: input.isScheduled,
  scheduledAt: input.isScheduled && input.scheduledAt ? new Date(input.scheduledAt) : null,
  recipientCount,
});

/** The union's TEMP post, else 404 (none) or 409 (it was completed or sent). */
async function draftOf(db: Db, unionSeq: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const row = await findDocument(db, unionSeq, id, opts);
  if (!row) throw notFound(M.notFound);
  if (row.documentStatus !== "TEMP") throw conflict(M.notDraft);
  return row;
}

/** GET electronic-documents/{id}/draft (ours): a TEMP post as the wizard resumes it. */
export async function getDraft(opts: { db: Db; unionSeq: number; id: number }): Promise<ElectronicDocumentDraft> {
  const row = await draftOf(opts.db, opts.unionSeq, opts.id);
  const seqs = (await listRecipientRows(opts.db, row.electronicDocumentSeq, { page: 0, pageSize: 1_000 })).rows
    .map((r) => r.unionRegisterSeq)
    .filter((seq): seq is number => seq !== null);
  const candidates = seqs.length
    ? (await listCandidateRows(opts.db, opts.unionSeq, { page: 0, pageSize: 1_000, unionRegisterSeqs: seqs })).rows
    : [];
  return {
    electronicDocumentSeq: row.electronicDocumentSeq,
    title: row.title,
    attachFiles: await filesOf(opts.db, row),
    recipients: candidates.map(toCandidate),
  };
}

/**
 * PUT electronic-documents/{id} (ours): a TEMP post saved again with the create call's body and rules: TEMP again
 * with `isTemp`, else READY (sendable from the list). Its recipients are replaced by the ones sent.
 */
export async function updateDraft(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  id: number;
  input: CreateElectronicDocumentInput;
}): Promise<CreateElectronicDocumentResult> {
  const { db, unionSeq, input } = opts;
  await draftOf(db, unionSeq, opts.id);
  const fileSeqs = input.documents.length ? await checkDocuments(db, opts.store, unionSeq, input.documents) : [];
  const rows = await recipientsOf(db, unionSeq, input.unionRegisterSeqs);
  const fields = draftFields(input, fileSeqs, rows.length);
  await inTransaction(db, async (tx) => {
    await draftOf(tx, unionSeq, opts.id, { forUpdate: true });
    await updateDocument(tx, opts.id, fields, ["TEMP"]);
    await deleteRecipients(tx, opts.id);
    await insertRecipients(
      tx,
      rows.map((r) => ({ ...r, electronicDocumentSeq: opts.id })),
    );
  });
  return {
    electronicDocumentSeq: opts.id,
    documentStatus: fields.documentStatus,
    isSendable: fields.documentStatus === "READY",
    recipientCount: rows.length,
  };
}

async function filesOf(db: Db, row: DocumentRow) {
  return toAttachFiles(row.fileSeqs, await fileRowsOf(db, row.unionSeq, row.fileSeqs));
}

export async function listDocuments(opts: { db: Db; unionSeq: number; page: number; pageSize: number }) {
  const { rows, total } = await listDocumentRows(opts.db, opts.unionSeq, opts);
  const counts = await statusCounts(
    opts.db,
    rows.map((r) => r.electronicDocumentSeq),
  );
  const items = [];
  for (const row of rows)
    items.push(toDocument(row, counts.get(row.electronicDocumentSeq) ?? {}, await filesOf(opts.db, row)));
  return { items, total };
}

/** A post of the union that is not TEMP (spec 04 §2.3: detail is disabled for TEMP). */
async function shownDocument(db: Db, unionSeq: number, id: number) {
  const row = await findDocument(db, unionSeq, id);
  if (!row) throw notFound(M.notFound);
  if (row.documentStatus === "TEMP") throw conflict(M.tempDetail);
  return row;
}

export async function getDocument(opts: { db: Db; unionSeq: number; id: number }) {
  const row = await shownDocument(opts.db, opts.unionSeq, opts.id);
  const counts = await statusCounts(opts.db, [row.electronicDocumentSeq]);
  return toDetail(row, counts.get(row.electronicDocumentSeq) ?? {}, await filesOf(opts.db, row));
}

export async function listRecipients(opts: {
  db: Db;
  unionSeq: number;
  id: number;
  query: { page: number; pageSize: number };
}) {
  const row = await shownDocument(opts.db, opts.unionSeq, opts.id);
  const { rows, total } = await listRecipientRows(opts.db, row.electronicDocumentSeq, opts.query);
  return { items: rows.map(toRecipient), total };
}

function assertSendable(row: DocumentRow | null): asserts row is DocumentRow {
  if (!row) throw notFound(M.notFound);
  if (row.documentStatus === "TEMP") throw conflict(M.tempNotSendable);
  if (row.documentStatus !== "READY") throw conflict(M.alreadySent);
  if (row.recipientCount === 0 || row.fileSeqs.length === 0 || !row.title) throw conflict(M.notSendable);
}

const priceOf = (row: DocumentRow) => ({
  totalCount: row.recipientCount,
  unitCost: EPOST_UNIT_COST,
  totalCost: epostCost(EPOST_UNIT_COST, row.recipientCount),
});

export async function quoteDocument(opts: { db: Db; unionSeq: number; id: number }): Promise<ElectronicDocumentCost> {
  const row = await findDocument(opts.db, opts.unionSeq, opts.id);
  assertSendable(row);
  return priceOf(row);
}

async function assertServiceOpen(db: Db) {
  const status = await checkMaintenance({ db, type: "POST_SEND" });
  if (status.isUnderMaintenance) {
    throw new AppError(502, ERROR_CODES.EXTERNAL_MAINTENANCE, status.message ?? maintenanceMessage("POST_SEND"));
  }
}

/**
 * Sends a READY post now or at `scheduledAt`: the post is locked, charged once through the ledger and marked
 * SENDING (or SCHEDULED) in one transaction, with the Idempotency-Key answer (`onCommit`); a second send finds
 * it no longer READY. The dispatch job hands the documents to the service.
 */
export async function sendDocument(opts: {
  db: Db;
  jobs: Jobs;
  actor: Actor;
  unionSeq: number;
  id: number;
  scheduledAt: string | null;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: SendElectronicDocumentResult) => Promise<void>;
}): Promise<SendElectronicDocumentResult> {
  const { db, unionSeq, id } = opts;
  await assertServiceOpen(db);
  const scheduledAt = opts.scheduledAt ? new Date(opts.scheduledAt) : null;
  const result = await inTransaction(db, async (tx) => {
    const row = await findDocument(tx, unionSeq, id, { forUpdate: true });
    assertSendable(row);
    const price = priceOf(row);
    if (price.totalCost > 0) {
      await debitUsage(tx, {
        unionSeq,
        amount: price.totalCost,
        serviceType: EPOST_SERVICE_TYPE,
        description: `전자 등기 발송 (${price.totalCount}건)`,
        reference: epostReference(id),
        idempotencyKey: `e-post-usage:${id}`,
      });
    }
    const updated = await updateDocument(tx, id, {
      documentStatus: scheduledAt ? "SCHEDULED" : "SENDING",
      isScheduled: scheduledAt !== null,
      scheduledAt,
      unitCost: price.unitCost,
      totalCost: price.totalCost,
      sendIdempotencyKey: opts.idempotencyKey ?? crypto.randomUUID(),
      sendRequestedAt: new Date(),
      sendRequestedBy: opts.actor.memberSeq,
    });
    if (!updated) throw conflict(M.alreadySent);
    const answer: SendElectronicDocumentResult = {
      electronicDocumentSeq: id,
      documentStatus: updated.documentStatus as EpostStatus,
      totalCount: price.totalCount,
      totalCost: price.totalCost,
      scheduledAt: updated.scheduledAt?.toISOString() ?? null,
    };
    await opts.onCommit?.(tx, answer);
    return answer;
  });
  await opts.jobs.send(EPOST_DISPATCH_JOB, { id }, scheduledAt ? { startAfter: scheduledAt } : undefined);
  return result;
}

export async function listCandidates(opts: { db: Db; unionSeq: number; query: ListEpostCandidatesQuery }) {
  const { rows, total } = await listCandidateRows(opts.db, opts.unionSeq, opts.query);
  return { items: rows.map(toCandidate), total };
}
