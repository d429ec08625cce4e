import type {
  AgendaKind,
  AttendanceCategory,
  AttendExpectedType,
  BallotChannel,
  BallotChoiceValue,
  TallyEntryType,
  UnionQuorumOverrides,
  VoteForm,
  VoteType,
} from "@johap/contracts";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { unionRegisters } from "../register/register.table";
import { meetJointBooks, meetResults, meetTallyCounts, meetTallyEntries, unionQuorumRules } from "./meet-results.table";
import {
  meetAgendas,
  meetBallotChoices,
  meetBallots,
  meetCandidates,
  meetElectronicVotes,
  meetParticipants,
} from "./meetings.table";

const p = meetParticipants;

export type ResultAgendaRow = {
  agendaSeq: number;
  order: number;
  name: string;
  voteForm: VoteForm;
  voteType: VoteType;
  selectCount: number;
  agendaKind: AgendaKind;
  candidates: { candidateSeq: number; no: number; name: string; isPassed: boolean | null }[];
};

/** The meeting's agendas in order, each with its candidates by number. */
export async function resultAgendas(db: Db, meetSeq: number): Promise<ResultAgendaRow[]> {
  const agendas = await db
    .select()
    .from(meetAgendas)
    .where(eq(meetAgendas.meetSeq, meetSeq))
    .orderBy(asc(meetAgendas.agendaOrder));
  const candidates = await db
    .select()
    .from(meetCandidates)
    .where(eq(meetCandidates.meetSeq, meetSeq))
    .orderBy(asc(meetCandidates.no));
  return agendas.map((a) => ({
    agendaSeq: a.agendaSeq,
    order: a.agendaOrder,
    name: a.name,
    voteForm: a.voteForm,
    voteType: a.voteType,
    selectCount: a.selectCount,
    agendaKind: a.agendaKind,
    candidates: candidates
      .filter((c) => c.agendaSeq === a.agendaSeq)
      .map((c) => ({ candidateSeq: c.candidateSeq, no: c.no, name: c.name, isPassed: c.isPassed })),
  }));
}

export type ChoiceCountRow = {
  channel: BallotChannel;
  candidateSeq: number;
  choice: BallotChoiceValue;
  count: number;
};

const CHOICES: BallotChoiceValue[] = ["YES", "NO", "ABSTAIN", "SELECTED"];

/**
 * The counted ballots' choices of the channels per candidate: one scan of the meeting's choices grouped by
 * candidate only, a filtered count per channel and choice (grouping by four columns hashed twice the work on
 * 80,000 choices; tools/bench/meet-tally.ts).
 */
export async function choiceCounts(db: Db, meetSeq: number, channels: BallotChannel[]): Promise<ChoiceCountRow[]> {
  if (channels.length === 0) return [];
  const c = meetBallotChoices;
  const cells = channels.flatMap((channel) => CHOICES.map((choice) => ({ channel, choice })));
  const columns = Object.fromEntries(
    cells.map((cell, i) => [
      `n${i}`,
      sql<number>`count(*) filter (where ${c.channel} = ${cell.channel} and ${c.choice} = ${cell.choice})`.mapWith(
        Number,
      ),
    ]),
  );
  const rows = await db
    .select({ candidateSeq: c.candidateSeq, ...columns })
    .from(c)
    .where(and(eq(c.meetSeq, meetSeq), inArray(c.channel, channels)))
    .groupBy(c.candidateSeq);
  const out: ChoiceCountRow[] = [];
  for (const row of rows as ({ candidateSeq: number | null } & Record<string, number>)[]) {
    if (row.candidateSeq === null) continue;
    for (const [i, cell] of cells.entries()) {
      const n = row[`n${i}`] ?? 0;
      if (n > 0) out.push({ channel: cell.channel, candidateSeq: row.candidateSeq, choice: cell.choice, count: n });
    }
  }
  return out;
}

/** The meeting's ballots per channel. */
export async function ballotCounts(db: Db, meetSeq: number): Promise<Partial<Record<BallotChannel, number>>> {
  const rows = await db
    .select({ channel: meetBallots.channel, count: count() })
    .from(meetBallots)
    .where(eq(meetBallots.meetSeq, meetSeq))
    .groupBy(meetBallots.channel);
  return Object.fromEntries(rows.map((r) => [r.channel, Number(r.count)]));
}

export type TallyEntryRow = typeof meetTallyEntries.$inferSelect;
export type TallyCountRowStored = typeof meetTallyCounts.$inferSelect;

export async function tallyEntriesOf(db: Db, meetSeq: number) {
  const entries = await db.select().from(meetTallyEntries).where(eq(meetTallyEntries.meetSeq, meetSeq));
  const counts = await db.select().from(meetTallyCounts).where(eq(meetTallyCounts.meetSeq, meetSeq));
  return { entries, counts };
}

