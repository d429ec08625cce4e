import type { BallotChannel, EvoteProgressStatus, EvoteSendStatus } from "@johap/contracts";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../files/files.table";
import { meetAgendas, meetCandidates, meetEvoteSends, meetOnsiteVotes, meetParticipants } from "./meetings.table";

type VoterAgent = { name: string; birth: string; phoneNo: string };

/** What a ballot link's requests need of its delivery and voter (read on every request: no cache). */
export type BallotLinkRow = {
  send: { sendSeq: number; status: EvoteSendStatus };
  participant: {
    meetParticipantSeq: number;
    meetSeq: number;
    unionRegisterSeq: number | null;
    name: string;
    birth: string;
    phoneNo: string;
    agent: VoterAgent | null;
    evoteProgressStatus: EvoteProgressStatus;
    deletedAt: Date | null;
  };
  /** The voter's one ballot (any channel): who voted and when, never what. */
  ballot: { channel: BallotChannel; castAt: Date } | null;
};

/**
 * The delivery a ballot link names, with its voter and the voter's ballot; null for no such link. A cancelled
 * delivery is returned too (the caller tells the owner a newer link was sent). Plain SQL: it runs on every
 * page load and cast of a voting burst, and building it with the query builder cost more than running it.
 */
export async function findBallotLink(db: Db, linkToken: string): Promise<BallotLinkRow | null> {
  const result = await db.execute(sql`
    select s.send_seq, s.status, p.meet_participant_seq, p.meet_seq, p.union_register_seq, p.name, p.birth,
      p.phone_no, p.agent, p.evote_progress_status, p.deleted_at, b.channel, b.cast_at
    from meet_evote_sends s
    join meet_participants p on p.meet_participant_seq = s.meet_participant_seq
    left join meet_ballots b on b.meet_participant_seq = p.meet_participant_seq
    where s.link_token = ${linkToken}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) return null;
  const at = (value: unknown) => (value == null ? null : new Date(value as string | Date));
  return {
    send: { sendSeq: Number(row.send_seq), status: row.status as EvoteSendStatus },
    participant: {
      meetParticipantSeq: Number(row.meet_participant_seq),
      meetSeq: Number(row.meet_seq),
      unionRegisterSeq: row.union_register_seq == null ? null : Number(row.union_register_seq),
      name: String(row.name),
      birth: String(row.birth),
      phoneNo: String(row.phone_no),
      agent: (typeof row.agent === "string" ? JSON.parse(row.agent) : row.agent) as VoterAgent | null,
      evoteProgressStatus: row.evote_progress_status as EvoteProgressStatus,
      deletedAt: at(row.deleted_at),
    },
    ballot: row.channel == null ? null : { channel: row.channel as BallotChannel, castAt: at(row.cast_at)! },
  };
}

/** The place of an on-site meeting (road address and detail), or null for an electronic one. */
export async function onsiteOf(db: Db, meetSeq: number) {
  const [row] = await db.select().from(meetOnsiteVotes).where(eq(meetOnsiteVotes.meetSeq, meetSeq));
  return row ?? null;
}

/** The live voter of a meeting for a register entry (one per entry while not deleted). */
export async function liveVoterOf(db: Db, meetSeq: number, unionRegisterSeq: number) {
  const [row] = await db
    .select({ meetParticipantSeq: meetParticipants.meetParticipantSeq })
    .from(meetParticipants)
    .where(
      and(
        eq(meetParticipants.meetSeq, meetSeq),
        eq(meetParticipants.unionRegisterSeq, unionRegisterSeq),
        isNull(meetParticipants.deletedAt),
      ),
    );
  return row ?? null;
}

/** The agendas of a meeting in order, each with its candidates in number order. */
export async function agendasWithCandidates(db: Db, meetSeq: number) {
  const agendas = await db
    .select()
    .from(meetAgendas)
    .where(eq(meetAgendas.meetSeq, meetSeq))
    .orderBy(asc(meetAgendas.agendaOrder));
  const candidates = await db
    .select()
    .from(meetCandidates)
    .where(eq(meetCandidates.meetSeq, meetSeq))
    .orderBy(asc(meetCandidates.agendaSeq), asc(meetCandidates.no));
  return agendas.map((agenda) => ({
    agenda,
    candidates: candidates.filter((c) => c.agendaSeq === agenda.agendaSeq),
  }));
}

/** Stored files by seq (notice and attachments), ready to sign download URLs for. */
export async function storedFiles(db: Db, fileSeqs: number[]) {
  if (fileSeqs.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.fileSeq, fileSeqs), eq(files.status, "STORED")));
}

/**
 * Marks a delivery opened (first time only) and its voter OPENED with `openedAt` unless the voter has voted
 * already (VOTED stays). Cancelled deliveries are left as they are.
 */
export async function markOpened(db: Db, sendSeq: number, meetParticipantSeq: number, at: Date) {
  await db
    .update(meetEvoteSends)
    .set({ openedAt: at })
    .where(
      and(eq(meetEvoteSends.sendSeq, sendSeq), isNull(meetEvoteSends.openedAt), ne(meetEvoteSends.status, "CANCELLED")),
    );
  await db
    .update(meetParticipants)
    .set({
      evoteProgressStatus: "OPENED",
      openedAt: sql`coalesce(${meetParticipants.openedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: at,
    })
    .where(
      and(
        eq(meetParticipants.meetParticipantSeq, meetParticipantSeq),
        ne(meetParticipants.evoteProgressStatus, "VOTED"),
        isNull(meetParticipants.deletedAt),
      ),
    );
}
