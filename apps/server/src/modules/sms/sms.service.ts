import crypto from "node:crypto";
import {
  deriveSmsType,
  ERROR_CODES,
  SMS_MESSAGES as M,
  MAX_SMS_IMAGES,
  maintenanceMessage,
  normalizePhone,
  SENT_BOX_MONTHS,
  type SendResult,
  type SendSmsInput,
  type SendSmsResult,
  type SmsCost,
  type SmsRecipientInput,
  type SmsRecipientsQuery,
  type SmsType,
  smsCost,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { debitUsage, refundUsage } from "../../platform/ledger";
import { groupFilterOf } from "../address-groups/address-groups.service";
import { settleFilesForUse, storeUploads } from "../files/files.service";
import { checkMaintenance } from "../maintenance/maintenance.service";
import { toCandidate, toSentSms, toSms, toSmsDetail, toSmsFiles, toSmsMessage } from "./sms.mapper";
import {
  failedRecipientRows,
  fileRowsOf,
  findCallerByNumber,
  findFilesOfUnion,
  findMessage,
  findResendOf,
  insertMessage,
  listCandidateRows,
  listMessageRows,
  listRecipientRows,
  listSentRows,
  loadPrices,
  markCancelled,
  markDeleted,
  ownerPhonesOfUnion,
  type SmsRow,
} from "./sms.repository";

export const SMS_DISPATCH_JOB = "sms.dispatch";
export const SMS_EXPAND_JOB = "sms.expand";
export const SMS_SERVICE_TYPE = "SMS";
export const smsReference = (smsId: number) => `sms:${smsId}`;

export type SmsUpload = { fileName: string; bytes: Buffer };
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** Drops repeated phone numbers (one text per number), keeping the first recipient. */
export function uniqueRecipients(recipients: SmsRecipientInput[]) {
  const seen = new Set<string>();
  return recipients.filter((r) => {
    if (seen.has(r.phoneNo)) return false;
    seen.add(r.phoneNo);
    return true;
  });
}

/**
 * Register recipients must be owners of the union, and a phone of theirs marked without contact consent
 * (연락 동의) is texted only when the recipient says the user included it (`isIncludedWithoutConsent`).
 */
async function checkRegisterRecipients(db: Db, unionSeq: number, recipients: SmsRecipientInput[]) {
  const seqs = [...new Set(recipients.flatMap((r) => (r.unionRegisterSeq ? [r.unionRegisterSeq] : [])))];
  const owners = await ownerPhonesOfUnion(db, unionSeq, seqs);
  if (owners.length !== seqs.length) throw badRequest(M.recipientPhone);
  const refused = new Map<number, Set<string>>();
  for (const owner of owners) {
    const phones = [owner.mainPhone, ...owner.subPhones].filter((p) => !p.isContactAllowed && p.phoneNo);
    if (phones.length) refused.set(owner.unionRegisterSeq, new Set(phones.map((p) => normalizePhone(p.phoneNo))));
  }
  const isRefused = (r: SmsRecipientInput) =>
    r.unionRegisterSeq !== null && (refused.get(r.unionRegisterSeq)?.has(r.phoneNo) ?? false);
  if (recipients.some((r) => isRefused(r) && !r.isIncludedWithoutConsent)) throw badRequest(M.contactNotAllowed);
}

async function checkReusedImages(db: Db, unionSeq: number, fileSeqs: number[]) {
  const rows = await findFilesOfUnion(db, unionSeq, fileSeqs);
  if (rows.length !== new Set(fileSeqs).size || rows.some((r) => r.divisionCode !== "SMS_IMAGE")) {
    throw badRequest(M.imageType);
  }
}

function checkUploads(uploads: SmsUpload[], input: SendSmsInput) {
  if (uploads.length + input.fileSeqs.length > MAX_SMS_IMAGES) throw badRequest(M.imagesMax);
  if (uploads.some((u) => !IMAGE_NAME.test(u.fileName))) throw badRequest(M.imageType);
}

/** Type, unit price and total for a request (the cost step and the charge use the same numbers). */
async function priceOf(db: Db, input: SendSmsInput, imageCount: number, count: number) {
  const smsType: SmsType = deriveSmsType({ title: input.title, message: input.message, imageCount });
  const unitCost = (await loadPrices(db))[smsType];
  return { smsType, unitCost, totalCost: smsCost(unitCost, count) };
}

export async function quoteSms(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  input: SendSmsInput;
  uploads: SmsUpload[];
}): Promise<SmsCost> {
  const { recipients } = await validateSendRequest(opts);
  const imageCount = opts.uploads.length + opts.input.fileSeqs.length;
  const price = await priceOf(opts.db, opts.input, imageCount, recipients.length);
  return {
    totalCount: recipients.length,
    totalCost: price.totalCost,
    smsType: price.smsType,
    unitCost: price.unitCost,
  };
}

