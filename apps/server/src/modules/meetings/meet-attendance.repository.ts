import type {
  AttendanceCategory,
  AttendExpectedType,
  BallotChannel,
  VoteCategory,
  WrittenSubmissionStatus,
  WrittenSubmissionType,
} from "@johap/contracts";
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { FactsGroup } from "./meet-attendance.rules";
import { meetBallots, meetOnsiteVotes, meetParticipants } from "./meetings.table";

const p = meetParticipants;
const live = (meetSeq: number) => and(eq(p.meetSeq, meetSeq), isNull(p.deletedAt));
/** A written submission stands: registered and not withdrawn. */
export const hasWrittenSql = sql<boolean>`(${p.writtenSubmissionAt} is not null and ${p.writtenWithdrawalAt} is null)`;

export async function onsiteVoteOf(db: Db, meetSeq: number) {
  const [row] = await db.select().from(meetOnsiteVotes).where(eq(meetOnsiteVotes.meetSeq, meetSeq));
  return row ?? null;
}

export type VoterWithBallot = typeof meetParticipants.$inferSelect & { ballotChannel: BallotChannel | null };

/** The meeting's live voters among `seqs` with the channel of their ballot, locked for the caller's change. */
export async function lockVoters(tx: Db, meetSeq: number, seqs: number[]): Promise<VoterWithBallot[]> {
  const rows = await tx
    .select()
    .from(p)
    .where(and(live(meetSeq), inArray(p.meetParticipantSeq, seqs)))
    .orderBy(asc(p.meetParticipantSeq))
    .for("update");
  const ballots = rows.length
    ? await tx
        .select({ seq: meetBallots.meetParticipantSeq, channel: meetBallots.channel })
        .from(meetBallots)
        .where(
          inArray(
            meetBallots.meetParticipantSeq,
            rows.map((r) => r.meetParticipantSeq),
          ),
        )
    : [];
  const channelOf = new Map(ballots.map((b) => [b.seq, b.channel]));
  return rows.map((r) => ({ ...r, ballotChannel: channelOf.get(r.meetParticipantSeq) ?? null }));
}

export type VoterStatePatch = Partial<{
  writtenSubmissionType: WrittenSubmissionType | null;
  writtenSubmissionStatus: WrittenSubmissionStatus | null;
  writtenSubmissionAt: Date | null;
  writtenWithdrawalAt: Date | null;
  attendExpectedType: AttendExpectedType;
  attendanceCategory: AttendanceCategory;
  attendAt: Date | null;
  voteCategory: VoteCategory;
}>;

/** Applies one patch to the given voters and answers their rows after it. */
export async function updateVoters(tx: Db, seqs: number[], patch: VoterStatePatch) {
  if (seqs.length === 0) return [];
  return tx
    .update(p)
    .set({ ...patch, updatedAt: new Date() })
    .where(inArray(p.meetParticipantSeq, seqs))
    .returning();
}

/** The voters grouped by the facts the counts rest on (ballot channel, standing written, attendance). */
export async function factsGroups(db: Db, meetSeq: number): Promise<FactsGroup[]> {
  const rows = await db
    .select({
      ballotChannel: meetBallots.channel,
      hasWritten: hasWrittenSql,
      attendanceCategory: p.attendanceCategory,
      count: count(),
    })
    .from(p)
    .leftJoin(meetBallots, eq(meetBallots.meetParticipantSeq, p.meetParticipantSeq))
    .where(live(meetSeq))
    .groupBy(meetBallots.channel, hasWrittenSql, p.attendanceCategory);
  return rows.map((r) => ({
    ballotChannel: r.ballotChannel ?? null,
    hasWritten: Boolean(r.hasWritten),
    attendanceCategory: r.attendanceCategory,
    count: Number(r.count),
  }));
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The on-site side in one read: written votes by method, withdrawals, attendance, expected attendance. */
export async function onsiteCounts(db: Db, meetSeq: number) {
  const written = (type: WrittenSubmissionType) => sql`${hasWrittenSql} and ${p.writtenSubmissionType} = ${type}`;
  const [row] = await db
    .select({
      total: count(),
      writtenVoteCount: countWhere(hasWrittenSql),
      direct: countWhere(written("DIRECT")),
      registered: countWhere(written("REGISTERED")),
      manager: countWhere(written("MANAGER")),
      writtenWithdrawalCount: countWhere(sql`${p.writtenWithdrawalAt} is not null`),
      onsiteAttendanceCount: countWhere(sql`${p.attendanceCategory} = 'ONSITE'`),
      onsiteVoteCount: countWhere(sql`${p.voteCategory} = 'ONSITE_VOTED'`),
      attendExpectedCount: countWhere(sql`${p.attendExpectedType} = 'EXPECTED'`),
    })
    .from(p)
    .where(live(meetSeq));
  return { ...row!, total: Number(row!.total) };
}

/**
 * A bucket's start in epoch ms for a timestamp column: Seoul hours or days (UTC+9, no daylight saving). The unit
 * is written into the SQL (an integer of ours, not input) so that GROUP BY repeats the very same expression.
 */
const bucketMs = (column: SQL | typeof meetBallots.castAt, unitMs: number) => {
  const unit = sql.raw(String(Math.trunc(unitMs)));
  return sql<number>`(floor((extract(epoch from ${column}) * 1000 + 32400000) / ${unit}) * ${unit} - 32400000)::bigint`.mapWith(
    Number,
  );
};

/** Electronic ballots of the meeting's live voters per bucket. */
export async function electronicBallotBuckets(db: Db, meetSeq: number, unitMs: number) {
  const bucket = bucketMs(meetBallots.castAt, unitMs);
  const rows = await db
    .select({ at: bucket, count: count() })
    .from(meetBallots)
    .innerJoin(p, eq(p.meetParticipantSeq, meetBallots.meetParticipantSeq))
    .where(and(eq(meetBallots.meetSeq, meetSeq), eq(meetBallots.channel, "ELECTRONIC"), isNull(p.deletedAt)))
    .groupBy(bucket);
  return new Map(rows.map((r) => [Number(r.at), Number(r.count)]));
}

/** Standing written submissions per bucket of their submission time, by method. */
export async function writtenBuckets(db: Db, meetSeq: number, unitMs: number) {
  const bucket = bucketMs(sql`${p.writtenSubmissionAt}`, unitMs);
  const rows = await db
    .select({ at: bucket, type: p.writtenSubmissionType, count: count() })
    .from(p)
    .where(and(live(meetSeq), hasWrittenSql))
    .groupBy(bucket, p.writtenSubmissionType);
  return rows.map((r) => ({ at: Number(r.at), type: r.type, count: Number(r.count) }));
}
