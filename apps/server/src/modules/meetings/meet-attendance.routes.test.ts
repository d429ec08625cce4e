import { ERROR_CODES } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { addConsentOwners, consoleCall, HOUR, openConsoleApp } from "../consents/consents-test-support";
import { meetElectronicVotes, meetOnsiteVotes, meetParticipants, meets } from "./meetings.table";
import { castElectronicVote, insertMeet, type MeetFixture } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 8 }, (_, i) => ({ name: `출석${i + 1}`, birth: `1970020${i + 1}` }));
  ({ t, member, supervisor, owners } = await openConsoleApp(people, 8300));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: object, session: Session = supervisor) =>
  consoleCall(t, { method, url, payload, session });

/** A meeting held today (check-in open) unless `meetInHours` says otherwise. */
const newMeet = async (over: Partial<MeetFixture> = {}, meetInHours = 0) => {
  const meet = await insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, ...over });
  await t.handle.db
    .update(meetOnsiteVotes)
    .set({ meetAt: new Date(Date.now() + meetInHours * HOUR) })
    .where(eq(meetOnsiteVotes.meetSeq, meet.meetSeq));
  return meet;
};
const castElectronic = (meetSeq: number, seq: number, castAt?: Date) =>
  castElectronicVote(t.handle.db, meetSeq, seq, castAt);
const checkIn = (meetSeq: number, seqs: number[]) =>
  call("POST", `/v1/meets/${meetSeq}/onsite-vote/attendances`, { meetParticipantSeqs: seqs });
const registerWritten = (meetSeq: number, seqs: number[]) =>
  call("POST", `/v1/meets/${meetSeq}/onsite-vote/written-submissions`, {
    meetParticipantSeqs: seqs,
    writtenSubmissionType: "DIRECT",
    writtenSubmissionStatus: "MYSELF",
  });

describe("POST /v1/meets/{meetSeq}/onsite-vote/attendances", () => {
  it("marks voters present: pre-voters keep their vote, the others vote on site; a second check-in keeps the time", async () => {
    const { meetSeq, seqs } = await newMeet();
    await castElectronic(meetSeq, seqs[0]!);
    await registerWritten(meetSeq, [seqs[1]!]);
    const response = await checkIn(meetSeq, [seqs[0]!, seqs[1]!, seqs[2]!]);
    expect(response.statusCode, response.body).toBe(200);
    const states = response.json().data.participants;
    expect(states.map((s: { voteCategory: string }) => s.voteCategory)).toEqual([
      "PRE_ELECTRONIC_VOTED",
      "PRE_WRITTEN_VOTED",
      "ONSITE_VOTED",
    ]);
    expect(states.every((s: { attendanceCategory: string }) => s.attendanceCategory === "ONSITE")).toBe(true);
    const first = states[2].attendAt;
    const again = await checkIn(meetSeq, [seqs[2]!, seqs[3]!]);
    expect(again.json().data.count).toBe(1);
    expect(again.json().data.participants[0].attendAt).toBe(first);
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, "MEET_ONSITE_CHECKED_IN"), eq(auditEvents.subject, `meet:${meetSeq}`)));
    expect(events).toHaveLength(2);
  });

  it("refuses before the meeting day, outside PROCESS and for an electronic-only meeting", async () => {
    const tomorrow = await newMeet({}, 30);
    const early = await checkIn(tomorrow.meetSeq, [tomorrow.seqs[0]!]);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("현장 출석은 총회 당일부터 등록할 수 있습니다.");
    const counting = await newMeet({ status: "COUNTING" });
    expect((await checkIn(counting.meetSeq, [counting.seqs[0]!])).json().message).toBe(
      "진행중인 총회에서만 처리할 수 있습니다.",
    );
    const electronic = await newMeet({ method: "ELECTRONIC" });
    const refused = await checkIn(electronic.meetSeq, [electronic.seqs[0]!]);
    expect(refused.json().message).toBe("현장 투표가 없는 총회입니다.");
    expect((await call("POST", `/v1/meets/${counting.meetSeq}/onsite-vote/attendances`, {})).json().message).toBe(
      "선택된 선거인이 없습니다.",
    );
  });
});