export async function assertSmsGatewayOpen(db: Db) {
  const status = await checkMaintenance({ db, type: "SMS_SEND" });
  if (status.isUnderMaintenance) {
    throw new AppError(502, ERROR_CODES.EXTERNAL_MAINTENANCE, status.message ?? maintenanceMessage("SMS_SEND"));
  }
}

async function assertApprovedCaller(db: Db, unionSeq: number, outgoingPhoneNo: string) {
  const caller = await findCallerByNumber(db, unionSeq, outgoingPhoneNo.replace(/\D/g, ""));
  if (caller?.status !== "C") throw badRequest(M.callerNotApproved);
  return caller;
}

/**
 * What the cost quote and the send both refuse, with the same messages: too many images or one that is
 * not png/jpg/jpeg, a caller number that is not approved, an owner of another union, a reused file that
 * is not an SMS image of this union (a signed upload still pending is settled first, as the send does).
 */
async function validateSendRequest(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  input: SendSmsInput;
  uploads: SmsUpload[];
}) {
  const { db, unionSeq, input } = opts;
  checkUploads(opts.uploads, input);
  const caller = await assertApprovedCaller(db, unionSeq, input.outgoingPhoneNo);
  const recipients = uniqueRecipients(input.recipients);
  await checkRegisterRecipients(db, unionSeq, recipients);
  await settleFilesForUse({ db, store: opts.store, unionSeq, fileSeqs: input.fileSeqs });
  await checkReusedImages(db, unionSeq, input.fileSeqs);
  return { caller, recipients };
}

