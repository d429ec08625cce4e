import {
  DEFAULT_SMS_PRICES,
  type SendResult,
  SMS_TYPES,
  type SmsRecipientInput,
  type SmsRecipientsQuery,
  type SmsType,
} from "@johap/contracts";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { files } from "../files/files.table";
import { ownerFilters, registerShown } from "../register/register.repository";
import { registerAgents, unionRegisters } from "../register/register.table";
import { unions } from "../union-users/union-users.table";
import { smsCallers, smsMessages, smsPrices, smsRecipients } from "./sms.table";

/** Message columns without the accepted-recipients JSON (up to 10,000 entries until expanded). */
const { pendingRecipients: _pending, ...messageColumns } = getTableColumns(smsMessages);
export type SmsRow = Omit<typeof smsMessages.$inferSelect, "pendingRecipients">;
export type SmsRecipientRow = typeof smsRecipients.$inferSelect;
export type SmsCallerRow = typeof smsCallers.$inferSelect;
const INSERT_BATCH = 5000;

/** The price table, with the defaults for types not configured. */
export async function loadPrices(db: Db): Promise<Record<SmsType, number>> {
  const rows = await db.select().from(smsPrices);
  const prices = { ...DEFAULT_SMS_PRICES };
  for (const row of rows) if (SMS_TYPES.includes(row.smsType)) prices[row.smsType] = row.unitPrice;
  return prices;
}

export async function upsertPrice(db: Db, smsType: SmsType, unitPrice: number) {
  await db
    .insert(smsPrices)
    .values({ smsType, unitPrice })
    .onConflictDoUpdate({ target: smsPrices.smsType, set: { unitPrice, updatedAt: new Date() } });
}

// Callers

export function listCallerRows(db: Db, unionSeq: number) {
  return db
    .select()
    .from(smsCallers)
    .where(and(eq(smsCallers.unionSeq, unionSeq), isNull(smsCallers.deletedAt)))
    .orderBy(asc(smsCallers.smsCallerSeq));
}

/** Callers of every union waiting for the operator (status W), oldest first, with the union's name. */
export function pendingCallerRows(db: Db) {
  return db
    .select({
      smsCallerSeq: smsCallers.smsCallerSeq,
      unionSeq: smsCallers.unionSeq,
      unionName: unions.name,
      outgoingPhoneNo: smsCallers.outgoingPhoneNo,
      name: smsCallers.name,
      emergencyPhoneNo: smsCallers.emergencyPhoneNo,
      createdAt: smsCallers.createdAt,
    })
    .from(smsCallers)
    .innerJoin(unions, eq(unions.unionSeq, smsCallers.unionSeq))
    .where(and(eq(smsCallers.status, "W"), isNull(smsCallers.deletedAt)))
    .orderBy(asc(smsCallers.smsCallerSeq));
}

export async function findCallerByNumber(db: Db, unionSeq: number, outgoingPhoneNo: string) {
  const [row] = await db
    .select()
    .from(smsCallers)
    .where(
      and(
        eq(smsCallers.unionSeq, unionSeq),
        eq(smsCallers.outgoingPhoneNo, outgoingPhoneNo),
        isNull(smsCallers.deletedAt),
      ),
    );
  return row;
}

/** The caller, locked until the transaction ends: two reviews of one request (operator and job) apply once. */
export async function lockCaller(tx: Db, smsCallerSeq: number) {
  const [row] = await tx
    .select()
    .from(smsCallers)
    .where(and(eq(smsCallers.smsCallerSeq, smsCallerSeq), isNull(smsCallers.deletedAt)))
    .for("update");
  return row;
}

export async function insertCaller(db: Db, values: typeof smsCallers.$inferInsert) {
  const [row] = await db.insert(smsCallers).values(values).returning();
  if (!row) throw new Error("caller insert failed");
  return row;
}

export async function updateCallerStatus(db: Db, smsCallerSeq: number, status: "C" | "R", at: Date) {
  const [row] = await db
    .update(smsCallers)
    .set({ status, approvedAt: status === "C" ? at : null })
    .where(and(eq(smsCallers.smsCallerSeq, smsCallerSeq), isNull(smsCallers.deletedAt)))
    .returning();
  return row;
}

export async function deleteCallerRows(db: Db, unionSeq: number, smsCallerSeqs: number[]) {
  return db
    .update(smsCallers)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(smsCallers.unionSeq, unionSeq),
        inArray(smsCallers.smsCallerSeq, smsCallerSeqs),
        isNull(smsCallers.deletedAt),
      ),
    )
    .returning({ smsCallerSeq: smsCallers.smsCallerSeq });
}

