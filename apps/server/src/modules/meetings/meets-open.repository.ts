import type { ListMeetCandidatesQuery } from "@johap/contracts";
import { and, asc, count, eq, inArray, like, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageWindow } from "../../platform/sql";
import { files } from "../files/files.table";
import { ownerFilters, registerShown } from "../register/register.repository";
import { registerAgents, unionRegisters } from "../register/register.table";
import {
  meetAgendas,
  meetCandidates,
  meetElectronicVotes,
  meetOnsiteVotes,
  meetParticipants,
  meets,
} from "./meetings.table";

/** 대의원회 reads delegates, 이사회 directors: the register's position detail (직책상세) holds them. */
function positionFilter(openType: ListMeetCandidatesQuery["openType"]): SQL[] {
  if (openType === "DELEGATE") return [like(unionRegisters.positionDescription, "%대의원%")];
  if (openType === "BOARD") return [like(unionRegisters.positionDescription, "%이사%")];
  return [];
}

/** A page of the union's shown owners for the wizard's step 1 (register order), with the first agent's name. */
export async function listMeetCandidateRows(db: Db, unionSeq: number, query: ListMeetCandidatesQuery) {
  const where = and(...ownerFilters(unionSeq, { name: query.name }), ...positionFilter(query.openType));
  const { limit, offset } = pageWindow(query);
  // Qualified by hand: in a one-table select Drizzle leaves columns bare, so the inner table's
  // union_register_seq would be compared with itself (every owner would show the first agent).
  const agentName = sql<string | null>`(select agent.name from ${registerAgents} agent
    where agent.union_register_seq = ${unionRegisters}.union_register_seq
    order by agent.union_register_agent_seq limit 1)`;
  const rows = await db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
      unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
      name: unionRegisters.name,
      nameClass: unionRegisters.nameClass,
      positionDescription: unionRegisters.positionDescription,
      ownerType: unionRegisters.ownerType,
      shareType: unionRegisters.shareType,
      birth: unionRegisters.birth,
      phoneNo: unionRegisters.mainPhoneNo,
      agentName,
    })
    .from(unionRegisters)
    .where(where)
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(unionRegisters).where(where);
  return { rows, total: total?.value ?? 0 };
}
export type MeetCandidateRow = Awaited<ReturnType<typeof listMeetCandidateRows>>["rows"][number];

/** The owners among `seqs` the union's register shows, with their position detail. */
export function shownOwnersOf(db: Db, unionSeq: number, seqs: number[]) {
  if (seqs.length === 0) return Promise.resolve([]);
  return db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      positionDescription: unionRegisters.positionDescription,
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

export function fileRowsOf(db: Db, fileSeqs: number[]) {
  if (fileSeqs.length === 0) return Promise.resolve([]);
  return db
    .select({
      fileSeq: files.fileSeq,
      unionSeq: files.unionSeq,
      divisionCode: files.divisionCode,
      contentType: files.contentType,
      status: files.status,
    })
    .from(files)
    .where(inArray(files.fileSeq, fileSeqs));
}

export async function linkCodeTaken(db: Db, code: string) {
  const [row] = await db.select({ meetSeq: meets.meetSeq }).from(meets).where(eq(meets.linkCode, code));
  return row !== undefined;
}

export async function insertMeetRow(db: Db, row: typeof meets.$inferInsert) {
  const [meet] = await db.insert(meets).values(row).returning();
  return meet!;
}

export async function insertMeetParts(
  db: Db,
  parts: {
    electronicVote: typeof meetElectronicVotes.$inferInsert | null;
    onsiteVote: typeof meetOnsiteVotes.$inferInsert | null;
  },
) {
  if (parts.electronicVote) await db.insert(meetElectronicVotes).values(parts.electronicVote);
  if (parts.onsiteVote) await db.insert(meetOnsiteVotes).values(parts.onsiteVote);
}

export async function insertAgenda(
  db: Db,
  agenda: typeof meetAgendas.$inferInsert,
  candidates: Omit<typeof meetCandidates.$inferInsert, "agendaSeq">[],
) {
  const [row] = await db.insert(meetAgendas).values(agenda).returning({ agendaSeq: meetAgendas.agendaSeq });
  await db.insert(meetCandidates).values(candidates.map((c) => ({ ...c, agendaSeq: row!.agendaSeq })));
}

/** Voters in batches (a 10,000-voter meeting stays under the driver's parameter limit). */
export async function insertParticipants(db: Db, rows: (typeof meetParticipants.$inferInsert)[]) {
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(meetParticipants).values(rows.slice(i, i + BATCH));
}

/** BEFORE meetings with their start times (e-vote start, written submission start), for the lifecycle. */
export function meetStartRow(db: Db, meetSeq: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      meetSeq: meets.meetSeq,
      meetStatus: meets.meetStatus,
      voteStartAt: meetElectronicVotes.voteStartAt,
      submissionStartAt: meetOnsiteVotes.submissionStartAt,
    })
    .from(meets)
    .leftJoin(meetElectronicVotes, eq(meetElectronicVotes.meetSeq, meets.meetSeq))
    .leftJoin(meetOnsiteVotes, eq(meetOnsiteVotes.meetSeq, meets.meetSeq))
    .where(eq(meets.meetSeq, meetSeq));
  return opts.forUpdate ? query.for("update", { of: meets }) : query;
}

/** BEFORE meetings whose earliest start has come. */
export async function meetsDue(db: Db, now: Date) {
  const rows = await db
    .select({ meetSeq: meets.meetSeq })
    .from(meets)
    .leftJoin(meetElectronicVotes, eq(meetElectronicVotes.meetSeq, meets.meetSeq))
    .leftJoin(meetOnsiteVotes, eq(meetOnsiteVotes.meetSeq, meets.meetSeq))
    .where(
      and(
        eq(meets.meetStatus, "BEFORE"),
        sql`least(${meetElectronicVotes.voteStartAt}, ${meetOnsiteVotes.submissionStartAt}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(meets.meetSeq));
  return rows.map((r) => r.meetSeq);
}

export async function setMeetStatus(db: Db, meetSeq: number, meetStatus: "PROCESS") {
  await db.update(meets).set({ meetStatus, updatedAt: new Date() }).where(eq(meets.meetSeq, meetSeq));
}
