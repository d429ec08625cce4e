import type {
  AttendanceCategory,
  AttendSituation,
  BallotChannel,
  CountShare,
  VoteAggregates,
  VoteCategory,
} from "@johap/contracts";

/**
 * The vote-category and count rules of written submissions and attendance (spec 03 section 3), as plain
 * functions over a voter's facts: the ballot stored for them (at most one, any channel), whether a written
 * submission stands (registered and not withdrawn), and where they attend.
 */
export type VoterFacts = {
  ballotChannel: BallotChannel | null;
  hasWritten: boolean;
  attendanceCategory: AttendanceCategory;
};

/** Voted electronically (or online) and handed in a written ballot as well: the tally resolves it. */
export const isDuplicateVote = (f: Pick<VoterFacts, "ballotChannel" | "hasWritten">) =>
  f.hasWritten && (f.ballotChannel === "ELECTRONIC" || f.ballotChannel === "ONLINE");

/**
 * A voter's vote category. A pre-vote stays whatever happens on the day: an electronic ballot first (it is the
 * stored one), then a written submission; else an online ballot; else a voter present on site votes there
 * (ONSITE_VOTED); else NOT_VOTED.
 */
export function voteCategoryOf(f: VoterFacts): VoteCategory {
  if (f.ballotChannel === "ELECTRONIC") return "PRE_ELECTRONIC_VOTED";
  if (f.hasWritten || f.ballotChannel === "WRITTEN") return "PRE_WRITTEN_VOTED";
  if (f.ballotChannel === "ONLINE") return "ONLINE_VOTED";
  if (f.attendanceCategory === "ONSITE" || f.ballotChannel === "ONSITE") return "ONSITE_VOTED";
  return "NOT_VOTED";
}

/** A group of voters with the same facts, as the count query returns it. */
export type FactsGroup = VoterFacts & { count: number };

/** count of total as a percentage with 2 decimals (0 when there is nobody). */
export function percentOf(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((count / total) * 10_000) / 100;
}

type Place = "ONSITE" | "ONLINE" | "ABSENT";
type Vote = "WRITTEN" | "ELECTRONIC" | "NONE";

/** Where a voter counts as present (an online ballot is online presence) and which pre-vote they bring. */
function placeAndVote(f: VoterFacts): { place: Place; vote: Vote } {
  const place: Place =
    f.attendanceCategory === "ONSITE" || f.ballotChannel === "ONSITE"
      ? "ONSITE"
      : f.attendanceCategory === "ONLINE" || f.ballotChannel === "ONLINE"
        ? "ONLINE"
        : "ABSENT";
  const vote: Vote =
    f.ballotChannel === "ELECTRONIC"
      ? "ELECTRONIC"
      : f.hasWritten || f.ballotChannel === "WRITTEN"
        ? "WRITTEN"
        : "NONE";
  return { place, vote };
}

/**
 * 참석 현황: each voter in one cell, on site, online or absent by pre-vote. Virtual voters of a mock meeting
 * count in the total and as absent. Present = on site + online + absent with a pre-vote (a written or
 * electronic vote counts as attendance).
 */
export function attendSituationOf(groups: FactsGroup[], virtualCount = 0): AttendSituation {
  const cell = {
    writtenVoteOnSite: 0,
    electronicVoteOnSite: 0,
    onsiteAttendance: 0,
    writtenVoteOnline: 0,
    electronicVoteOnline: 0,
    onlineAttendance: 0,
    writtenVote: 0,
    electronicVote: 0,
    nonAttendance: virtualCount,
  };
  let total = virtualCount;
  for (const g of groups) {
    total += g.count;
    const { place, vote } = placeAndVote(g);
    if (place === "ONSITE") {
      if (vote === "WRITTEN") cell.writtenVoteOnSite += g.count;
      else if (vote === "ELECTRONIC") cell.electronicVoteOnSite += g.count;
      else cell.onsiteAttendance += g.count;
    } else if (place === "ONLINE") {
      if (vote === "WRITTEN") cell.writtenVoteOnline += g.count;
      else if (vote === "ELECTRONIC") cell.electronicVoteOnline += g.count;
      else cell.onlineAttendance += g.count;
    } else if (vote === "WRITTEN") cell.writtenVote += g.count;
    else if (vote === "ELECTRONIC") cell.electronicVote += g.count;
    else cell.nonAttendance += g.count;
  }
  const share = (count: number): CountShare => ({ count, percentage: percentOf(count, total) });
  return {
    totalParticipantCount: total,
    writtenVoteOnSite: share(cell.writtenVoteOnSite),
    electronicVoteOnSite: share(cell.electronicVoteOnSite),
    onsiteAttendance: share(cell.onsiteAttendance),
    writtenVoteOnline: share(cell.writtenVoteOnline),
    electronicVoteOnline: share(cell.electronicVoteOnline),
    onlineAttendance: share(cell.onlineAttendance),
    writtenVote: share(cell.writtenVote),
    electronicVote: share(cell.electronicVote),
    nonAttendance: share(cell.nonAttendance),
    totalAttendance: share(total - cell.nonAttendance),
  };
}

