import { and, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members } from "../account/account.table";
import { meetBallots, meetParticipants, meets } from "../meetings/meetings.table";
import {
  onlineGeneralMeetings,
  onlineMeetingLinkSends,
  onlineMeetingNotices,
  onlineMeetingOpinions,
  onlineMeetingSpeeches,
  onlineMeetingViewers,
} from "./online-meetings.table";

export type OnlineRow = typeof onlineGeneralMeetings.$inferSelect;
export type MeetRow = typeof meets.$inferSelect;

/** The live (not cancelled) online meeting of a meeting, or null. `forUpdate` locks it. */
export async function liveOnlineOfMeet(db: Db, meetSeq: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(onlineGeneralMeetings)
    .where(and(eq(onlineGeneralMeetings.meetSeq, meetSeq), isNull(onlineGeneralMeetings.canceledAt)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The union's online meeting (not cancelled) with its meeting, or null (another union's included). */
export async function onlineWithMeet(db: Db, unionSeq: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ online: onlineGeneralMeetings, meet: meets })
    .from(onlineGeneralMeetings)
    .innerJoin(meets, eq(meets.meetSeq, onlineGeneralMeetings.meetSeq))
    .where(
      and(
        eq(onlineGeneralMeetings.onlineGeneralMeetingSeq, id),
        eq(meets.unionSeq, unionSeq),
        isNull(onlineGeneralMeetings.canceledAt),
      ),
    );
  const [row] = opts.forUpdate ? await query.for("update", { of: onlineGeneralMeetings }) : await query;
  return row ?? null;
}

export async function insertOnline(db: Db, values: typeof onlineGeneralMeetings.$inferInsert) {
  const [row] = await db.insert(onlineGeneralMeetings).values(values).returning();
  return row!;
}

export async function updateOnline(db: Db, id: number, values: Partial<typeof onlineGeneralMeetings.$inferInsert>) {
  const [row] = await db
    .update(onlineGeneralMeetings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(onlineGeneralMeetings.onlineGeneralMeetingSeq, id))
    .returning();
  return row!;
}

export async function onlineById(db: Db, id: number) {
  const [row] = await db
    .select({ online: onlineGeneralMeetings, meet: meets })
    .from(onlineGeneralMeetings)
    .innerJoin(meets, eq(meets.meetSeq, onlineGeneralMeetings.meetSeq))
    .where(eq(onlineGeneralMeetings.onlineGeneralMeetingSeq, id));
  return row ?? null;
}

/** Applications waiting for the operator (npm run ops -- online list). */
export function applyingRows(db: Db) {
  return db
    .select({
      onlineGeneralMeetingSeq: onlineGeneralMeetings.onlineGeneralMeetingSeq,
      unionSeq: onlineGeneralMeetings.unionSeq,
      meetSeq: onlineGeneralMeetings.meetSeq,
      meetName: meets.name,
      appliedAt: onlineGeneralMeetings.appliedAt,
    })
    .from(onlineGeneralMeetings)
    .innerJoin(meets, eq(meets.meetSeq, onlineGeneralMeetings.meetSeq))
    .where(and(eq(onlineGeneralMeetings.serviceStatus, "APPLYING"), isNull(onlineGeneralMeetings.canceledAt)))
    .orderBy(onlineGeneralMeetings.appliedAt);
}

const liveVoters = (meetSeq: number) => and(eq(meetParticipants.meetSeq, meetSeq), isNull(meetParticipants.deletedAt));

/** The dashboard's counts: voters, viewers ever joined, viewers watching now (seen since `since`). */
export async function participantCounts(db: Db, online: OnlineRow, meet: MeetRow, since: Date) {
  const [voters] = await db.select({ n: count() }).from(meetParticipants).where(liveVoters(meet.meetSeq));
  const [viewers] = await db
    .select({
      total: count(),
      live: sql<number>`count(*) filter (where ${onlineMeetingViewers.attendanceStatus} = 'ATTEND' and ${onlineMeetingViewers.lastSeenAt} >= ${since.toISOString()})`,
      agents: sql<number>`count(*) filter (where ${onlineMeetingViewers.isAgent} = 1)`,
    })
    .from(onlineMeetingViewers)
    .where(eq(onlineMeetingViewers.onlineGeneralMeetingSeq, online.onlineGeneralMeetingSeq));
  return {
    total: Number(voters?.n ?? 0) + meet.virtualParticipantCount,
    cumulative: Number(viewers?.total ?? 0),
    current: Number(viewers?.live ?? 0),
    agents: Number(viewers?.agents ?? 0),
  };
}