describe("POST /v1/meets/{meetSeq}/onsite-vote/attendance-cancellations", () => {
  it("undoes a check-in: an on-site vote falls back to NOT_VOTED, a pre-vote stays", async () => {
    const { meetSeq, seqs } = await newMeet();
    await castElectronic(meetSeq, seqs[0]!);
    await checkIn(meetSeq, [seqs[0]!, seqs[1]!]);
    const response = await call("POST", `/v1/meets/${meetSeq}/onsite-vote/attendance-cancellations`, {
      meetParticipantSeqs: [seqs[0], seqs[1], seqs[2]],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.count).toBe(2);
    expect(response.json().data.participants).toMatchObject([
      { attendanceCategory: "NOT_ATTEND", attendAt: null, voteCategory: "PRE_ELECTRONIC_VOTED" },
      { attendanceCategory: "NOT_ATTEND", attendAt: null, voteCategory: "NOT_VOTED" },
      { attendanceCategory: "NOT_ATTEND", voteCategory: "NOT_VOTED" },
    ]);
  });
});

describe("GET /v2/general-meetings/{id}/attend-situation and /votes/aggregates", () => {
  it("counts every voter once by place and pre-vote, with percentages, and the vote summary with duplicates", async () => {
    const { meetSeq, seqs } = await newMeet();
    await castElectronic(meetSeq, seqs[0]!);
    await castElectronic(meetSeq, seqs[1]!);
    await castElectronic(meetSeq, seqs[2]!);
    await registerWritten(meetSeq, [seqs[2]!, seqs[3]!, seqs[4]!]);
    await checkIn(meetSeq, [seqs[0]!, seqs[3]!, seqs[5]!]);
    const situation = await call("GET", `/v2/general-meetings/${meetSeq}/attend-situation`);
    expect(situation.statusCode, situation.body).toBe(200);
    expect(situation.json().data).toEqual({
      totalParticipantCount: 8,
      writtenVoteOnSite: { count: 1, percentage: 12.5 },
      electronicVoteOnSite: { count: 1, percentage: 12.5 },
      onsiteAttendance: { count: 1, percentage: 12.5 },
      writtenVoteOnline: { count: 0, percentage: 0 },
      electronicVoteOnline: { count: 0, percentage: 0 },
      onlineAttendance: { count: 0, percentage: 0 },
      writtenVote: { count: 1, percentage: 12.5 },
      electronicVote: { count: 2, percentage: 25 },
      nonAttendance: { count: 2, percentage: 25 },
      totalAttendance: { count: 6, percentage: 75 },
    });
    const aggregates = await call("GET", `/v2/general-meetings/${meetSeq}/votes/aggregates`);
    expect(aggregates.json().data).toEqual({
      totalVotedCount: 6,
      totalParticipantCount: 8,
      electronicVoteCount: 3,
      writtenVoteCount: 3,
      onsiteVoteCount: 1,
      onlineVoteCount: 0,
      duplicateVoteCount: 1,
      notVotedCount: 2,
    });
    const onsite = (await call("GET", `/v1/meets/${meetSeq}/onsite-vote/vote-count`)).json().data;
    expect(onsite).toMatchObject({
      totalParticipantCount: 8,
      writtenVoteCount: 3,
      onsiteAttendanceCount: 3,
      onsiteVoteCount: 1,
    });
  });

  it("counts a mock meeting's virtual voters in the total as not attending and not voted", async () => {
    const { meetSeq } = await newMeet({ isMock: true });
    await t.handle.db.update(meets).set({ virtualParticipantCount: 12 }).where(eq(meets.meetSeq, meetSeq));
    const situation = (await call("GET", `/v2/general-meetings/${meetSeq}/attend-situation`)).json().data;
    expect(situation.totalParticipantCount).toBe(20);
    expect(situation.nonAttendance).toEqual({ count: 20, percentage: 100 });
    const aggregates = (await call("GET", `/v2/general-meetings/${meetSeq}/votes/aggregates`)).json().data;
    expect(aggregates).toMatchObject({ totalParticipantCount: 20, notVotedCount: 20 });
  });
});

describe("GET /v1/meets/{meetSeq}/electronic-vote/time-series", () => {
  it("buckets electronic ballots by hour over the e-vote period up to now, with a running total", async () => {
    const { meetSeq, seqs } = await newMeet();
    await t.handle.db
      .update(meetElectronicVotes)
      .set({ voteStartAt: new Date(Date.now() - 5 * HOUR), voteEndAt: new Date(Date.now() + 20 * HOUR) })
      .where(eq(meetElectronicVotes.meetSeq, meetSeq));
    await castElectronic(meetSeq, seqs[0]!, new Date(Date.now() - 4 * HOUR));
    await castElectronic(meetSeq, seqs[1]!, new Date(Date.now() - 4 * HOUR));
    await castElectronic(meetSeq, seqs[2]!, new Date());
    const response = await call("GET", `/v1/meets/${meetSeq}/electronic-vote/time-series`);
    expect(response.statusCode, response.body).toBe(200);
    const series = response.json().data;
    expect(series.unit).toBe("HOUR");
    expect(series.items.length).toBeGreaterThanOrEqual(5);
    expect(series.items.length).toBeLessThanOrEqual(7);
    expect(series.items.filter((i: { count: number }) => i.count > 0).map((i: { count: number }) => i.count)).toEqual([
      2, 1,
    ]);
    expect(series.items.at(-1).cumulativeCount).toBe(3);
    const daily = (await call("GET", `/v1/meets/${meetSeq}/electronic-vote/time-series?unit=DAY`)).json().data;
    expect(daily.unit).toBe("DAY");
    expect(daily.items.at(-1).cumulativeCount).toBe(3);
    const onsiteOnly = await insertMeet(t.handle.db, { unionSeq: UNION_1, voters: 1, method: "ONSITE" });
    const refused = await call("GET", `/v1/meets/${onsiteOnly.meetSeq}/electronic-vote/time-series`);
    expect(refused.json().message).toBe("전자투표가 없는 총회입니다.");
  });
});

describe("access", () => {
  it("refuses without menu M1004 (403) and answers 404 for another union's meeting", async () => {
    const { meetSeq, seqs } = await newMeet();
    const calls: ["GET" | "POST", string, object?][] = [
      ["POST", `/v1/meets/${meetSeq}/onsite-vote/attendances`, { meetParticipantSeqs: seqs }],
      ["POST", `/v1/meets/${meetSeq}/onsite-vote/attendance-cancellations`, { meetParticipantSeqs: seqs }],
      ["GET", `/v1/meets/${meetSeq}/electronic-vote/time-series`],
      ["GET", `/v2/general-meetings/${meetSeq}/attend-situation`],
      ["GET", `/v2/general-meetings/${meetSeq}/votes/aggregates`],
    ];
    await withoutMenu(t, member, UNION_1, "M1004", async () => {
      for (const [method, url, payload] of calls) {
        expect((await call(method, url, payload, member)).statusCode, url).toBe(403);
      }
    });
    const foreignOwners = await addConsentOwners(t.handle.db, UNION_2, [{ name: "타조합", birth: "19800101" }], 8400);
    const foreign = await insertMeet(t.handle.db, { unionSeq: UNION_2, unionRegisterSeqs: foreignOwners });
    for (const [method, url, payload] of calls) {
      const foreignUrl = url.replace(`/${meetSeq}/`, `/${foreign.meetSeq}/`);
      const response = await call(method, foreignUrl, payload ? { meetParticipantSeqs: foreign.seqs } : undefined);
      expect(response.statusCode, foreignUrl).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND });
    }
    const stored = await t.handle.db
      .select()
      .from(meetParticipants)
      .where(eq(meetParticipants.meetSeq, foreign.meetSeq));
    expect(stored.every((p) => p.attendanceCategory === "NOT_ATTEND")).toBe(true);
  });
});