/**
 * Vote summary: votes per channel (a duplicate counts in both its channels), the duplicates, and the voters who
 * voted at all (a duplicate once). An on-site vote is a voter present on site without a pre-vote or an online
 * ballot.
 */
export function voteAggregatesOf(groups: FactsGroup[], virtualCount = 0): VoteAggregates {
  const out = {
    totalParticipantCount: virtualCount,
    electronicVoteCount: 0,
    writtenVoteCount: 0,
    onsiteVoteCount: 0,
    onlineVoteCount: 0,
    duplicateVoteCount: 0,
  };
  let voted = 0;
  for (const g of groups) {
    out.totalParticipantCount += g.count;
    const category = voteCategoryOf(g);
    if (g.ballotChannel === "ELECTRONIC") out.electronicVoteCount += g.count;
    if (g.ballotChannel === "ONLINE") out.onlineVoteCount += g.count;
    if (g.hasWritten || g.ballotChannel === "WRITTEN") out.writtenVoteCount += g.count;
    if (category === "ONSITE_VOTED") out.onsiteVoteCount += g.count;
    if (isDuplicateVote(g)) out.duplicateVoteCount += g.count;
    if (category !== "NOT_VOTED") voted += g.count;
  }
  return { ...out, totalVotedCount: voted, notVotedCount: out.totalParticipantCount - voted };
}

/** Seoul is UTC+9 all year (no daylight saving): buckets and "the meeting day" are Seoul's. */
export const SEOUL_OFFSET_MS = 9 * 3600 * 1000;
export const HOUR_MS = 3600 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The start of the Seoul hour or day that holds `at`. */
export function bucketStart(at: Date, unitMs: number): Date {
  return new Date(Math.floor((at.getTime() + SEOUL_OFFSET_MS) / unitMs) * unitMs - SEOUL_OFFSET_MS);
}

/** On-site check-in opens at 00:00 (Seoul) of the meeting day. */
export const checkInOpensAt = (meetAt: Date) => bucketStart(meetAt, DAY_MS);

/** Hourly for a period of up to 48 hours, else daily. */
export const defaultUnitMs = (startAt: Date, endAt: Date) =>
  endAt.getTime() - startAt.getTime() <= 48 * HOUR_MS ? HOUR_MS : DAY_MS;

/** At most this many buckets in one series (a month of hours); a longer hourly series is read daily. */
export const MAX_BUCKETS = 31 * 24;

/**
 * A series of buckets from the bucket of `startAt` to the bucket of `endAt` (no bucket after `endAt`), each with
 * the counts found for it and the running total; `counts` maps a bucket's start (ms) to its count.
 */
export function fillSeries(startAt: Date, endAt: Date, unitMs: number, counts: Map<number, number>) {
  const items: { at: Date; count: number; cumulativeCount: number }[] = [];
  if (endAt < startAt) return items;
  let running = 0;
  const last = bucketStart(endAt, unitMs).getTime();
  for (let at = bucketStart(startAt, unitMs).getTime(); at <= last; at += unitMs) {
    const count = counts.get(at) ?? 0;
    running += count;
    items.push({ at: new Date(at), count, cumulativeCount: running });
  }
  return items;
}
