import {
  MEET_MESSAGES as M,
  type MEET_ONSITE_EVIDENCE_KINDS,
  MEET_ONSITE_MESSAGES as O,
  type OnsiteActionResult,
  type TimeSeriesUnit,
  type VoteCategory,
} from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest, notFound } from "../../platform/errors";
import { appendEvidence } from "../../platform/evidence/evidence-chain";
import { toOnsiteState } from "./meet-attendance.mapper";
import {
  electronicBallotBuckets,
  factsGroups,
  lockVoters,
  onsiteCounts,
  onsiteVoteOf,
  updateVoters,
  type VoterStatePatch,
  type VoterWithBallot,
  writtenBuckets,
} from "./meet-attendance.repository";
import {
  attendSituationOf,
  checkInOpensAt,
  DAY_MS,
  defaultUnitMs,
  fillSeries,
  HOUR_MS,
  MAX_BUCKETS,
  voteAggregatesOf,
  voteCategoryOf,
} from "./meet-attendance.rules";
import { type Meet, meetOf } from "./meet-lookup";
import { meetElectronicVotes } from "./meetings.table";

export type RequestOrigin = { ip: string | null; userAgent: string | null };
export type MeetCall = { db: Db; unionSeq: number; meetSeq: number };
export type VoterAction = MeetCall & { actor: Actor; origin: RequestOrigin; meetParticipantSeqs: number[] };
type EvidenceKind = (typeof MEET_ONSITE_EVIDENCE_KINDS)[keyof typeof MEET_ONSITE_EVIDENCE_KINDS];
type OnsiteVote = NonNullable<Awaited<ReturnType<typeof onsiteVoteOf>>>;

/** The voter's category from its row after a change (the facts: ballot, standing written, attendance). */
export const categoryOfRow = (v: VoterWithBallot): VoteCategory =>
  voteCategoryOf({
    ballotChannel: v.ballotChannel,
    hasWritten: v.writtenSubmissionAt !== null && v.writtenWithdrawalAt === null,
    attendanceCategory: v.attendanceCategory,
  });

/**
 * The frame of every on-site change: in one transaction, the union's meeting (locked, so a status change waits),
 * which must have an on-site part and be PROCESS; the named voters, all live voters of it (else 404), locked;
 * `work` changes them and answers what the evidence event of `kind` records (in the same transaction).
 */
export async function actOnVoters(
  opts: VoterAction,
  kind: EvidenceKind | null,
  work: (
    tx: Db,
    ctx: { meet: Meet; onsite: OnsiteVote; voters: VoterWithBallot[] },
  ) => Promise<{ changed: VoterWithBallot[]; payload: Record<string, unknown> }>,
): Promise<OnsiteActionResult> {
  const seqs = [...new Set(opts.meetParticipantSeqs)];
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    const onsite = await onsiteVoteOf(tx, meet.meetSeq);
    if (!onsite) throw badRequest(O.noOnsiteVote);
    if (meet.meetStatus !== "PROCESS") throw badRequest(O.notProcess);
    const voters = await lockVoters(tx, meet.meetSeq, seqs);
    if (voters.length !== seqs.length) throw notFound(M.participantNotFound);
    const { changed, payload } = await work(tx, { meet, onsite, voters });
    if (kind && changed.length > 0) {
      await appendEvidence(tx, {
        unionSeq: meet.unionSeq,
        kind,
        subject: `meet:${meet.meetSeq}`,
        payload: {
          meetSeq: meet.meetSeq,
          participantIds: changed.map((v) => v.participantId),
          memberSeq: opts.actor.memberSeq,
          ...payload,
        },
        ip: opts.origin.ip,
        userAgent: opts.origin.userAgent,
      });
    }
    const states = voters.map((v) =>
      toOnsiteState(changed.find((c) => c.meetParticipantSeq === v.meetParticipantSeq) ?? v),
    );
    return {
      count: changed.length,
      duplicateCount: states.filter((s) => s.isDuplicateVote).length,
      participants: states,
    };
  });
}

/**
 * Applies `patch` to the voters, then sets each one's vote category from its facts after the change (a few
 * updates: one per resulting category). Answers the rows after, each with its ballot channel.
 */
export async function patchVoters(tx: Db, voters: VoterWithBallot[], patch: VoterStatePatch) {
  const rows = await updateVoters(
    tx,
    voters.map((v) => v.meetParticipantSeq),
    patch,
  );
  const channelOf = new Map(voters.map((v) => [v.meetParticipantSeq, v.ballotChannel]));
  const after = rows.map((r) => ({ ...r, ballotChannel: channelOf.get(r.meetParticipantSeq) ?? null }));
  const byCategory = new Map<VoteCategory, number[]>();
  for (const v of after) {
    const category = categoryOfRow(v);
    if (category === v.voteCategory) continue;
    byCategory.set(category, [...(byCategory.get(category) ?? []), v.meetParticipantSeq]);
    v.voteCategory = category;
  }
  for (const [voteCategory, seqs] of byCategory) await updateVoters(tx, seqs, { voteCategory });
  return after;
}

/**
 * 현장 출석: the voters are present on site from now (an earlier check-in keeps its time). Opens at 00:00 of the
 * meeting day (Seoul). A voter who pre-voted keeps that vote; one who did not votes on site (ONSITE_VOTED).
 */