const toResult = (row: SmsRow): SendSmsResult => ({
  smsId: row.smsId,
  smsType: row.smsType,
  sendType: row.sendType,
  sendStatus: row.sendStatus,
  totalCount: row.recipientCount,
  totalCost: row.totalCost,
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * Creates a message, its recipients (batch inserts) and its charge in one transaction, then queues
 * delivery: at once for IMMEDIATE, at scheduledAt for SCHEDULE. `idempotencyKey` is the action key from
 * `idempotent` (one message per Idempotency-Key record, unique per union); `onCommit` stores the answer
 * in the charge's transaction.
 */
async function createMessage(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  input: SendSmsInput;
  uploads: SmsUpload[];
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: SendSmsResult) => Promise<void>;
  resendOf?: number;
}): Promise<SendSmsResult> {
  const { db, unionSeq, input } = opts;
  const key = opts.idempotencyKey ?? crypto.randomUUID();
  await assertSmsGatewayOpen(db);
  const { caller, recipients } = await validateSendRequest(opts);
  const imageCount = opts.uploads.length + input.fileSeqs.length;
  const price = await priceOf(db, input, imageCount, recipients.length);
  const isScheduled = input.sendType === "SCHEDULE";
  const scheduledAt = isScheduled && input.scheduledAt ? new Date(input.scheduledAt) : null;
  let row: SmsRow;
  try {
    row = await inTransaction(db, async (tx) => {
      const stored = opts.uploads.length
        ? await storeUploads({
            db: tx,
            store: opts.store,
            actor: opts.actor,
            unionSeq,
            divisionCode: "SMS_IMAGE",
            uploads: opts.uploads,
          })
        : [];
      const sms = await insertMessage(tx, {
        unionSeq,
        outgoingPhoneNo: caller.outgoingPhoneNo,
        smsType: price.smsType,
        sendType: input.sendType,
        sendStatus: "WAIT",
        title: input.title,
        message: input.message,
        fileSeqs: [...input.fileSeqs, ...stored.map((f) => f.fileSeq)],
        scheduledAt,
        recipientCount: recipients.length,
        unitCost: price.unitCost,
        totalCost: price.totalCost,
        requestedBy: opts.actor.memberSeq,
        resendOf: opts.resendOf ?? null,
        idempotencyKey: key,
        pendingRecipients: recipients,
      });
      if (price.totalCost > 0) {
        await debitUsage(tx, {
          unionSeq,
          amount: price.totalCost,
          serviceType: SMS_SERVICE_TYPE,
          description: `${opts.resendOf ? "문자 재발송" : "문자 발송"} (${price.smsType} ${recipients.length}건)`,
          reference: smsReference(sms.smsId),
          idempotencyKey: `sms-usage:${sms.smsId}`,
        });
      }
      await opts.onCommit?.(tx, toResult(sms));
      return sms;
    });
  } catch (error) {
    // Two resends of one message at the same moment: the other one won (sms_messages_resend_of_uq).
    if (opts.resendOf && isUniqueViolation(error)) throw conflict(M.alreadyResent);
    throw error;
  }
  // Recipients become rows at once (in short batches); an immediate message is then dispatched.
  await opts.jobs.send(SMS_EXPAND_JOB, { smsId: row.smsId });
  if (scheduledAt) await opts.jobs.send(SMS_DISPATCH_JOB, { smsId: row.smsId }, { startAfter: scheduledAt });
  return toResult(row);
}

export function sendSms(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  input: SendSmsInput;
  uploads: SmsUpload[];
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: SendSmsResult) => Promise<void>;
}) {
  return createMessage(opts);
}

/** Sends the failed recipients of a settled message again, as a new message charged again. */
export async function resendFailed(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  smsId: number;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: SendSmsResult) => Promise<void>;
}) {
  const sms = await findMessage(opts.db, opts.unionSeq, opts.smsId);
  if (!sms) throw notFound(M.notFound);
  const failed = sms.sendStatus === "COMPLETE" ? await failedRecipientRows(opts.db, sms.smsId) : [];
  if (failed.length === 0) throw conflict(M.noFailedRecipients);
  // Failures go out again once (the same request repeated is answered by its Idempotency-Key record).
  if (await findResendOf(opts.db, sms.smsId)) throw conflict(M.alreadyResent);
  return createMessage({
    ...opts,
    uploads: [],
    resendOf: sms.smsId,
    idempotencyKey: opts.idempotencyKey ?? `resend:${sms.smsId}:${crypto.randomUUID()}`,
    input: {
      outgoingPhoneNo: sms.outgoingPhoneNo,
      sendType: "IMMEDIATE",
      scheduledAt: null,
      title: sms.title,
      message: sms.message,
      imageCount: sms.fileSeqs.length,
      fileSeqs: sms.fileSeqs,
      recipients: failed.map((r) => ({
        unionRegisterSeq: r.unionRegisterSeq,
        name: r.name,
        phoneNo: r.phoneNo,
        isAgent: r.isAgent,
        // The original send accepted each of them, a phone without contact consent only when included.
        isIncludedWithoutConsent: true,
      })),
    },
  });
}