/** Replaces the hand counts of the given types with these (one statement per table). */
export async function replaceTally(
  tx: Db,
  meetSeq: number,
  enteredBy: number | null,
  entries: {
    type: TallyEntryType;
    finalCount: number;
    rows: {
      agendaSeq: number;
      candidateSeq: number;
      yesCount: number;
      noCount: number;
      abstentionCount: number;
      selectedCount: number;
    }[];
  }[],
  enteredAt: Date = new Date(),
) {
  const types = entries.map((e) => e.type);
  await tx
    .delete(meetTallyCounts)
    .where(and(eq(meetTallyCounts.meetSeq, meetSeq), inArray(meetTallyCounts.entryType, types)));
  await tx
    .delete(meetTallyEntries)
    .where(and(eq(meetTallyEntries.meetSeq, meetSeq), inArray(meetTallyEntries.entryType, types)));
  await tx
    .insert(meetTallyEntries)
    .values(entries.map((e) => ({ meetSeq, entryType: e.type, finalCount: e.finalCount, enteredBy, enteredAt })));
  const rows = entries.flatMap((e) => e.rows.map((r) => ({ meetSeq, entryType: e.type, ...r })));
  if (rows.length > 0) await tx.insert(meetTallyCounts).values(rows);
}

/** The re-entry (결과 재입력): hand counts, the 연명부 request, decisions and any result row go. */
export async function resetTally(tx: Db, meetSeq: number) {
  await tx.delete(meetTallyCounts).where(eq(meetTallyCounts.meetSeq, meetSeq));
  await tx.delete(meetTallyEntries).where(eq(meetTallyEntries.meetSeq, meetSeq));
  const books = await tx.delete(meetJointBooks).where(eq(meetJointBooks.meetSeq, meetSeq)).returning();
  await tx.delete(meetResults).where(eq(meetResults.meetSeq, meetSeq));
  await tx.update(meetCandidates).set({ isPassed: null }).where(eq(meetCandidates.meetSeq, meetSeq));
  return { jointBookDeleted: books.length > 0 };
}

export async function setDecisions(tx: Db, decisions: { candidateSeq: number; isPassed: boolean }[]) {
  for (const isPassed of [true, false]) {
    const seqs = decisions.filter((d) => d.isPassed === isPassed).map((d) => d.candidateSeq);
    if (seqs.length > 0)
      await tx.update(meetCandidates).set({ isPassed }).where(inArray(meetCandidates.candidateSeq, seqs));
  }
}

/** A voter's facts as the quorum engine reads them, grouped (co-owners each their own row). */
export type QuorumFactsRow = {
  attendanceCategory: AttendanceCategory;
  ballotChannel: BallotChannel | null;
  written: "NONE" | "SUBMITTED" | "WITHDRAWN";
  attendExpectedType: AttendExpectedType;
  shareType: string;
  unionRegisterNoMain: number;
  isRepresentative: boolean;
  count: number;
};

/**
 * The live voters folded by the facts the quorum reads: single owners grouped by attendance, ballot, written
 * state and expected attendance; co-owners (shareType SHARE) by their main number and representative flag too
 * (a register entry's `is_representative`).
 */
export async function quorumFacts(db: Db, meetSeq: number): Promise<QuorumFactsRow[]> {
  const written = sql<string>`case when ${p.writtenWithdrawalAt} is not null then 'WITHDRAWN' when ${p.writtenSubmissionAt} is not null then 'SUBMITTED' else 'NONE' end`;
  const shared = sql<boolean>`(${p.shareType} = 'SHARE')`;
  const main = sql<number>`case when ${p.shareType} = 'SHARE' then ${p.unionRegisterNoMain} else 0 end`;
  // Only co-owners need their register entry's flag: a correlated read for them beats joining every voter.
  const representative = sql<boolean>`case when ${p.shareType} = 'SHARE' then coalesce((select ${unionRegisters.isRepresentative} from ${unionRegisters} where ${unionRegisters.unionRegisterSeq} = ${p.unionRegisterSeq}), false) else false end`;
  const rows = await db
    .select({
      attendanceCategory: p.attendanceCategory,
      ballotChannel: meetBallots.channel,
      written,
      attendExpectedType: p.attendExpectedType,
      shared,
      main,
      representative,
      count: count(),
    })
    .from(p)
    .leftJoin(meetBallots, eq(meetBallots.meetParticipantSeq, p.meetParticipantSeq))
    .where(and(eq(p.meetSeq, meetSeq), isNull(p.deletedAt)))
    .groupBy(p.attendanceCategory, meetBallots.channel, written, p.attendExpectedType, shared, main, representative);
  return rows.map((r) => ({
    attendanceCategory: r.attendanceCategory,
    ballotChannel: r.ballotChannel ?? null,
    written: r.written as QuorumFactsRow["written"],
    attendExpectedType: r.attendExpectedType,
    shareType: r.shared ? "SHARE" : "SINGLE",
    unionRegisterNoMain: Number(r.main),
    isRepresentative: Boolean(r.representative),
    count: Number(r.count),
  }));
}

export async function quorumOverridesOf(db: Db, unionSeq: number): Promise<UnionQuorumOverrides | undefined> {
  const [row] = await db.select().from(unionQuorumRules).where(eq(unionQuorumRules.unionSeq, unionSeq));
  return row?.overrides;
}

export async function electronicVoteOf(db: Db, meetSeq: number) {
  const [row] = await db.select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meetSeq));
  return row ?? null;
}

export async function meetResultOf(db: Db, meetSeq: number) {
  const [row] = await db.select().from(meetResults).where(eq(meetResults.meetSeq, meetSeq));
  return row ?? null;
}

export async function insertMeetResult(tx: Db, values: typeof meetResults.$inferInsert) {
  await tx.insert(meetResults).values(values);
}
