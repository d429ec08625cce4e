import { type ListParticipantsQuery, parseRegisterNoFilter, type VoterDateType } from "@johap/contracts";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { contains, containsCased, pageWindow } from "../../platform/sql";
import { members } from "../account/account.table";
import { unionRegisters } from "../register/register.table";
import { meetEvoteSends, meetParticipantHistories, meetParticipants } from "./meetings.table";

const p = meetParticipants;
export type ParticipantRow = typeof meetParticipants.$inferSelect;
export type ParticipantHistoryRow = typeof meetParticipantHistories.$inferSelect;
export type NewParticipantHistory = typeof meetParticipantHistories.$inferInsert;

/** Voters of the meeting still on the list. */
export const liveVotersOf = (meetSeq: number) => and(eq(p.meetSeq, meetSeq), isNull(p.deletedAt));

const DATE_COLUMNS: Record<VoterDateType, PgColumn> = {
  SENT: p.sentAt,
  RECEIVED: p.receivedAt,
  OPENED: p.openedAt,
  VOTED: p.votedAt,
  WRITTEN_SUBMISSION: p.writtenSubmissionAt,
  ATTEND: p.attendAt,
};

/** A Seoul calendar day's start as an instant. */
const seoulDayStart = (yyyyMMdd: string, plusDays = 0) =>
  new Date(new Date(`${yyyyMMdd}T00:00:00+09:00`).getTime() + plusDays * 86_400_000);

/** The filters of spec 03 §2.3 that the query sets (none: every live voter). */
function filterParts(q: Partial<ListParticipantsQuery>): SQL[] {
  const where: (SQL | undefined)[] = [];
  const no = parseRegisterNoFilter(q.unionRegisterNo);
  if (no) {
    where.push(eq(p.unionRegisterNoMain, no.main));
    if (no.sub !== null) where.push(eq(p.unionRegisterNoSub, no.sub));
  }
  if (q.name) where.push(contains(p.name, q.name));
  if (q.phoneNo)
    where.push(or(containsCased(p.phoneNo, q.phoneNo), containsCased(sql`${p.agent}->>'phoneNo'`, q.phoneNo)));
  if (q.dateType && (q.fromDate || q.toDate)) {
    const column = DATE_COLUMNS[q.dateType];
    if (q.fromDate) where.push(gte(column, seoulDayStart(q.fromDate)));
    if (q.toDate) where.push(lt(column, seoulDayStart(q.toDate, 1)));
  }
  if (q.electronicStatus) where.push(eq(p.evoteProgressStatus, q.electronicStatus));
  if (q.isResent !== undefined) where.push(eq(p.isResent, q.isResent));
  if (q.tendency) where.push(eq(p.tendency, q.tendency));
  if (q.attendExpectedType) where.push(eq(p.attendExpectedType, q.attendExpectedType));
  if (q.writtenSubmissionType === "NONE") {
    where.push(or(isNull(p.writtenSubmissionType), sql`${p.writtenWithdrawalAt} is not null`));
  } else if (q.writtenSubmissionType) {
    where.push(and(eq(p.writtenSubmissionType, q.writtenSubmissionType), isNull(p.writtenWithdrawalAt)));
  }
  if (q.attendanceCategory) where.push(eq(p.attendanceCategory, q.attendanceCategory));
  return where.filter((part): part is SQL => part !== undefined);
}

/** The filters of spec 03 §2.3 as one WHERE (the meeting's live voters). */
export function participantFilter(meetSeq: number, q: Partial<ListParticipantsQuery>): SQL {
  return and(liveVotersOf(meetSeq), ...filterParts(q))!;
}

/** Register-number order (n-m numerically), the voter last: the order of meet_participants_live_order_idx. */
const byRegisterNo = [asc(p.unionRegisterNoMain), asc(p.unionRegisterNoSub), asc(p.meetParticipantSeq)];

/** The same order backwards (a page in the list's second half is read from its end). */
const byRegisterNoDesc = [desc(p.unionRegisterNoMain), desc(p.unionRegisterNoSub), desc(p.meetParticipantSeq)];

