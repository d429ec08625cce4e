import { type ListRecipientsQuery, type RecipientCandidatesQuery, SUBMITTED_STATUSES } from "@johap/contracts";
import { and, asc, count, eq, inArray, isNull, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { members } from "../account/account.table";
import { registerShown } from "../register/register.repository";
import { registerAgents, registerLocalAddresses, unionRegisters } from "../register/register.table";
import {
  electronicConsentRecipientHistories as histories,
  electronicConsentRecipients as recipients,
} from "./consents.table";

export type RecipientRow = typeof recipients.$inferSelect;
export type OwnerRow = typeof unionRegisters.$inferSelect;
export type RecipientWithOwner = { recipient: RecipientRow; owner: OwnerRow };
export type LocalAddressRow = typeof registerLocalAddresses.$inferSelect;

const live = isNull(recipients.removedAt);
const submittedIn = (column: typeof recipients.status) => inArray(column, [...SUBMITTED_STATUSES]);

/** Owners of the union among `seqs`, with their agent's name and birth (the identity an owner page checks). */
export function ownersWithAgents(db: Db, unionSeq: number, seqs: number[]) {
  return db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      name: unionRegisters.name,
      birth: unionRegisters.birth,
      ownerType: unionRegisters.ownerType,
      agentName: registerAgents.name,
      agentBirth: registerAgents.birth,
    })
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(and(eq(unionRegisters.unionSeq, unionSeq), inArray(unionRegisters.unionRegisterSeq, seqs)))
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub));
}

/** Adds recipients; an owner already a recipient of the consent is left as it is. Answers the new rows. */
export function insertRecipients(db: Db, rows: (typeof recipients.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve([] as RecipientRow[]);
  return db.insert(recipients).values(rows).onConflictDoNothing().returning();
}

function recipientFilter(consentSeq: number, query: ListRecipientsQuery) {
  const parts = [eq(recipients.consentSeq, consentSeq), live];
  if (query.searchRecipientName) parts.push(contains(unionRegisters.name, query.searchRecipientName));
  if (query.searchStatus === "SUBMITTED") parts.push(submittedIn(recipients.status));
  else if (query.searchStatus) parts.push(eq(recipients.status, query.searchStatus));
  if (query.searchShareType) parts.push(eq(unionRegisters.shareType, query.searchShareType));
  return and(...parts);
}

/** Register number order: main, then sub, as numbers (1-2 before 1-10), then the recipient (a stable page). */
const byRegisterNo = [
  asc(unionRegisters.unionRegisterNoMain),
  asc(unionRegisters.unionRegisterNoSub),
  asc(recipients.recipientSeq),
];

/** The recipients of `seqs` with their owners, in the order of `seqs`. */
async function recipientsByIds(db: Db, seqs: number[]): Promise<RecipientWithOwner[]> {
  if (seqs.length === 0) return [];
  const rows = await db
    .select({ recipient: recipients, owner: unionRegisters })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .where(inArray(recipients.recipientSeq, seqs));
  const bySeq = new Map(rows.map((row) => [row.recipient.recipientSeq, row]));
  return seqs.flatMap((seq) => bySeq.get(seq) ?? []);
}

/**
 * A page of a consent's recipients by register number (main, then sub), with their owners, and how many
 * match. The page's ids first: the owners of the union walked in the order of their unique register number
 * index (union, main, sub), each probed for a recipient of the consent, so an early page reads ten index
 * entries instead of sorting every recipient (0.08 ms against 20 ms at 10,000 on PostgreSQL); the planner
 * still sorts for a deep page. Then the page's ten full rows by id, and the count (from the recipients alone
 * when the search names no owner field).
 */
export async function listRecipientRows(db: Db, unionSeq: number, consentSeq: number, query: ListRecipientsQuery) {
  const where = recipientFilter(consentSeq, query);
  const { limit, offset } = pageWindow(query);
  const page = await db
    .select({ recipientSeq: recipients.recipientSeq })
    .from(unionRegisters)
    .innerJoin(recipients, eq(recipients.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(and(eq(unionRegisters.unionSeq, unionSeq), where))
    // (union, main, sub) is unique: the order is total without a tiebreaker, and matches the index.
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit)
    .offset(offset);
  const isOwnerSearch = Boolean(query.searchRecipientName || query.searchShareType);
  const counting = db.select({ n: count() }).from(recipients);
  const [counted] = isOwnerSearch
    ? await counting
        .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
        .where(where)
    : await counting.where(where);
  return {
    rows: await recipientsByIds(
      db,
      page.map((p) => p.recipientSeq),
    ),
    total: counted?.n ?? 0,
  };
}

/** A live recipient of the consent with its owner; `forUpdate` locks the recipient's row. */
export async function findRecipient(
  db: Db,
  consentSeq: number,
  recipientSeq: number,
  opts: { forUpdate?: boolean } = {},
): Promise<RecipientWithOwner | null> {
  const query = db
    .select({ recipient: recipients, owner: unionRegisters })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .where(and(eq(recipients.recipientSeq, recipientSeq), eq(recipients.consentSeq, consentSeq), live));
  const [row] = opts.forUpdate ? await query.for("update", { of: recipients }) : await query;
  return row ?? null;
}

export async function updateRecipient(db: Db, recipientSeq: number, patch: Partial<typeof recipients.$inferInsert>) {
  const [row] = await db
    .update(recipients)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(recipients.recipientSeq, recipientSeq))
    .returning();
  return row!;
}

/**
 * A consent has started at `at`: its public owners consent automatically from then (recipients added
 * while it was BEFORE wait NOT_SUBMITTED; rows stored AUTO_SUBMITTED without a date by earlier versions
 * are dated too).
 */
export function stampAutomaticSubmissions(db: Db, consentSeq: number, at: Date) {
  const publicOwners = db
    .select({ seq: unionRegisters.unionRegisterSeq })
    .from(unionRegisters)
    .where(eq(unionRegisters.ownerType, "PUBLIC"));
  return db
    .update(recipients)
    .set({ status: "AUTO_SUBMITTED", submitType: "AUTO", submittedAt: at, updatedAt: new Date() })
    .where(
      and(
        eq(recipients.consentSeq, consentSeq),
        live,
        or(
          and(eq(recipients.status, "AUTO_SUBMITTED"), isNull(recipients.submittedAt)),
          and(eq(recipients.status, "NOT_SUBMITTED"), inArray(recipients.unionRegisterSeq, publicOwners)),
        ),
      ),
    );
}

export function localAddressesOf(db: Db, unionRegisterSeqs: number[]) {
  if (unionRegisterSeqs.length === 0) return Promise.resolve([] as LocalAddressRow[]);
  return db
    .select()
    .from(registerLocalAddresses)
    .where(inArray(registerLocalAddresses.unionRegisterSeq, unionRegisterSeqs))
    .orderBy(asc(registerLocalAddresses.sortOrder), asc(registerLocalAddresses.localAddressSeq));
}

export function insertHistory(db: Db, row: typeof histories.$inferInsert) {
  return db.insert(histories).values(row);
}

export function listHistoryRows(db: Db, recipientSeq: number) {
  return db
    .select()
    .from(histories)
    .where(eq(histories.recipientSeq, recipientSeq))
    .orderBy(asc(histories.occurredAt), asc(histories.recipientHistorySeq));
}

export async function memberNameOf(db: Db, memberSeq: number) {
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.memberSeq, memberSeq));
  return row?.name ?? "";
}

