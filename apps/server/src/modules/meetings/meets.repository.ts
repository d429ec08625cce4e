import type { ListMeetsQuery } from "@johap/contracts";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { files } from "../files/files.table";
import {
  meetAgendas,
  meetCandidates,
  meetElectronicVotes,
  meetOnsiteVotes,
  meetParticipants,
  meets,
} from "./meetings.table";

export type MeetRow = typeof meets.$inferSelect;
export type ElectronicVoteRow = typeof meetElectronicVotes.$inferSelect;
export type OnsiteVoteRow = typeof meetOnsiteVotes.$inferSelect;
export type AgendaRow = typeof meetAgendas.$inferSelect;
export type CandidateRow = typeof meetCandidates.$inferSelect;

/**
 * Agendas of the meeting and its voters who are not deleted, read beside each row. The outer row is named in
 * full: inside the subquery drizzle writes a bare `meet_seq`, which the subquery's own table would take.
 */
const outerMeetSeq = sql.raw('"meets"."meet_seq"');
const agendaCount = sql<number>`(select count(*)::int from ${meetAgendas} where ${meetAgendas.meetSeq} = ${outerMeetSeq})`;
const realParticipantCount = sql<number>`(select count(*)::int from ${meetParticipants}
  where ${meetParticipants.meetSeq} = ${outerMeetSeq} and ${meetParticipants.deletedAt} is null)`;

export type MeetListRow = MeetRow & { agendaCount: number; realParticipantCount: number };

function listFilters(unionSeq: number, q: Omit<ListMeetsQuery, "page" | "pageSize">): SQL | undefined {
  return and(
    eq(meets.unionSeq, unionSeq),
    q.meetName ? contains(meets.name, q.meetName) : undefined,
    q.moverName ? contains(meets.moverName, q.moverName) : undefined,
    q.meetStatus ? eq(meets.meetStatus, q.meetStatus) : undefined,
    q.meetMethod ? eq(meets.meetMethod, q.meetMethod) : undefined,
    q.openType ? eq(meets.openType, q.openType) : undefined,
    q.meetType ? eq(meets.meetType, q.meetType) : undefined,
  );
}

/** The union's meetings matching the filters, newest first (a page of them, or all for the Excel). */
export async function listMeetRows(
  db: Db,
  unionSeq: number,
  query: Omit<ListMeetsQuery, "page" | "pageSize"> & { page?: number; pageSize?: number },
  opts: { isPaged: boolean },
): Promise<{ rows: MeetListRow[]; total: number }> {
  const where = listFilters(unionSeq, query);
  const select = db
    .select({ meet: meets, agendaCount, realParticipantCount })
    .from(meets)
    .where(where)
    .orderBy(desc(meets.meetSeq));
  const window = pageWindow(query);
  const [found, [total]] = await Promise.all([
    opts.isPaged ? select.limit(window.limit).offset(window.offset) : select,
    db.select({ n: count() }).from(meets).where(where),
  ]);
  return {
    rows: found.map((r) => ({ ...r.meet, agendaCount: r.agendaCount, realParticipantCount: r.realParticipantCount })),
    total: total?.n ?? 0,
  };
}

/** The counts of one meeting: agendas and voters who are not deleted. */
export async function meetCountsOf(db: Db, meetSeq: number) {
  const [row] = await db.select({ agendaCount, realParticipantCount }).from(meets).where(eq(meets.meetSeq, meetSeq));
  return { agendaCount: row?.agendaCount ?? 0, realParticipantCount: row?.realParticipantCount ?? 0 };
}

export async function findElectronicVote(db: Db, meetSeq: number) {
  const [row] = await db.select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meetSeq));
  return row ?? null;
}

export async function findOnsiteVote(db: Db, meetSeq: number) {
  const [row] = await db.select().from(meetOnsiteVotes).where(eq(meetOnsiteVotes.meetSeq, meetSeq));
  return row ?? null;
}

/** The original names of the given files (missing ones are left out). */
export async function fileNamesOf(db: Db, fileSeqs: (number | null)[]) {
  const seqs = [...new Set(fileSeqs.filter((s): s is number => s !== null))];
  if (seqs.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ fileSeq: files.fileSeq, originalName: files.originalName })
    .from(files)
    .where(inArray(files.fileSeq, seqs));
  return new Map(rows.map((r) => [r.fileSeq, r.originalName]));
}

/** The meeting's agendas by number and their candidates by number. */
export async function agendasOf(db: Db, meetSeq: number) {
  const [agendas, candidates] = await Promise.all([
    db.select().from(meetAgendas).where(eq(meetAgendas.meetSeq, meetSeq)).orderBy(asc(meetAgendas.agendaOrder)),
    db
      .select()
      .from(meetCandidates)
      .where(eq(meetCandidates.meetSeq, meetSeq))
      .orderBy(asc(meetCandidates.agendaSeq), asc(meetCandidates.no)),
  ]);
  return { agendas, candidates };
}

export async function updateMeetRow(db: Db, meetSeq: number, patch: Partial<typeof meets.$inferInsert>) {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(meets)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(meets.meetSeq, meetSeq));
}

export async function updateElectronicVoteRow(db: Db, meetSeq: number, patch: Partial<ElectronicVoteRow>) {
  if (Object.keys(patch).length === 0) return;
  await db.update(meetElectronicVotes).set(patch).where(eq(meetElectronicVotes.meetSeq, meetSeq));
}

export async function updateOnsiteVoteRow(db: Db, meetSeq: number, patch: Partial<OnsiteVoteRow>) {
  if (Object.keys(patch).length === 0) return;
  await db.update(meetOnsiteVotes).set(patch).where(eq(meetOnsiteVotes.meetSeq, meetSeq));
}
