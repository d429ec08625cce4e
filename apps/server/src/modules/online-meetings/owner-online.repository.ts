import type { BallotChannel, MeetMethod, MeetStatus } from "@johap/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { meetBallots, meetParticipants } from "../meetings/meetings.table";
import {
  onlineMeetingNotices as notices,
  onlineMeetingOpinions as opinions,
  onlineMeetingSpeeches as speeches,
  onlineMeetingViewers as viewers,
} from "./online-meetings.table";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const at = (value: unknown) => (value == null ? null : new Date(value as string | Date));

/** An online meeting as its viewers see it: the live row of an access code, its meeting, union and latest notice. */
export type OnlineMeetingState = {
  onlineGeneralMeetingSeq: number;
  meetSeq: number;
  unionSeq: number;
  unionName: string;
  name: string;
  meetMethod: MeetMethod;
  meetStatus: MeetStatus;
  meetAt: Date;
  serviceStatus: string;
  streamingStatus: "BROADCASTING" | "STOPPED" | null;
  playUrl: string | null;
  startAt: Date | null;
  endAt: Date | null;
  voteStatus: "VOTING" | "PENDING";
  voteStartedAt: Date | null;
  voteEndedAt: Date | null;
  latestNotice: { noticeSeq: number; message: string; createdAt: Date } | null;
};

/**
 * The live (not cancelled) online meeting of an access code with what its viewers' pages show, in one statement
 * (the watch state of every viewer is read from it, through a short cache); null for no such code.
 */