/**
 * One page in register-number order, with the filtered count (조회 목록) and every live voter (전체):
 * - 전체 and 조회 목록 from one scan (count and count filtered together); without a filter they are the same
 *   number and one count(*) answers both;
 * - then the page's ids, from the live-order index (meet_seq, main, sub, seq where not deleted) without a sort
 *   and without reading the wide rows (addresses, agent) of the voters before the page; a page in the second
 *   half of the filtered list walks the index from its end (at most half the list is stepped over), and a page
 *   past the end reads nothing;
 * - then the page's rows by id.
 */
export async function participantPage(db: Db, meetSeq: number, q: ListParticipantsQuery) {
  const parts = filterParts(q);
  const where = and(liveVotersOf(meetSeq), ...parts)!;
  const { limit, offset } = pageWindow(q);
  const [counts] =
    parts.length === 0
      ? await db
          .select({ total: sql<number>`count(*)::int`, filtered: sql<number>`count(*)::int` })
          .from(p)
          .where(where)
      : await db
          .select({ total: sql<number>`count(*)::int`, filtered: sql<number>`(count(*) filter (where ${where}))::int` })
          .from(p)
          .where(liveVotersOf(meetSeq));
  const filtered = counts?.filtered ?? 0;
  const total = counts?.total ?? 0;
  if (offset >= filtered) return { rows: [] as ParticipantRow[], filtered, total };
  const onPage = Math.min(limit, filtered - offset);
  const fromEnd = offset + onPage / 2 > filtered / 2;
  const ids = db.select({ seq: p.meetParticipantSeq }).from(p).where(where);
  const page = fromEnd
    ? (
        await ids
          .orderBy(...byRegisterNoDesc)
          .limit(onPage)
          .offset(filtered - offset - onPage)
      ).reverse()
    : await ids
        .orderBy(...byRegisterNo)
        .limit(onPage)
        .offset(offset);
  const seqs = page.map((row) => row.seq);
  const found = seqs.length === 0 ? [] : await db.select().from(p).where(inArray(p.meetParticipantSeq, seqs));
  const bySeq = new Map(found.map((row) => [row.meetParticipantSeq, row]));
  return { rows: seqs.flatMap((seq) => bySeq.get(seq) ?? []), filtered, total };
}

/** Every filtered voter in register-number order (the Excel download). */
export function participantRows(db: Db, meetSeq: number, q: Partial<ListParticipantsQuery>) {
  return db
    .select()
    .from(p)
    .where(participantFilter(meetSeq, q))
    .orderBy(...byRegisterNo);
}

/** Live voters of the meeting among the given seqs, locked for the caller's transaction. */
export function votersBySeqs(db: Db, meetSeq: number, seqs: number[]) {
  return db
    .select()
    .from(p)
    .where(and(liveVotersOf(meetSeq), inArray(p.meetParticipantSeq, seqs)))
    .orderBy(asc(p.meetParticipantSeq))
    .for("update");
}

/** Unvoted live voters (for 독려 투표 전체 재발송): not VOTED or WITH and no ballot in any channel. */
export async function unvotedVoterSeqs(db: Db, meetSeq: number) {
  const rows = await db
    .select({ seq: p.meetParticipantSeq })
    .from(p)
    .where(
      and(liveVotersOf(meetSeq), notInArray(p.evoteProgressStatus, ["VOTED", "WITH"]), eq(p.voteCategory, "NOT_VOTED")),
    )
    .orderBy(asc(p.meetParticipantSeq));
  return rows.map((r) => r.seq);
}

/** Union register seqs of the given owners that are already live voters of the meeting. */
export async function existingVoterOwners(db: Db, meetSeq: number, unionRegisterSeqs: number[]) {
  const rows = await db
    .select({ seq: p.unionRegisterSeq })
    .from(p)
    .where(and(liveVotersOf(meetSeq), inArray(p.unionRegisterSeq, unionRegisterSeqs)));
  return rows.map((r) => r.seq);
}