export function checkIn(opts: VoterAction & { now?: Date }) {
  const now = opts.now ?? new Date();
  return actOnVoters(opts, "MEET_ONSITE_CHECKED_IN", async (tx, { onsite, voters }) => {
    if (now < checkInOpensAt(onsite.meetAt)) throw badRequest(O.checkInBeforeMeetDay);
    const absent = voters.filter((v) => v.attendanceCategory !== "ONSITE");
    const changed = await patchVoters(tx, absent, { attendanceCategory: "ONSITE", attendAt: now });
    return { changed, payload: { attendAt: now.toISOString() } };
  });
}

/** Cancels a mistaken check-in: the voters are not attending again, an on-site vote falls back to NOT_VOTED. */
export function cancelCheckIn(opts: VoterAction) {
  return actOnVoters(opts, "MEET_ONSITE_CHECK_IN_CANCELLED", async (tx, { voters }) => {
    const present = voters.filter((v) => v.attendanceCategory === "ONSITE");
    const changed = await patchVoters(tx, present, { attendanceCategory: "NOT_ATTEND", attendAt: null });
    return { changed, payload: { cancelledAt: new Date().toISOString() } };
  });
}

/** The virtual voters of a mock meeting count in totals (they exist only in the counts). */
const virtualOf = (meet: Meet) => (meet.isMock ? meet.virtualParticipantCount : 0);

export async function attendSituation(opts: MeetCall) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  return attendSituationOf(await factsGroups(opts.db, meet.meetSeq), virtualOf(meet));
}

export async function voteAggregates(opts: MeetCall) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  return voteAggregatesOf(await factsGroups(opts.db, meet.meetSeq), virtualOf(meet));
}

export async function onsiteVoteCount(opts: MeetCall) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  if (!(await onsiteVoteOf(opts.db, meet.meetSeq))) throw badRequest(O.noOnsiteVote);
  const { total, ...counts } = await onsiteCounts(opts.db, meet.meetSeq);
  return { totalParticipantCount: total + virtualOf(meet), ...counts };
}

const UNIT_MS: Record<TimeSeriesUnit, number> = { HOUR: HOUR_MS, DAY: DAY_MS };

/** The unit asked for (or the period's default); an hourly series longer than MAX_BUCKETS is read daily. */
function seriesUnit(startAt: Date, endAt: Date, unit?: TimeSeriesUnit): TimeSeriesUnit {
  const ms = unit ? UNIT_MS[unit] : defaultUnitMs(startAt, endAt);
  if (ms === HOUR_MS && (endAt.getTime() - startAt.getTime()) / HOUR_MS > MAX_BUCKETS) return "DAY";
  return ms === HOUR_MS ? "HOUR" : "DAY";
}

/** The series runs over the period, up to now while it lasts (no empty buckets in the future). */
const seriesEnd = (endAt: Date, now: Date) => (endAt < now ? endAt : now);

/** Electronic ballots per hour or day over the e-vote period. */
export async function electronicVoteTimeSeries(opts: MeetCall & { unit?: TimeSeriesUnit; now?: Date }) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const [evote] = await opts.db.select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meet.meetSeq));
  if (!evote) throw badRequest(O.noElectronicVote);
  const unit = seriesUnit(evote.voteStartAt, evote.voteEndAt, opts.unit);
  const counts = await electronicBallotBuckets(opts.db, meet.meetSeq, UNIT_MS[unit]);
  const end = seriesEnd(evote.voteEndAt, opts.now ?? new Date());
  return {
    unit,
    startAt: evote.voteStartAt.toISOString(),
    endAt: evote.voteEndAt.toISOString(),
    items: fillSeries(evote.voteStartAt, end, UNIT_MS[unit], counts).map((i) => ({ ...i, at: i.at.toISOString() })),
  };
}

/** Standing written submissions per hour or day over the submission period, by method. */
export async function writtenSubmissionTimeSeries(opts: MeetCall & { unit?: TimeSeriesUnit; now?: Date }) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const onsite = await onsiteVoteOf(opts.db, meet.meetSeq);
  if (!onsite) throw badRequest(O.noOnsiteVote);
  const unit = seriesUnit(onsite.submissionStartAt, onsite.submissionEndAt, opts.unit);
  const rows = await writtenBuckets(opts.db, meet.meetSeq, UNIT_MS[unit]);
  const totals = new Map<number, number>();
  const byType = new Map<number, { direct: number; registered: number; manager: number }>();
  for (const r of rows) {
    totals.set(r.at, (totals.get(r.at) ?? 0) + r.count);
    const cell = byType.get(r.at) ?? { direct: 0, registered: 0, manager: 0 };
    if (r.type === "DIRECT") cell.direct += r.count;
    else if (r.type === "REGISTERED") cell.registered += r.count;
    else if (r.type === "MANAGER") cell.manager += r.count;
    byType.set(r.at, cell);
  }
  const end = seriesEnd(onsite.submissionEndAt, opts.now ?? new Date());
  return {
    unit,
    startAt: onsite.submissionStartAt.toISOString(),
    endAt: onsite.submissionEndAt.toISOString(),
    items: fillSeries(onsite.submissionStartAt, end, UNIT_MS[unit], totals).map((i) => ({
      ...i,
      at: i.at.toISOString(),
      ...(byType.get(i.at.getTime()) ?? { direct: 0, registered: 0, manager: 0 }),
    })),
  };
}