export async function findOnlineMeeting(db: Db, accessCode: string): Promise<OnlineMeetingState | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select o.online_general_meeting_seq, o.meet_seq, o.union_seq, u.name as union_name, m.name, m.meet_method,
        m.meet_status, m.meet_at, o.service_status, o.streaming_status, o.play_url, o.start_at, o.end_at,
        o.vote_status, o.vote_started_at, o.vote_ended_at,
        n.notice_seq, n.message as notice_message, n.created_at as notice_created_at
      from online_general_meetings o
      join meets m on m.meet_seq = o.meet_seq
      join unions u on u.union_seq = m.union_seq
      left join lateral (
        select notice_seq, message, created_at from online_meeting_notices
        where online_general_meeting_seq = o.online_general_meeting_seq
        order by created_at desc, notice_seq desc limit 1
      ) n on true
      where o.access_code = ${accessCode} and o.canceled_at is null`),
  );
  if (!row) return null;
  return {
    onlineGeneralMeetingSeq: Number(row.online_general_meeting_seq),
    meetSeq: Number(row.meet_seq),
    unionSeq: Number(row.union_seq),
    unionName: String(row.union_name),
    name: String(row.name),
    meetMethod: row.meet_method as MeetMethod,
    meetStatus: row.meet_status as MeetStatus,
    meetAt: at(row.meet_at)!,
    serviceStatus: String(row.service_status),
    streamingStatus: (row.streaming_status ?? null) as OnlineMeetingState["streamingStatus"],
    playUrl: (row.play_url ?? null) as string | null,
    startAt: at(row.start_at),
    endAt: at(row.end_at),
    voteStatus: row.vote_status === "VOTING" ? "VOTING" : "PENDING",
    voteStartedAt: at(row.vote_started_at),
    voteEndedAt: at(row.vote_ended_at),
    latestNotice:
      row.notice_seq == null
        ? null
        : {
            noticeSeq: Number(row.notice_seq),
            message: String(row.notice_message),
            createdAt: at(row.notice_created_at)!,
          },
  };
}

/** A meeting's live voters whose own or agent's birth date is `birth` (the name is compared by the caller). */
export async function votersByBirth(db: Db, meetSeq: number, birth: string) {
  return db
    .select({
      meetParticipantSeq: meetParticipants.meetParticipantSeq,
      unionRegisterSeq: meetParticipants.unionRegisterSeq,
      name: meetParticipants.name,
      birth: meetParticipants.birth,
      phoneNo: meetParticipants.phoneNo,
      agent: meetParticipants.agent,
      ballotSeq: meetBallots.ballotSeq,
    })
    .from(meetParticipants)
    .leftJoin(meetBallots, eq(meetBallots.meetParticipantSeq, meetParticipants.meetParticipantSeq))
    .where(
      and(
        eq(meetParticipants.meetSeq, meetSeq),
        sql`${meetParticipants.deletedAt} is null`,
        sql`(${meetParticipants.birth} = ${birth} or ${meetParticipants.agent}->>'birth' = ${birth})`,
      ),
    )
    .orderBy(meetParticipants.meetParticipantSeq);
}

/** The live voter of an online meeting's meeting for a register entry, with the voter's one ballot (any channel). */
export async function liveVoter(db: Db, meetSeq: number, meetParticipantSeq: number) {
  const [row] = await db
    .select({
      meetParticipantSeq: meetParticipants.meetParticipantSeq,
      unionRegisterSeq: meetParticipants.unionRegisterSeq,
      name: meetParticipants.name,
      phoneNo: meetParticipants.phoneNo,
      agent: meetParticipants.agent,
      deletedAt: meetParticipants.deletedAt,
      channel: meetBallots.channel,
      castAt: meetBallots.castAt,
    })
    .from(meetParticipants)
    .leftJoin(meetBallots, eq(meetBallots.meetParticipantSeq, meetParticipants.meetParticipantSeq))
    .where(and(eq(meetParticipants.meetSeq, meetSeq), eq(meetParticipants.meetParticipantSeq, meetParticipantSeq)));
  return row ?? null;
}

/** A register entry's live voter of a meeting (what a confirmed code of an online meeting opens). */
export async function liveVoterOfEntry(db: Db, onlineGeneralMeetingSeq: number, unionRegisterSeq: number) {
  const [row] = rowsOf(
    await db.execute(sql`
      select p.meet_participant_seq from online_general_meetings o
      join meet_participants p on p.meet_seq = o.meet_seq
      where o.online_general_meeting_seq = ${onlineGeneralMeetingSeq} and o.canceled_at is null
        and p.union_register_seq = ${unionRegisterSeq} and p.deleted_at is null
      order by p.meet_participant_seq limit 1`),
  );
  return row ? Number(row.meet_participant_seq) : null;
}

export type ViewerRow = typeof viewers.$inferSelect;

export async function viewerOf(db: Db, onlineGeneralMeetingSeq: number, meetParticipantSeq: number) {
  const [row] = await db
    .select()
    .from(viewers)
    .where(
      and(
        eq(viewers.onlineGeneralMeetingSeq, onlineGeneralMeetingSeq),
        eq(viewers.meetParticipantSeq, meetParticipantSeq),
      ),
    );
  return row ?? null;
}

/**
 * 입장: the attendee's viewer row, made or made ATTEND again (joinedAt kept from the first time, leftAt cleared),
 * and the voter's attendance ONLINE (from NOT_ATTEND only: an on-site attendance stays) with its first attendAt.
 */
export async function joinViewer(
  db: Db,
  row: {
    onlineGeneralMeetingSeq: number;
    meetParticipantSeq: number;
    name: string;
    phone: string;
    isAgent: boolean;
    at: Date;
  },
) {
  const [viewer] = await db
    .insert(viewers)
    .values({
      onlineGeneralMeetingSeq: row.onlineGeneralMeetingSeq,
      meetParticipantSeq: row.meetParticipantSeq,
      name: row.name,
      phone: row.phone,
      isAgent: row.isAgent ? 1 : 0,
      attendanceStatus: "ATTEND",
      joinedAt: row.at,
      lastSeenAt: row.at,
    })
    .onConflictDoUpdate({
      target: [viewers.onlineGeneralMeetingSeq, viewers.meetParticipantSeq],
      set: {
        name: row.name,
        phone: row.phone,
        isAgent: row.isAgent ? 1 : 0,
        attendanceStatus: "ATTEND",
        lastSeenAt: row.at,
        leftAt: null,
      },
    })
    .returning();
  await db
    .update(meetParticipants)
    .set({
      attendanceCategory: sql`case when ${meetParticipants.attendanceCategory} = 'NOT_ATTEND' then 'ONLINE' else ${meetParticipants.attendanceCategory} end`,
      attendAt: sql`coalesce(${meetParticipants.attendAt}, ${row.at.toISOString()}::timestamptz)`,
      updatedAt: row.at,
    })
    .where(eq(meetParticipants.meetParticipantSeq, row.meetParticipantSeq));
  return viewer!;
}

/** 나가기: the attendee's viewer LEAVE with leftAt (the voter's attendance stays: they did attend). */
export async function leaveViewer(db: Db, viewerSeq: number, at: Date) {
  await db
    .update(viewers)
    .set({ attendanceStatus: "LEAVE", leftAt: at })
    .where(and(eq(viewers.viewerSeq, viewerSeq), eq(viewers.attendanceStatus, "ATTEND")));
}

/** The watch poll's heartbeat: lastSeenAt now, unless written within `minAgeMs` (a second replica wrote it). */
export async function touchViewer(
  db: Db,
  onlineGeneralMeetingSeq: number,
  meetParticipantSeq: number,
  at: Date,
  minAgeMs: number,
) {
  await db.execute(sql`
    update online_meeting_viewers set last_seen_at = ${at.toISOString()}::timestamptz
    where online_general_meeting_seq = ${onlineGeneralMeetingSeq} and meet_participant_seq = ${meetParticipantSeq}
      and attendance_status = 'ATTEND'
      and last_seen_at < ${new Date(at.getTime() - minAgeMs).toISOString()}::timestamptz`);
}

export async function noticesOf(db: Db, onlineGeneralMeetingSeq: number, limit: number) {
  return db
    .select({ noticeSeq: notices.noticeSeq, message: notices.message, createdAt: notices.createdAt })
    .from(notices)
    .where(eq(notices.onlineGeneralMeetingSeq, onlineGeneralMeetingSeq))
    .orderBy(desc(notices.createdAt), desc(notices.noticeSeq))
    .limit(limit);
}

export async function insertOpinion(db: Db, row: typeof opinions.$inferInsert) {
  const [inserted] = await db.insert(opinions).values(row).returning();
  return inserted!;
}

export async function opinionsOf(db: Db, viewerSeq: number) {
  return db.select().from(opinions).where(eq(opinions.viewerSeq, viewerSeq)).orderBy(desc(opinions.commentAt));
}

/** A request to speak; null when the attendee has an open one (the partial unique index decides). */
export async function insertSpeech(db: Db, row: typeof speeches.$inferInsert) {
  const [inserted] = await db.insert(speeches).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function latestSpeechOf(db: Db, viewerSeq: number) {
  const [row] = await db
    .select()
    .from(speeches)
    .where(eq(speeches.viewerSeq, viewerSeq))
    .orderBy(desc(speeches.registeredAt), desc(speeches.speechSeq))
    .limit(1);
  return row ?? null;
}

export async function speechOf(db: Db, speechSeq: number) {
  const [row] = await db.select().from(speeches).where(eq(speeches.speechSeq, speechSeq));
  return row ?? null;
}

/**
 * Moves the attendee's own request from the status it was read in to `to`; null when it moved meanwhile (the staff
 * approved or cancelled it) or is not theirs.
 */
export async function moveOwnSpeech(
  db: Db,
  speech: { speechSeq: number; status: string },
  viewerSeq: number,
  to: string,
  at: Date,
) {
  const [row] = await db
    .update(speeches)
    .set({ status: to, updatedAt: at })
    .where(
      and(
        eq(speeches.speechSeq, speech.speechSeq),
        eq(speeches.viewerSeq, viewerSeq),
        eq(speeches.status, speech.status),
      ),
    )
    .returning();
  return row ?? null;
}

export type OnlineCastInput = {
  onlineGeneralMeetingSeq: number;
  unionSeq: number;
  meetSeq: number;
  meetParticipantSeq: number;
  unionRegisterSeq: number;
  receiptHash: string;
  castAt: Date;
  choices: { agendaSeq: number; candidateSeq: number; choice: string }[];
  evidence: {
    kind: string;
    subject: string;
    payload: Record<string, unknown>;
    ip: string | null;
    userAgent: string | null;
  };
};

/**
 * An online cast in one statement, as the electronic cast (meet-ballots.repository `castElectronicBallot`): the
 * voter live and attending the online meeting (viewer ATTEND), locked against a concurrent edit; the meeting
 * PROCESS of the token's union; the online meeting CREATED and VOTING. Then the one ballot of channel ONLINE (the
 * unique index on the voter refuses a second of any channel), its choices without the voter, the voter
 * ONLINE_VOTED and attending ONLINE, and the evidence event queued for the union's chain. Answers whether it landed.
 */
export async function castOnlineBallot(db: Db, input: OnlineCastInput): Promise<boolean> {
  const when = input.castAt.toISOString();
  const result = await db.execute(sql`
    with voter as (
      select p.meet_participant_seq
      from meet_participants p
      join meets m on m.meet_seq = p.meet_seq
      join online_general_meetings o on o.meet_seq = m.meet_seq
      join online_meeting_viewers v on v.online_general_meeting_seq = o.online_general_meeting_seq
        and v.meet_participant_seq = p.meet_participant_seq
      where o.online_general_meeting_seq = ${input.onlineGeneralMeetingSeq} and o.canceled_at is null
        and o.service_status = 'CREATED' and o.vote_status = 'VOTING' and v.attendance_status = 'ATTEND'
        and p.meet_participant_seq = ${input.meetParticipantSeq} and p.meet_seq = ${input.meetSeq}
        and p.union_register_seq = ${input.unionRegisterSeq} and p.deleted_at is null
        and m.union_seq = ${input.unionSeq} and m.meet_status = 'PROCESS'
      for no key update of p
    ),
    ballot as (
      insert into meet_ballots (meet_seq, meet_participant_seq, channel, receipt_hash, cast_at)
      select ${input.meetSeq}, meet_participant_seq, 'ONLINE', ${input.receiptHash}, ${when}::timestamptz from voter
      on conflict (meet_participant_seq) do nothing
      returning meet_participant_seq
    ),
    choices as (
      insert into meet_ballot_choices (meet_seq, agenda_seq, candidate_seq, choice, channel)
      select ${input.meetSeq}, c."agendaSeq", c."candidateSeq", c.choice, 'ONLINE'
      from ballot, jsonb_to_recordset(${JSON.stringify(input.choices)}::jsonb)
        as c("agendaSeq" integer, "candidateSeq" integer, choice text)
    ),
    voted as (
      update meet_participants
      set vote_category = 'ONLINE_VOTED',
        attendance_category = case when attendance_category = 'NOT_ATTEND' then 'ONLINE' else attendance_category end,
        attend_at = coalesce(attend_at, ${when}::timestamptz), updated_at = ${when}::timestamptz
      where meet_participant_seq in (select meet_participant_seq from ballot)
    ),
    evidence as (
      insert into audit_event_queue (union_seq, kind, subject, payload, occurred_at, ip, user_agent)
      select ${input.unionSeq}, ${input.evidence.kind}, ${input.evidence.subject},
        ${JSON.stringify(input.evidence.payload)}::jsonb, ${when}::timestamptz, ${input.evidence.ip},
        ${input.evidence.userAgent}
      from ballot
    )
    select count(*)::int as landed from ballot`);
  const [row] = rowsOf(result);
  return Number(row?.landed ?? 0) === 1;
}

export type VoterBallot = { channel: BallotChannel; castAt: Date } | null;