/** Owners of the union's register who are not live voters of the meeting (선거인 추가하기). */
export async function candidatePage(
  db: Db,
  unionSeq: number,
  meetSeq: number,
  q: { name?: string | undefined; unionRegisterNo?: string | undefined; page: number; pageSize: number },
) {
  const r = unionRegisters;
  const where: (SQL | undefined)[] = [
    eq(r.unionSeq, unionSeq),
    sql`not exists (select 1 from ${p} where ${p.meetSeq} = ${meetSeq} and ${p.unionRegisterSeq} = ${r.unionRegisterSeq} and ${p.deletedAt} is null)`,
  ];
  if (q.name) where.push(contains(r.name, q.name));
  const no = parseRegisterNoFilter(q.unionRegisterNo);
  if (no) {
    where.push(eq(r.unionRegisterNoMain, no.main));
    if (no.sub !== null) where.push(eq(r.unionRegisterNoSub, no.sub));
  }
  const { limit, offset } = pageWindow(q);
  const all = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        unionRegisterSeq: r.unionRegisterSeq,
        main: r.unionRegisterNoMain,
        sub: r.unionRegisterNoSub,
        name: r.name,
        nameClass: r.nameClass,
        ownerType: r.ownerType,
        birth: r.birth,
        phoneNo: r.mainPhoneNo,
        position: r.position,
      })
      .from(r)
      .where(all)
      .orderBy(asc(r.unionRegisterNoMain), asc(r.unionRegisterNoSub))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(r).where(all),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertHistories(db: Db, rows: NewParticipantHistory[]) {
  if (rows.length === 0) return;
  for (let i = 0; i < rows.length; i += 500) await db.insert(meetParticipantHistories).values(rows.slice(i, i + 500));
}

export async function historyPage(
  db: Db,
  meetSeq: number,
  q: {
    unionRegisterNo?: string | undefined;
    name?: string | undefined;
    modifiedBy?: string | undefined;
    actionType?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const h = meetParticipantHistories;
  const where: (SQL | undefined)[] = [eq(h.meetSeq, meetSeq)];
  const no = parseRegisterNoFilter(q.unionRegisterNo);
  if (no) {
    where.push(eq(p.unionRegisterNoMain, no.main));
    if (no.sub !== null) where.push(eq(p.unionRegisterNoSub, no.sub));
  }
  if (q.name) where.push(contains(sql`${h.participant}->'name'->>'name'`, q.name));
  if (q.modifiedBy) where.push(contains(h.modifiedBy, q.modifiedBy));
  if (q.actionType) where.push(eq(h.actionType, q.actionType as ParticipantHistoryRow["actionType"]));
  const all = and(...where);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ history: h })
      .from(h)
      .innerJoin(p, eq(p.meetParticipantSeq, h.meetParticipantSeq))
      .where(all)
      .orderBy(desc(h.modifiedAt), desc(h.meetParticipantHistorySeq))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(h).innerJoin(p, eq(p.meetParticipantSeq, h.meetParticipantSeq)).where(all),
  ]);
  return { rows: rows.map((r) => r.history), total: total?.n ?? 0 };
}

export async function historyOf(db: Db, meetSeq: number, historySeq: number) {
  const [row] = await db
    .select()
    .from(meetParticipantHistories)
    .where(
      and(
        eq(meetParticipantHistories.meetSeq, meetSeq),
        eq(meetParticipantHistories.meetParticipantHistorySeq, historySeq),
      ),
    );
  return row ?? null;
}

/** The voter's ballot-link deliveries, newest first. */
export function evoteSendsOf(db: Db, meetParticipantSeq: number) {
  return db
    .select()
    .from(meetEvoteSends)
    .where(eq(meetEvoteSends.meetParticipantSeq, meetParticipantSeq))
    .orderBy(desc(meetEvoteSends.requestedAt), desc(meetEvoteSends.sendSeq));
}

export async function memberNameOf(db: Db, memberSeq: number) {
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.memberSeq, memberSeq));
  return row?.name ?? "";
}