export function findFilesOfUnion(db: Db, unionSeq: number, fileSeqs: number[]) {
  if (fileSeqs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(files)
    .where(and(eq(files.unionSeq, unionSeq), inArray(files.fileSeq, fileSeqs), eq(files.status, "STORED")));
}

// Register candidates

/** Owners with a phone (their own or their agent's), filtered like the register grid. */
export async function listCandidateRows(db: Db, unionSeq: number, q: SmsRecipientsQuery, inGroup?: SQL) {
  const where: SQL[] = [
    ...ownerFilters(unionSeq, q),
    ...(inGroup ? [inGroup] : []),
    or(ne(unionRegisters.mainPhoneNo, ""), sql`${registerAgents.phoneNo} is not null`) as SQL,
  ];
  if (q.address) {
    where.push(
      or(
        contains(unionRegisters.realAddressText, q.address),
        contains(sql`${unionRegisters.postAddress}->>'address'`, q.address),
      ) as SQL,
    );
  }
  const { limit, offset } = pageWindow(q);
  const rows = await db
    .select({
      owner: {
        unionRegisterSeq: unionRegisters.unionRegisterSeq,
        unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
        unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
        name: unionRegisters.name,
        nameClass: unionRegisters.nameClass,
        mainPhone: unionRegisters.mainPhone,
        postAddress: unionRegisters.postAddress,
      },
      agentName: registerAgents.name,
      agentPhoneNo: registerAgents.phoneNo,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(and(...where))
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [total] = await db
    .select({ value: count() })
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(and(...where));
  return { rows: [], total: total?.value ?? 0 };
}

/** Which of the given owner ids belong to the union. */
/** The union's owners among `seqs` with their phones (for the union and the contact-consent checks). */
export async function ownerPhonesOfUnion(db: Db, unionSeq: number, seqs: number[]) {
  if (seqs.length === 0) return [];
  return db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      mainPhone: unionRegisters.mainPhone,
      subPhones: unionRegisters.subPhones,
    })
    .from(unionRegisters)
    .where(
      and(
        eq(unionRegisters.unionSeq, unionSeq),
        inArray(unionRegisters.unionRegisterSeq, seqs),
        registerShown(unionSeq),
      ),
    );
}

// Messages

export async function insertMessage(db: Db, values: typeof smsMessages.$inferInsert) {
  const [row] = await db.insert(smsMessages).values(values).returning(messageColumns);
  if (!row) throw new Error("sms insert failed");
  return row;
}

/** Inserts recipients 5,000 at a time, each batch as one JSON parameter (`bulkInsert`). */
export async function insertRecipients(
  db: Db,
  smsId: number,
  recipients: SmsRecipientInput[],
  sendStatus: "WAIT" | "SENDING" | "CANCEL",
) {
  for (let i = 0; i < recipients.length; i += INSERT_BATCH) {
    const rows = recipients.slice(i, i + INSERT_BATCH).map((r) => ({
      smsId,
      unionRegisterSeq: r.unionRegisterSeq,
      name: r.name,
      phoneNo: r.phoneNo,
      isAgent: r.isAgent,
      sendStatus,
    }));
    await bulkInsert(db, smsRecipients, rows, "messageId");
  }
}

export async function findMessageByKey(db: Db, unionSeq: number, idempotencyKey: string) {
  const [row] = await db
    .select(messageColumns)
    .from(smsMessages)
    .where(and(eq(smsMessages.unionSeq, unionSeq), eq(smsMessages.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findMessage(db: Db, unionSeq: number, smsId: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select(messageColumns)
    .from(smsMessages)
    .where(and(eq(smsMessages.unionSeq, unionSeq), eq(smsMessages.smsId, smsId), isNull(smsMessages.deletedAt)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findMessageById(db: Db, smsId: number) {
  const [row] = await db.select(messageColumns).from(smsMessages).where(eq(smsMessages.smsId, smsId));
  return row;
}

async function pageOf(db: Db, where: SQL | undefined, page: number, pageSize: number) {
  const { limit, offset } = pageWindow({ page, pageSize });
  const rows = await db
    .select({ sms: messageColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(smsMessages)
    .where(where)
    .orderBy(desc(smsMessages.smsId))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { rows: rows.map((r) => r.sms), total: rows[0]?.total ?? 0 };
  const [total] = await db.select({ value: count() }).from(smsMessages).where(where);
  return { rows: [], total: total?.value ?? 0 };
}

export function listMessageRows(db: Db, unionSeq: number, page: number, pageSize: number) {
  return pageOf(db, and(eq(smsMessages.unionSeq, unionSeq), isNull(smsMessages.deletedAt)), page, pageSize);
}

/** Sent-box: messages handed to the carrier since `since`, newest first. */
export function listSentRows(db: Db, unionSeq: number, since: Date, page: number, pageSize: number) {
  return pageOf(
    db,
    and(
      eq(smsMessages.unionSeq, unionSeq),
      isNull(smsMessages.deletedAt),
      inArray(smsMessages.sendStatus, ["SENDING", "COMPLETE"]),
      gte(smsMessages.requestedAt, since),
    ),
    page,
    pageSize,
  );
}

export async function listRecipientRows(
  db: Db,
  smsId: number,
  q: { page: number; pageSize: number; sendResult?: SendResult | undefined },
) {
  const where = and(
    eq(smsRecipients.smsId, smsId),
    q.sendResult ? eq(smsRecipients.sendResult, q.sendResult) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db.select().from(smsRecipients).where(where).orderBy(asc(smsRecipients.messageId)).limit(limit).offset(offset),
    db.select({ value: count() }).from(smsRecipients).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function failedRecipientRows(db: Db, smsId: number) {
  return db
    .select()
    .from(smsRecipients)
    .where(and(eq(smsRecipients.smsId, smsId), eq(smsRecipients.sendResult, "FAIL")))
    .orderBy(asc(smsRecipients.messageId));
}

/** The id range of a message's recipients, cut into batches of `size` ids. */
export async function recipientBatches(db: Db, smsId: number, size: number) {
  const [range] = await db
    .select({
      from: sql<number>`min(${smsRecipients.messageId})`.mapWith(Number),
      to: sql<number>`max(${smsRecipients.messageId})`.mapWith(Number),
    })
    .from(smsRecipients)
    .where(eq(smsRecipients.smsId, smsId));
  const batches: { fromId: number; toId: number }[] = [];
  if (!range?.from) return batches;
  for (let from = range.from; from <= range.to; from += size) {
    batches.push({ fromId: from, toId: Math.min(from + size - 1, range.to) });
  }
  return batches;
}

export function recipientsInRange(
  db: Db,
  smsId: number,
  fromId: number,
  toId: number,
  sendStatus: "WAIT" | "SENDING",
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ id: smsRecipients.messageId, phoneNo: smsRecipients.phoneNo })
    .from(smsRecipients)
    .where(
      and(
        eq(smsRecipients.smsId, smsId),
        sql`${smsRecipients.messageId} between ${fromId} and ${toId}`,
        eq(smsRecipients.sendStatus, sendStatus),
      ),
    )
    .orderBy(asc(smsRecipients.messageId));
  return opts.forUpdate ? query.for("update", { skipLocked: true }) : query;
}

/** WAIT -> SENDING for the message; false when it is no longer waiting (cancelled, already sent). */
export async function markMessageSending(db: Db, smsId: number, at: Date) {
  const rows = await db
    .update(smsMessages)
    .set({ sendStatus: "SENDING", sentAt: at })
    .where(and(eq(smsMessages.smsId, smsId), eq(smsMessages.sendStatus, "WAIT")))
    .returning({ smsId: smsMessages.smsId });
  return rows.length > 0;
}

/** WAIT -> SENDING for one batch of recipient ids; returns what to hand to the gateway. */
export function markBatchSending(db: Db, smsId: number, fromId: number, toId: number, at: Date) {
  return db
    .update(smsRecipients)
    .set({ sendStatus: "SENDING", sentAt: at })
    .where(
      and(
        eq(smsRecipients.smsId, smsId),
        sql`${smsRecipients.messageId} between ${fromId} and ${toId}`,
        eq(smsRecipients.sendStatus, "WAIT"),
      ),
    )
    .returning({ id: smsRecipients.messageId, phoneNo: smsRecipients.phoneNo });
}

/** The message row locked until the transaction ends (expansion, cancel and dispatch serialise on it). */
export async function lockMessage(db: Db, smsId: number) {
  const [row] = await db
    .select({
      sendStatus: smsMessages.sendStatus,
      pendingRecipients: smsMessages.pendingRecipients,
      recipientCount: smsMessages.recipientCount,
    })
    .from(smsMessages)
    .where(eq(smsMessages.smsId, smsId))
    .for("update");
  return row;
}

export async function countRecipientRows(db: Db, smsId: number) {
  const [row] = await db.select({ value: count() }).from(smsRecipients).where(eq(smsRecipients.smsId, smsId));
  return row?.value ?? 0;
}

export async function clearPendingRecipients(db: Db, smsId: number) {
  await db.update(smsMessages).set({ pendingRecipients: null }).where(eq(smsMessages.smsId, smsId));
}

/** Writes delivery results: one statement for the successes, one per failure reason. */
export async function settleRecipients(
  db: Db,
  reports: { id: number; sendResult: SendResult; failReason: string | null }[],
  at: Date,
) {
  const done = { sendStatus: "COMPLETE" as const, completedAt: at };
  const ok = reports.filter((r) => r.sendResult === "SUCCESS").map((r) => r.id);
  if (ok.length) {
    await db
      .update(smsRecipients)
      .set({ ...done, sendResult: "SUCCESS", failReason: null })
      .where(inArray(smsRecipients.messageId, ok));
  }
  const byReason = new Map<string, number[]>();
  for (const r of reports.filter((x) => x.sendResult === "FAIL")) {
    const reason = r.failReason ?? "전송 실패";
    byReason.set(reason, [...(byReason.get(reason) ?? []), r.id]);
  }
  for (const [reason, ids] of byReason) {
    await db
      .update(smsRecipients)
      .set({ ...done, sendResult: "FAIL", failReason: reason })
      .where(inArray(smsRecipients.messageId, ids));
  }
}

/** Adds settled counts; the message is COMPLETE when every recipient is settled. */
export async function addSettledCounts(
  db: Db,
  smsId: number,
  counts: { success: number; fail: number; refunded: number },
  at: Date,
) {
  const settled = sql`${smsMessages.successCount} + ${counts.success} + ${smsMessages.failCount} + ${counts.fail}`;
  const [row] = await db
    .update(smsMessages)
    .set({
      successCount: sql`${smsMessages.successCount} + ${counts.success}`,
      failCount: sql`${smsMessages.failCount} + ${counts.fail}`,
      refundedCost: sql`${smsMessages.refundedCost} + ${counts.refunded}`,
      sendStatus: sql`case when ${settled} >= ${smsMessages.recipientCount} then 'COMPLETE' else ${smsMessages.sendStatus} end`,
      completedAt: sql`case when ${settled} >= ${smsMessages.recipientCount} then ${at.toISOString()}::timestamptz else ${smsMessages.completedAt} end`,
    })
    .where(eq(smsMessages.smsId, smsId))
    .returning();
  return row;
}

export async function markCancelled(db: Db, smsId: number, refunded: number) {
  await db
    .update(smsMessages)
    .set({ sendStatus: "CANCEL", refundedCost: sql`${smsMessages.refundedCost} + ${refunded}` })
    .where(eq(smsMessages.smsId, smsId));
  await db
    .update(smsRecipients)
    .set({ sendStatus: "CANCEL" })
    .where(and(eq(smsRecipients.smsId, smsId), eq(smsRecipients.sendStatus, "WAIT")));
}

export async function markDeleted(db: Db, smsId: number) {
  await db.update(smsMessages).set({ deletedAt: new Date() }).where(eq(smsMessages.smsId, smsId));
}

export function fileRowsOf(db: Db, fileSeqs: number[]) {
  if (fileSeqs.length === 0) return Promise.resolve([]);
  return db
    .select({ fileSeq: files.fileSeq, originalName: files.originalName })
    .from(files)
    .where(inArray(files.fileSeq, fileSeqs));
}

/**
 * Messages that should be with the gateway by `before` but are not: accepted and waiting (an immediate
 * one since before then, a scheduled one due before then), or sending with recipients still waiting
 * (a dispatch that stopped half way). Their dispatch job was lost or has given up.
 */
export async function undispatchedMessageIds(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .select({ smsId: smsMessages.smsId })
    .from(smsMessages)
    .where(
      or(
        and(
          eq(smsMessages.sendStatus, "WAIT"),
          or(
            and(eq(smsMessages.sendType, "IMMEDIATE"), lt(smsMessages.requestedAt, before)),
            and(eq(smsMessages.sendType, "SCHEDULE"), lt(smsMessages.scheduledAt, before)),
          ),
        ),
        and(
          eq(smsMessages.sendStatus, "SENDING"),
          lt(smsMessages.sentAt, before),
          sql`exists (select 1 from ${smsRecipients} where ${smsRecipients.smsId} = ${smsMessages.smsId} and ${smsRecipients.sendStatus} = 'WAIT')`,
        ),
      ),
    );
  return rows.map((r) => r.smsId);
}

/** Per message, the id range of recipients handed to the gateway before `before` and never settled. */
export function unsettledRanges(db: Db, before: Date) {
  return db
    .select({
      smsId: smsRecipients.smsId,
      fromId: sql<number>`min(${smsRecipients.messageId})::int`,
      toId: sql<number>`max(${smsRecipients.messageId})::int`,
    })
    .from(smsRecipients)
    .where(and(eq(smsRecipients.sendStatus, "SENDING"), lt(smsRecipients.sentAt, before)))
    .groupBy(smsRecipients.smsId);
}

/** The message that resent `smsId`'s failures, if any. */
export async function findResendOf(db: Db, smsId: number) {
  const [row] = await db
    .select({ smsId: smsMessages.smsId, idempotencyKey: smsMessages.idempotencyKey })
    .from(smsMessages)
    .where(eq(smsMessages.resendOf, smsId));
  return row ?? null;
}