/** Cancels a scheduled message still waiting and refunds its whole charge. */
export async function cancelSms(opts: { db: Db; unionSeq: number; smsId: number }) {
  return inTransaction(opts.db, async (tx) => {
    const sms = await findMessage(tx, opts.unionSeq, opts.smsId, { forUpdate: true });
    if (!sms) throw notFound(M.notFound);
    if (sms.sendStatus !== "WAIT" || sms.sendType !== "SCHEDULE") throw conflict(M.notCancellable);
    const refund = sms.totalCost - sms.refundedCost;
    if (refund > 0) {
      await refundUsage(tx, {
        unionSeq: opts.unionSeq,
        amount: refund,
        serviceType: SMS_SERVICE_TYPE,
        description: `문자 예약 취소 환불 (${sms.smsType} ${sms.recipientCount}건)`,
        reference: smsReference(sms.smsId),
        idempotencyKey: `sms:${sms.smsId}:cancel`,
      });
    }
    await markCancelled(tx, sms.smsId, Math.max(refund, 0));
    return { smsId: sms.smsId, sendStatus: "CANCEL" as const };
  });
}

/** Removes a message from the records and the sent-box (its ledger rows stay). */
export async function deleteSentSms(opts: { db: Db; unionSeq: number; smsId: number }) {
  const sms = await findMessage(opts.db, opts.unionSeq, opts.smsId);
  if (!sms) throw notFound(M.notFound);
  if (sms.sendStatus === "WAIT" || sms.sendStatus === "SENDING") throw conflict(M.notDeletable);
  await markDeleted(opts.db, sms.smsId);
  return { smsId: sms.smsId };
}

export async function listSms(opts: { db: Db; unionSeq: number; page: number; pageSize: number }) {
  const { rows, total } = await listMessageRows(opts.db, opts.unionSeq, opts.page, opts.pageSize);
  return { items: rows.map(toSms), total };
}

async function filesOf(db: Db, row: SmsRow) {
  return toSmsFiles(row.fileSeqs, await fileRowsOf(db, row.fileSeqs));
}

export async function getSms(opts: { db: Db; unionSeq: number; smsId: number }) {
  const sms = await findMessage(opts.db, opts.unionSeq, opts.smsId);
  if (!sms) throw notFound(M.notFound);
  return toSmsDetail(sms, await filesOf(opts.db, sms), (await findResendOf(opts.db, sms.smsId)) !== null);
}

export async function listSmsRecipients(opts: {
  db: Db;
  unionSeq: number;
  smsId: number;
  query: { page: number; pageSize: number; sendResult?: SendResult | undefined };
}) {
  const sms = await findMessage(opts.db, opts.unionSeq, opts.smsId);
  if (!sms) throw notFound(M.notFound);
  const { rows, total } = await listRecipientRows(opts.db, sms.smsId, opts.query);
  return { items: rows.map(toSmsMessage), total };
}

const sentBoxSince = (now: Date) => {
  const since = new Date(now);
  since.setMonth(since.getMonth() - SENT_BOX_MONTHS);
  return since;
};

export async function listSentSms(opts: { db: Db; unionSeq: number; page: number; pageSize: number; now?: Date }) {
  const since = sentBoxSince(opts.now ?? new Date());
  const { rows, total } = await listSentRows(opts.db, opts.unionSeq, since, opts.page, opts.pageSize);
  const items = [];
  for (const row of rows) items.push(toSentSms(row, await filesOf(opts.db, row)));
  return { items, total };
}

export async function getSentSms(opts: { db: Db; unionSeq: number; smsId: number }) {
  const sms = await findMessage(opts.db, opts.unionSeq, opts.smsId);
  if (!sms || sms.sendStatus === "WAIT" || sms.sendStatus === "CANCEL" || sms.requestedAt < sentBoxSince(new Date())) {
    throw notFound(M.notFound);
  }
  return toSentSms(sms, await filesOf(opts.db, sms));
}

export async function listRecipientCandidates(opts: { db: Db; unionSeq: number; query: SmsRecipientsQuery }) {
  const { unionRegisterGroupSeq } = opts.query;
  const inGroup = unionRegisterGroupSeq
    ? await groupFilterOf(opts.db, opts.unionSeq, unionRegisterGroupSeq)
    : undefined;
  const { rows, total } = await listCandidateRows(opts.db, opts.unionSeq, opts.query, inGroup);
  return { items: rows.map(toCandidate), total };
}
