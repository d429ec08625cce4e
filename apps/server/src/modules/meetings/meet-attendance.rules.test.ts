import { describe, expect, it } from "vitest";
import {
  attendSituationOf,
  bucketStart,
  checkInOpensAt,
  DAY_MS,
  type FactsGroup,
  fillSeries,
  HOUR_MS,
  isDuplicateVote,
  percentOf,
  voteAggregatesOf,
  voteCategoryOf,
} from "./meet-attendance.rules";

const g = (over: Partial<FactsGroup>): FactsGroup => ({
  ballotChannel: null,
  hasWritten: false,
  attendanceCategory: "NOT_ATTEND",
  count: 1,
  ...over,
});

describe("voteCategoryOf", () => {
  it("keeps a pre-vote whatever happens on the day; a voter present without one votes on site", () => {
    expect(voteCategoryOf(g({ ballotChannel: "ELECTRONIC", attendanceCategory: "ONSITE" }))).toBe(
      "PRE_ELECTRONIC_VOTED",
    );
    expect(voteCategoryOf(g({ hasWritten: true, attendanceCategory: "ONSITE" }))).toBe("PRE_WRITTEN_VOTED");
    expect(voteCategoryOf(g({ ballotChannel: "ELECTRONIC", hasWritten: true }))).toBe("PRE_ELECTRONIC_VOTED");
    expect(voteCategoryOf(g({ attendanceCategory: "ONSITE" }))).toBe("ONSITE_VOTED");
    expect(voteCategoryOf(g({ ballotChannel: "ONLINE", attendanceCategory: "ONLINE" }))).toBe("ONLINE_VOTED");
    expect(voteCategoryOf(g({ attendanceCategory: "ONLINE" }))).toBe("NOT_VOTED");
    expect(voteCategoryOf(g({}))).toBe("NOT_VOTED");
  });

  it("calls an electronic or online ballot with a standing written submission a duplicate", () => {
    expect(isDuplicateVote({ ballotChannel: "ELECTRONIC", hasWritten: true })).toBe(true);
    expect(isDuplicateVote({ ballotChannel: "ONLINE", hasWritten: true })).toBe(true);
    expect(isDuplicateVote({ ballotChannel: "ELECTRONIC", hasWritten: false })).toBe(false);
    expect(isDuplicateVote({ ballotChannel: null, hasWritten: true })).toBe(false);
  });
});

describe("attendSituationOf", () => {
  it("puts each voter in one cell and counts pre-voters as present", () => {
    const groups = [
      g({ hasWritten: true, attendanceCategory: "ONSITE", count: 2 }),
      g({ ballotChannel: "ELECTRONIC", attendanceCategory: "ONSITE", count: 3 }),
      g({ attendanceCategory: "ONSITE", count: 5 }),
      g({ ballotChannel: "ELECTRONIC", hasWritten: true, count: 1 }),
      g({ hasWritten: true, count: 4 }),
      g({ ballotChannel: "ELECTRONIC", count: 10 }),
      g({ attendanceCategory: "ONLINE", count: 1 }),
      g({ count: 74 }),
    ];
    const s = attendSituationOf(groups);
    expect(s.totalParticipantCount).toBe(100);
    expect(s.writtenVoteOnSite).toEqual({ count: 2, percentage: 2 });
    expect(s.electronicVoteOnSite).toEqual({ count: 3, percentage: 3 });
    expect(s.onsiteAttendance).toEqual({ count: 5, percentage: 5 });
    expect(s.electronicVote).toEqual({ count: 11, percentage: 11 });
    expect(s.writtenVote).toEqual({ count: 4, percentage: 4 });
    expect(s.onlineAttendance).toEqual({ count: 1, percentage: 1 });
    expect(s.nonAttendance).toEqual({ count: 74, percentage: 74 });
    expect(s.totalAttendance).toEqual({ count: 26, percentage: 26 });
  });

  it("counts a mock meeting's virtual voters as absent, and is all zero for nobody", () => {
    const s = attendSituationOf([g({ attendanceCategory: "ONSITE", count: 1 })], 2);
    expect(s.totalParticipantCount).toBe(3);
    expect(s.nonAttendance).toEqual({ count: 2, percentage: 66.67 });
    expect(s.totalAttendance).toEqual({ count: 1, percentage: 33.33 });
    expect(attendSituationOf([]).totalAttendance).toEqual({ count: 0, percentage: 0 });
  });
});

describe("voteAggregatesOf", () => {
  it("counts a duplicate in both channels and once as voted", () => {
    const a = voteAggregatesOf([
      g({ ballotChannel: "ELECTRONIC", hasWritten: true, count: 2 }),
      g({ ballotChannel: "ELECTRONIC", count: 5 }),
      g({ hasWritten: true, attendanceCategory: "ONSITE", count: 3 }),
      g({ attendanceCategory: "ONSITE", count: 4 }),
      g({ ballotChannel: "ONLINE", attendanceCategory: "ONLINE", count: 1 }),
      g({ count: 85 }),
    ]);
    expect(a).toEqual({
      totalParticipantCount: 100,
      electronicVoteCount: 7,
      writtenVoteCount: 5,
      onsiteVoteCount: 4,
      onlineVoteCount: 1,
      duplicateVoteCount: 2,
      totalVotedCount: 15,
      notVotedCount: 85,
    });
  });
});

describe("percentOf", () => {
  it("rounds to 2 decimals", () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe("buckets", () => {
  it("starts days at 00:00 Seoul (15:00 UTC) and check-in at the meeting day", () => {
    const at = new Date("2026-03-10T02:30:00Z"); // 11:30 in Seoul
    expect(bucketStart(at, DAY_MS).toISOString()).toBe("2026-03-09T15:00:00.000Z");
    expect(bucketStart(at, HOUR_MS).toISOString()).toBe("2026-03-10T02:00:00.000Z");
    expect(checkInOpensAt(new Date("2026-03-10T16:00:00Z")).toISOString()).toBe("2026-03-10T15:00:00.000Z");
  });

  it("fills empty buckets and keeps a running total", () => {
    const start = new Date("2026-03-10T00:10:00Z");
    const end = new Date("2026-03-10T03:05:00Z");
    const counts = new Map([
      [Date.parse("2026-03-10T01:00:00Z"), 2],
      [Date.parse("2026-03-10T03:00:00Z"), 1],
    ]);
    const series = fillSeries(start, end, HOUR_MS, counts);
    expect(series.map((s) => [s.at.toISOString().slice(11, 16), s.count, s.cumulativeCount])).toEqual([
      ["00:00", 0, 0],
      ["01:00", 2, 2],
      ["02:00", 0, 2],
      ["03:00", 1, 3],
    ]);
    expect(fillSeries(end, start, HOUR_MS, counts)).toEqual([]);
  });
});