export async function latestNotice(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(onlineMeetingNotices)
    .where(eq(onlineMeetingNotices.onlineGeneralMeetingSeq, id))
    .orderBy(desc(onlineMeetingNotices.createdAt), desc(onlineMeetingNotices.noticeSeq))
    .limit(1);
  return row ?? null;
}

export async function listNotices(db: Db, id: number, page: number, pageSize: number) {
  const where = eq(onlineMeetingNotices.onlineGeneralMeetingSeq, id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(onlineMeetingNotices)
      .where(where)
      .orderBy(desc(onlineMeetingNotices.createdAt), desc(onlineMeetingNotices.noticeSeq))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(onlineMeetingNotices).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertNotice(db: Db, values: typeof onlineMeetingNotices.$inferInsert) {
  const [row] = await db.insert(onlineMeetingNotices).values(values).returning();
  return row!;
}

const opinionColumns = {
  opinion: onlineMeetingOpinions,
  viewerName: onlineMeetingViewers.name,
  viewerPhone: onlineMeetingViewers.phone,
  answererName: members.name,
};
export type OpinionRow = {
  opinion: typeof onlineMeetingOpinions.$inferSelect;
  viewerName: string;
  viewerPhone: string;
  answererName: string | null;
};

export async function listOpinions(db: Db, id: number, page: number, pageSize: number) {
  const where = eq(onlineMeetingOpinions.onlineGeneralMeetingSeq, id);
  const [rows, [counts]] = await Promise.all([
    db
      .select(opinionColumns)
      .from(onlineMeetingOpinions)
      .innerJoin(onlineMeetingViewers, eq(onlineMeetingViewers.viewerSeq, onlineMeetingOpinions.viewerSeq))
      .leftJoin(members, eq(members.memberSeq, onlineMeetingOpinions.answeredBy))
      .where(where)
      .orderBy(desc(onlineMeetingOpinions.commentAt), desc(onlineMeetingOpinions.opinionSeq))
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${onlineMeetingOpinions.status} = 'PENDING')`,
      })
      .from(onlineMeetingOpinions)
      .where(where),
  ]);
  return { rows: rows as OpinionRow[], total: Number(counts?.total ?? 0), pending: Number(counts?.pending ?? 0) };
}

export async function opinionOf(db: Db, id: number, opinionSeq: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select(opinionColumns)
    .from(onlineMeetingOpinions)
    .innerJoin(onlineMeetingViewers, eq(onlineMeetingViewers.viewerSeq, onlineMeetingOpinions.viewerSeq))
    .leftJoin(members, eq(members.memberSeq, onlineMeetingOpinions.answeredBy))
    .where(
      and(eq(onlineMeetingOpinions.onlineGeneralMeetingSeq, id), eq(onlineMeetingOpinions.opinionSeq, opinionSeq)),
    );
  const [row] = opts.forUpdate ? await query.for("update", { of: onlineMeetingOpinions }) : await query;
  return (row as OpinionRow | undefined) ?? null;
}

export async function answerOpinion(db: Db, opinionSeq: number, answer: string, memberSeq: number) {
  await db
    .update(onlineMeetingOpinions)
    .set({ answer, status: "COMPLETED", answeredAt: new Date(), answeredBy: memberSeq })
    .where(eq(onlineMeetingOpinions.opinionSeq, opinionSeq));
}

export type SpeechRow = {
  speech: typeof onlineMeetingSpeeches.$inferSelect;
  viewerName: string;
  viewerPhone: string;
};

export async function listSpeeches(db: Db, id: number, page: number, pageSize: number) {
  const where = eq(onlineMeetingSpeeches.onlineGeneralMeetingSeq, id);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        speech: onlineMeetingSpeeches,
        viewerName: onlineMeetingViewers.name,
        viewerPhone: onlineMeetingViewers.phone,
      })
      .from(onlineMeetingSpeeches)
      .innerJoin(onlineMeetingViewers, eq(onlineMeetingViewers.viewerSeq, onlineMeetingSpeeches.viewerSeq))
      .where(where)
      // Open requests first (in progress, then requested, oldest first), finished ones after, newest first.
      .orderBy(
        sql`case ${onlineMeetingSpeeches.status} when 'SPEAKING' then 0 when 'PENDING' then 1 when 'REQUESTED' then 2 else 3 end`,
        sql`case when ${onlineMeetingSpeeches.status} in ('SPEAKING', 'PENDING', 'REQUESTED') then ${onlineMeetingSpeeches.registeredAt} end asc`,
        desc(onlineMeetingSpeeches.updatedAt),
      )
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({
        total: count(),
        inProgress: sql<number>`count(*) filter (where ${onlineMeetingSpeeches.status} in ('PENDING', 'SPEAKING'))`,
        done: sql<number>`count(*) filter (where ${onlineMeetingSpeeches.status} in ('COMPLETED', 'CANCELED'))`,
      })
      .from(onlineMeetingSpeeches)
      .where(where),
  ]);
  return {
    rows: rows as SpeechRow[],
    total: Number(counts?.total ?? 0),
    inProgress: Number(counts?.inProgress ?? 0),
    done: Number(counts?.done ?? 0),
  };
}

export async function speechOf(db: Db, id: number, speechSeq: number) {
  const [row] = await db
    .select()
    .from(onlineMeetingSpeeches)
    .where(and(eq(onlineMeetingSpeeches.onlineGeneralMeetingSeq, id), eq(onlineMeetingSpeeches.speechSeq, speechSeq)))
    .for("update");
  return row ?? null;
}

export async function otherSpeechInProgress(db: Db, id: number, speechSeq: number) {
  const [row] = await db
    .select({ n: count() })
    .from(onlineMeetingSpeeches)
    .where(
      and(
        eq(onlineMeetingSpeeches.onlineGeneralMeetingSeq, id),
        inArray(onlineMeetingSpeeches.status, ["PENDING", "SPEAKING"]),
        sql`${onlineMeetingSpeeches.speechSeq} <> ${speechSeq}`,
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

export async function setSpeechStatus(db: Db, speechSeq: number, status: string, memberSeq: number | null) {
  await db
    .update(onlineMeetingSpeeches)
    .set({ status, updatedAt: new Date(), updatedBy: memberSeq })
    .where(eq(onlineMeetingSpeeches.speechSeq, speechSeq));
}

/** Opinions and speeches of the ended info: totals and how many were handled. */
export async function endCounts(db: Db, id: number) {
  const [opinions] = await db
    .select({
      total: count(),
      done: sql<number>`count(*) filter (where ${onlineMeetingOpinions.status} = 'COMPLETED')`,
    })
    .from(onlineMeetingOpinions)
    .where(eq(onlineMeetingOpinions.onlineGeneralMeetingSeq, id));
  const [speeches] = await db
    .select({
      total: count(),
      done: sql<number>`count(*) filter (where ${onlineMeetingSpeeches.status} = 'COMPLETED')`,
    })
    .from(onlineMeetingSpeeches)
    .where(eq(onlineMeetingSpeeches.onlineGeneralMeetingSeq, id));
  return {
    opinions: { totalCount: Number(opinions?.total ?? 0), processCount: Number(opinions?.done ?? 0) },
    speeches: { totalCount: Number(speeches?.total ?? 0), processCount: Number(speeches?.done ?? 0) },
  };
}

export type AttendeeFilter = { attendanceCategory?: string; name?: string };

function attendeeWhere(meetSeq: number, filter: AttendeeFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [liveVoters(meetSeq)];
  if (filter.attendanceCategory)
    parts.push(eq(meetParticipants.attendanceCategory, filter.attendanceCategory as never));
  if (filter.name) parts.push(ilike(meetParticipants.name, `%${filter.name.replace(/[%_\\]/g, "\\$&")}%`));
  return and(...parts);
}

/** The meeting's voters as attendees, with their viewer row (if they joined) and how often the link was sent. */
export async function listAttendees(
  db: Db,
  online: OnlineRow,
  filter: AttendeeFilter,
  paging: { page: number; pageSize: number } | null,
) {
  const where = attendeeWhere(online.meetSeq, filter);
  const sends = db
    .select({
      meetParticipantSeq: onlineMeetingLinkSends.meetParticipantSeq,
      n: count().as("n"),
    })
    .from(onlineMeetingLinkSends)
    .where(eq(onlineMeetingLinkSends.onlineGeneralMeetingSeq, online.onlineGeneralMeetingSeq))
    .groupBy(onlineMeetingLinkSends.meetParticipantSeq)
    .as("sends");
  const query = db
    .select({
      voter: meetParticipants,
      viewerSeq: onlineMeetingViewers.viewerSeq,
      viewerStatus: onlineMeetingViewers.attendanceStatus,
      joinedAt: onlineMeetingViewers.joinedAt,
      linkSentCount: sql<number>`coalesce(${sends.n}, 0)`,
    })
    .from(meetParticipants)
    .leftJoin(
      onlineMeetingViewers,
      and(
        eq(onlineMeetingViewers.meetParticipantSeq, meetParticipants.meetParticipantSeq),
        eq(onlineMeetingViewers.onlineGeneralMeetingSeq, online.onlineGeneralMeetingSeq),
      ),
    )
    .leftJoin(sends, eq(sends.meetParticipantSeq, meetParticipants.meetParticipantSeq))
    .where(where)
    .orderBy(
      meetParticipants.unionRegisterNoMain,
      meetParticipants.unionRegisterNoSub,
      meetParticipants.meetParticipantSeq,
    );
  const rows = paging ? await query.limit(paging.pageSize).offset(paging.page * paging.pageSize) : await query;
  const [total] = await db.select({ n: count() }).from(meetParticipants).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
export type AttendeeRow = Awaited<ReturnType<typeof listAttendees>>["rows"][number];

export function votersBySeqs(db: Db, meetSeq: number, seqs: number[]) {
  return db
    .select()
    .from(meetParticipants)
    .where(and(liveVoters(meetSeq), inArray(meetParticipants.meetParticipantSeq, seqs)));
}

export async function insertLinkSends(db: Db, rows: (typeof onlineMeetingLinkSends.$inferInsert)[]) {
  if (rows.length) await db.insert(onlineMeetingLinkSends).values(rows);
}

export async function viewerOf(db: Db, id: number, viewerSeq: number) {
  const [row] = await db
    .select({ viewer: onlineMeetingViewers, voter: meetParticipants })
    .from(onlineMeetingViewers)
    .innerJoin(meetParticipants, eq(meetParticipants.meetParticipantSeq, onlineMeetingViewers.meetParticipantSeq))
    .where(and(eq(onlineMeetingViewers.onlineGeneralMeetingSeq, id), eq(onlineMeetingViewers.viewerSeq, viewerSeq)));
  return row ?? null;
}

/** Viewers of the online meeting with their voter (the certificate's attendee table). */
export function viewersOf(db: Db, id: number) {
  return db
    .select({ viewer: onlineMeetingViewers, voter: meetParticipants })
    .from(onlineMeetingViewers)
    .innerJoin(meetParticipants, eq(meetParticipants.meetParticipantSeq, onlineMeetingViewers.meetParticipantSeq))
    .where(eq(onlineMeetingViewers.onlineGeneralMeetingSeq, id))
    .orderBy(onlineMeetingViewers.joinedAt);
}

/** Online attendees who cast no ballot (counted as 기권 / 무효 at the close), and those who did. */
export async function unsubmittedCount(db: Db, online: OnlineRow) {
  const [row] = await db
    .select({
      unsubmitted: sql<number>`count(*) filter (where ${meetBallots.ballotSeq} is null)`,
      voted: sql<number>`count(*) filter (where ${meetBallots.ballotSeq} is not null)`,
    })
    .from(onlineMeetingViewers)
    .leftJoin(
      meetBallots,
      and(
        eq(meetBallots.meetParticipantSeq, onlineMeetingViewers.meetParticipantSeq),
        eq(meetBallots.meetSeq, online.meetSeq),
      ),
    )
    .where(eq(onlineMeetingViewers.onlineGeneralMeetingSeq, online.onlineGeneralMeetingSeq));
  return { unsubmitted: Number(row?.unsubmitted ?? 0), voted: Number(row?.voted ?? 0) };
}

export const since = (ms: number, now = new Date()) => new Date(now.getTime() - ms);