const ownedArea = sql`coalesce((${registerLocalAddresses.landOwnership}->>'ownedArea')::numeric, 0)
  + coalesce((${registerLocalAddresses.buildingOwnership}->>'ownedArea')::numeric, 0)`;
const recipientAddresses = (consentSeq: number) => and(eq(recipients.consentSeq, consentSeq), live);

/** m² owned by the consent's recipients (land plus building rights), and by those who consented. */
export async function areaTotals(db: Db, consentSeq: number) {
  const [row] = await db
    .select({
      totalArea: sql<string>`coalesce(sum(${ownedArea}), 0)`,
      consentedArea: sql<string>`coalesce(sum(${ownedArea}) filter (where ${submittedIn(recipients.status)}), 0)`,
    })
    .from(recipients)
    .innerJoin(registerLocalAddresses, eq(registerLocalAddresses.unionRegisterSeq, recipients.unionRegisterSeq))
    .where(recipientAddresses(consentSeq));
  return { totalArea: Number(row?.totalArea ?? 0), consentedArea: Number(row?.consentedArea ?? 0) };
}

/**
 * Per apartment dong of the recipients' located properties: recipients with a property there, those who
 * consented, and the building's name (its building right's, else the address's building). Dongs in
 * numeric order (101동 before 1001동), then by name.
 */
export function dongTotals(db: Db, consentSeq: number) {
  const dong = registerLocalAddresses.apartmentDong;
  return db
    .select({
      dong,
      totalCount: sql<number>`count(distinct ${recipients.recipientSeq})`.mapWith(Number),
      consentedCount: sql<number>`count(distinct ${recipients.recipientSeq}) filter (where ${submittedIn(
        recipients.status,
      )})`.mapWith(Number),
      buildingName: sql<string>`coalesce(max(nullif(${registerLocalAddresses.buildingOwnership}->>'buildingName', '')),
        max(nullif(${registerLocalAddresses.building}, '')), '')`,
    })
    .from(recipients)
    .innerJoin(registerLocalAddresses, eq(registerLocalAddresses.unionRegisterSeq, recipients.unionRegisterSeq))
    .where(and(recipientAddresses(consentSeq), sql`${dong} <> ''`))
    .groupBy(dong)
    .orderBy(sql`nullif(regexp_replace(${dong}, '\\D', '', 'g'), '')::numeric nulls last`, asc(dong));
}

/**
 * Every recipient matching the search in register number order, with only what the Excel export writes
 * (no addresses, phones of other kinds or custom columns): one narrow read of the whole list.
 */
