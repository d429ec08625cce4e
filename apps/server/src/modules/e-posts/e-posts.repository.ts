import {
  EPOST_OPEN_RECIPIENT_STATUSES,
  type EpostRecipientStatus,
  type ListEpostCandidatesQuery,
} from "@johap/contracts";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { bulkInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { pageWindow } from "../../platform/sql";
import { files } from "../files/files.table";
import { ownerFilters } from "../register/register.repository";
import { registerAgents, unionRegisters } from "../register/register.table";
import { electronicDocuments as documents, electronicDocumentRecipients as recipients } from "./e-posts.table";

export type DocumentRow = typeof documents.$inferSelect;
export type RecipientRow = typeof recipients.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type NewRecipient = typeof recipients.$inferInsert;
export type StatusCounts = Partial<Record<EpostRecipientStatus, number>>;

export async function insertDocument(tx: Db, values: NewDocument) {
  const [row] = await tx.insert(documents).values(values).returning();
  if (!row) throw new Error("electronic document insert failed");
  return row;
}

export async function insertRecipients(tx: Db, rows: NewRecipient[]) {
  if (rows.length) await bulkInsert(tx, recipients, rows, "electronicDocumentRecipientSeq");
}

/** A draft's recipients, before it is saved again with its new ones. */
export async function deleteRecipients(tx: Db, id: number) {
  await tx.delete(recipients).where(eq(recipients.electronicDocumentSeq, id));
}

export async function findDocument(db: Db, unionSeq: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(documents)
    .where(and(eq(documents.unionSeq, unionSeq), eq(documents.electronicDocumentSeq, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function findDocumentById(db: Db, id: number) {
  const [row] = await db.select().from(documents).where(eq(documents.electronicDocumentSeq, id));
  return row ?? null;
}

/** Recipients per status of each post (one grouped read for a page of posts). */
export async function statusCounts(db: Db, ids: number[]): Promise<Map<number, StatusCounts>> {
  const out = new Map<number, StatusCounts>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: recipients.electronicDocumentSeq, status: recipients.status, n: count() })
    .from(recipients)
    .where(inArray(recipients.electronicDocumentSeq, ids))
    .groupBy(recipients.electronicDocumentSeq, recipients.status);
  for (const row of rows) {
    const counts = out.get(row.id) ?? {};
    counts[row.status as EpostRecipientStatus] = row.n;
    out.set(row.id, counts);
  }
  return out;
}

export async function listDocumentRows(db: Db, unionSeq: number, query: { page: number; pageSize: number }) {
  const { limit, offset } = pageWindow(query);
  const where = eq(documents.unionSeq, unionSeq);
  const rows = await db
    .select()
    .from(documents)
    .where(where)
    .orderBy(desc(documents.electronicDocumentSeq))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(documents).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function listRecipientRows(db: Db, id: number, query: { page: number; pageSize: number }) {
  const { limit, offset } = pageWindow(query);
  const where = eq(recipients.electronicDocumentSeq, id);
  const rows = await db
    .select()
    .from(recipients)
    .where(where)
    .orderBy(asc(recipients.electronicDocumentRecipientSeq))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(recipients).where(where);
  return { rows, total: total?.value ?? 0 };
}

export function fileRowsOf(db: Db, unionSeq: number, fileSeqs: number[]) {
  if (fileSeqs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(files)
    .where(and(eq(files.unionSeq, unionSeq), inArray(files.fileSeq, fileSeqs)));
}

const ownerColumns = {
  unionRegisterSeq: unionRegisters.unionRegisterSeq,
  unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
  unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
  name: unionRegisters.name,
  nameClass: unionRegisters.nameClass,
  birth: unionRegisters.birth,
  phoneNo: unionRegisters.mainPhoneNo,
  agentName: registerAgents.name,
  agentBirth: registerAgents.birth,
  agentPhoneNo: registerAgents.phoneNo,
};

/** A page of the union's shown owners (register order) with their agent, for the recipient step. */
export async function listCandidateRows(db: Db, unionSeq: number, query: ListEpostCandidatesQuery) {
  const filters = ownerFilters(unionSeq, { name: query.name, unionRegisterNo: query.unionRegisterNo });
  if (query.unionRegisterSeqs) filters.push(inArray(unionRegisters.unionRegisterSeq, query.unionRegisterSeqs));
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select(ownerColumns)
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(where)
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(unionRegisters).where(where);
  return { rows, total: total?.value ?? 0 };
}
export type CandidateRow = Awaited<ReturnType<typeof listCandidateRows>>["rows"][number];

/** The named owners of the union the register shows, with their agent. */
export function ownersOf(db: Db, unionSeq: number, seqs: number[]) {
  if (seqs.length === 0) return Promise.resolve([]);
  return db
    .select(ownerColumns)
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(and(...ownerFilters(unionSeq, {}), inArray(unionRegisters.unionRegisterSeq, seqs)));
}

// Delivery (the jobs)

/** Scheduled posts whose time has come, and posts left SENDING (a lost dispatch job). */
export async function dueDocumentIds(db: Db, now: Date) {
  const rows = await db
    .select({ id: documents.electronicDocumentSeq })
    .from(documents)
    .where(
      sql`(${documents.documentStatus} = 'SCHEDULED' and ${lte(documents.scheduledAt, now)}) or ${documents.documentStatus} = 'SENDING'`,
    )
    .limit(50);
  return rows.map((r) => r.id);
}

export function waitingRecipients(db: Db, id: number, limit: number) {
  return db
    .select()
    .from(recipients)
    .where(and(eq(recipients.electronicDocumentSeq, id), eq(recipients.status, "WAIT")))
    .orderBy(asc(recipients.electronicDocumentRecipientSeq))
    .limit(limit);
}

/** Recipients whose document is with the service, oldest first (the tracking job's work). */
export function openRecipients(db: Db, limit: number) {
  return db
    .select()
    .from(recipients)
    .where(inArray(recipients.status, [...EPOST_OPEN_RECIPIENT_STATUSES]))
    .orderBy(asc(recipients.electronicDocumentRecipientSeq))
    .limit(limit);
}

export async function updateRecipient(db: Db, seq: number, values: Partial<NewRecipient>, fromStatuses?: string[]) {
  const where = fromStatuses
    ? and(eq(recipients.electronicDocumentRecipientSeq, seq), inArray(recipients.status, fromStatuses))
    : eq(recipients.electronicDocumentRecipientSeq, seq);
  const rows = await db
    .update(recipients)
    .set(values)
    .where(where)
    .returning({ seq: recipients.electronicDocumentRecipientSeq });
  return rows.length > 0;
}

export function unrefundedFailures(db: Db, id: number) {
  return db
    .select()
    .from(recipients)
    .where(
      and(eq(recipients.electronicDocumentSeq, id), eq(recipients.status, "FAILED"), eq(recipients.refunded, false)),
    );
}

export async function updateDocument(db: Db, id: number, values: Partial<NewDocument>, fromStatuses?: string[]) {
  const where = fromStatuses
    ? and(eq(documents.electronicDocumentSeq, id), inArray(documents.documentStatus, fromStatuses))
    : eq(documents.electronicDocumentSeq, id);
  const rows = await db.update(documents).set(values).where(where).returning();
  return rows[0] ?? null;
}

export async function addRefunded(db: Db, id: number, amount: number) {
  await db
    .update(documents)
    .set({ refundedCost: sql`${documents.refundedCost} + ${amount}` })
    .where(eq(documents.electronicDocumentSeq, id));
}

/** How many recipients of a post are not yet final (WAIT, SENT, RECEIVED, OPENED). */
export async function unsettledCount(db: Db, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recipients)
    .where(
      and(
        eq(recipients.electronicDocumentSeq, id),
        inArray(recipients.status, ["WAIT", ...EPOST_OPEN_RECIPIENT_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