export function exportRows(db: Db, consentSeq: number, query: ListRecipientsQuery) {
  return db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
      unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
      name: unionRegisters.name,
      nameClass: unionRegisters.nameClass,
      shareType: unionRegisters.shareType,
      ownerType: unionRegisters.ownerType,
      isRepresentative: unionRegisters.isRepresentative,
      birth: unionRegisters.birth,
      companyNo: unionRegisters.companyNo,
      phoneNo: sql<string>`coalesce(${unionRegisters.mainPhone}->>'phoneNo', '')`,
      status: recipients.status,
      submitType: recipients.submitType,
      submittedAt: recipients.submittedAt,
      certifiedNo: recipients.certifiedNo,
      activeWithdrawnAt: recipients.activeWithdrawnAt,
      withdrawnAt: recipients.withdrawnAt,
    })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .where(recipientFilter(consentSeq, query))
    .orderBy(...byRegisterNo);
}
export type ExportRow = Awaited<ReturnType<typeof exportRows>>[number];

/** The located properties of the consent's live recipients, as address parts only (the export's 소재지). */
export function exportLocals(db: Db, consentSeq: number) {
  const l = registerLocalAddresses;
  return db
    .select({
      unionRegisterSeq: l.unionRegisterSeq,
      city: l.city,
      gu: l.gu,
      dong: l.dong,
      jibun: l.jibun,
      building: l.building,
      apartmentDong: l.apartmentDong,
      apartmentFloor: l.apartmentFloor,
      apartmentHosu: l.apartmentHosu,
    })
    .from(l)
    .innerJoin(recipients, eq(recipients.unionRegisterSeq, l.unionRegisterSeq))
    .where(and(eq(recipients.consentSeq, consentSeq), live))
    .orderBy(asc(l.unionRegisterSeq), asc(l.sortOrder), asc(l.localAddressSeq));
}
export type ExportLocal = Awaited<ReturnType<typeof exportLocals>>[number];

/** The live recipients by status, and those 일괄 발송 targets (NOT_SUBMITTED, not PUBLIC). */
export async function recipientCountRows(db: Db, consentSeq: number) {
  const [row] = await db
    .select({
      total: count(),
      notSubmitted: sql<number>`count(*) filter (where ${recipients.status} = 'NOT_SUBMITTED')`.mapWith(Number),
      submitted: sql<number>`count(*) filter (where ${submittedIn(recipients.status)})`.mapWith(Number),
      withdrawal: sql<number>`count(*) filter (where ${recipients.status} = 'WITHDRAWAL')`.mapWith(Number),
      sendable: sql<number>`count(*) filter (where ${recipients.status} = 'NOT_SUBMITTED'
        and ${unionRegisters.ownerType} <> 'PUBLIC')`.mapWith(Number),
    })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .where(and(eq(recipients.consentSeq, consentSeq), live));
  return row ?? { total: 0, notSubmitted: 0, submitted: 0, withdrawal: 0, sendable: 0 };
}

/**
 * A page of the union's shown owners who are not live recipients of the consent (대상자 추가), by register
 * number, with their agent's name and birth (whether the owner page can identify them).
 */
export async function candidateRows(db: Db, unionSeq: number, consentSeq: number, query: RecipientCandidatesQuery) {
  const notRecipient = notExists(
    db
      .select({ one: sql`1` })
      .from(recipients)
      .where(
        and(
          eq(recipients.consentSeq, consentSeq),
          eq(recipients.unionRegisterSeq, unionRegisters.unionRegisterSeq),
          live,
        ),
      ),
  );
  const parts = [eq(unionRegisters.unionSeq, unionSeq), registerShown(unionSeq), notRecipient];
  if (query.searchName) parts.push(contains(unionRegisters.name, query.searchName));
  const where = and(...parts);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      owner: unionRegisters,
      agentName: registerAgents.name,
      agentBirth: registerAgents.birth,
    })
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(where)
    .orderBy(
      asc(unionRegisters.unionRegisterNoMain),
      asc(unionRegisters.unionRegisterNoSub),
      asc(unionRegisters.unionRegisterSeq),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(unionRegisters).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function agentOfOwner(db: Db, unionRegisterSeq: number) {
  const [row] = await db.select().from(registerAgents).where(eq(registerAgents.unionRegisterSeq, unionRegisterSeq));
  return row ?? null;
}

/**
 * The live recipients 일괄 발송 looks at (those of `recipientSeqs`, or all), by register number, with what
 * the send needs: status, owner type, name, the main phone with its contact consent, the agent's phone.
 */
export function sendCandidateRows(db: Db, consentSeq: number, recipientSeqs: number[] | null) {
  const parts = [eq(recipients.consentSeq, consentSeq), live];
  if (recipientSeqs) parts.push(inArray(recipients.recipientSeq, recipientSeqs));
  return db
    .select({
      recipientSeq: recipients.recipientSeq,
      status: recipients.status,
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      ownerType: unionRegisters.ownerType,
      name: unionRegisters.name,
      mainPhone: unionRegisters.mainPhone,
      agentName: registerAgents.name,
      agentPhoneNo: registerAgents.phoneNo,
    })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(and(...parts))
    .orderBy(...byRegisterNo);
}
