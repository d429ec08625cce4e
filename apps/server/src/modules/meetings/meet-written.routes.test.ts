import { ERROR_CODES } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { addConsentOwners, consoleCall, HOUR, openConsoleApp } from "../consents/consents-test-support";
import { meetBallots, meetOnsiteVotes, meetParticipantHistories } from "./meetings.table";
import { castElectronicVote, insertMeet, type MeetFixture, setVoter, voterRow } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 6 }, (_, i) => ({ name: `서면${i + 1}`, birth: `1960010${i + 1}` }));
  ({ t, member, supervisor, owners } = await openConsoleApp(people, 8100));
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
  opts: { session?: Session; unionSeq?: number } = {},
) => consoleCall(t, { method, url, payload, session: opts.session ?? supervisor, unionSeq: opts.unionSeq });

const newMeet = (over: Partial<MeetFixture> = {}) =>
  insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, ...over });
const voterOf = (seq: number) => voterRow(t.handle.db, seq);
const castElectronic = (meetSeq: number, seq: number) => castElectronicVote(t.handle.db, meetSeq, seq);
const written = (meetSeq: number) => `/v1/meets/${meetSeq}/onsite-vote/written-submissions`;
const withdrawals = (meetSeq: number) => `/v1/meets/${meetSeq}/onsite-vote/written-withdrawals`;

describe("POST /v1/meets/{meetSeq}/onsite-vote/written-submissions", () => {
  it("registers paper ballots of several voters: PRE_WRITTEN_VOTED, no ballot row, history EDIT and one evidence event", async () => {
    const { meetSeq, seqs } = await newMeet();
    const at = new Date(Date.now() - HOUR).toISOString();
    const response = await call("POST", written(meetSeq), {
      meetParticipantSeqs: [seqs[0], seqs[1]],
      writtenSubmissionType: "REGISTERED",
      writtenSubmissionStatus: "AGENT",
      writtenSubmissionAt: at,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ count: 2, duplicateCount: 0 });
    expect(response.json().data.participants[0]).toMatchObject({
      meetParticipantSeq: seqs[0],
      writtenSubmissionType: "REGISTERED",
      writtenSubmissionStatus: "AGENT",
      writtenSubmissionAt: at,
      writtenWithdrawalAt: null,
      voteCategory: "PRE_WRITTEN_VOTED",
      isDuplicateVote: false,
    });
    expect((await voterOf(seqs[1]!)).voteCategory).toBe("PRE_WRITTEN_VOTED");
    expect(await t.handle.db.select().from(meetBallots).where(eq(meetBallots.meetSeq, meetSeq))).toEqual([]);
    const histories = await t.handle.db
      .select()
      .from(meetParticipantHistories)
      .where(eq(meetParticipantHistories.meetSeq, meetSeq));
    expect(histories).toHaveLength(2);
    expect(histories[0]).toMatchObject({ actionType: "EDIT", reason: "서면 제출 등록" });
    expect(histories[0]!.modifiedBy).not.toBe("");
    expect(histories[0]!.participant).toMatchObject({ writtenSubmissionType: "REGISTERED", name: { name: "서면1" } });
    expect(histories[0]!.previousParticipant).toMatchObject({ writtenSubmissionType: null });
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, "MEET_WRITTEN_SUBMITTED"), eq(auditEvents.subject, `meet:${meetSeq}`)));
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0]!.payload)).not.toContain("서면1");
  });

  it("counts a voter who already voted electronically as a duplicate and keeps PRE_ELECTRONIC_VOTED", async () => {
    const { meetSeq, seqs } = await newMeet();
    await castElectronic(meetSeq, seqs[0]!);
    const response = await call("POST", written(meetSeq), {
      meetParticipantSeqs: [seqs[0]],
      writtenSubmissionType: "DIRECT",
      writtenSubmissionStatus: "MYSELF",
    });
    expect(response.json().data).toMatchObject({ count: 1, duplicateCount: 1 });
    expect(response.json().data.participants[0]).toMatchObject({
      voteCategory: "PRE_ELECTRONIC_VOTED",
      isDuplicateVote: true,
    });
    const aggregates = (await call("GET", `/v2/general-meetings/${meetSeq}/votes/aggregates`)).json().data;
    expect(aggregates).toMatchObject({
      totalParticipantCount: 6,
      electronicVoteCount: 1,
      writtenVoteCount: 1,
      duplicateVoteCount: 1,
      totalVotedCount: 1,
      notVotedCount: 5,
    });
  });

  it("corrects a standing submission when registered again (one voter, new method)", async () => {
    const { meetSeq, seqs } = await newMeet();
    const body = { meetParticipantSeqs: [seqs[2]], writtenSubmissionStatus: "MYSELF" };
    await call("POST", written(meetSeq), { ...body, writtenSubmissionType: "DIRECT" });
    const again = await call("POST", written(meetSeq), { ...body, writtenSubmissionType: "MANAGER" });
    expect(again.json().data.participants[0]).toMatchObject({ writtenSubmissionType: "MANAGER" });
    const count = (await call("GET", `/v1/meets/${meetSeq}/onsite-vote/vote-count`)).json().data;
    expect(count).toMatchObject({ writtenVoteCount: 1, direct: 0, manager: 1 });
  });

  it("refuses outside the submission period, in the future, and missing choices, with Korean messages", async () => {
    const { meetSeq, seqs } = await newMeet();
    const base = { meetParticipantSeqs: [seqs[0]], writtenSubmissionType: "DIRECT", writtenSubmissionStatus: "MYSELF" };
    const cases: [object, string][] = [
      [
        { ...base, writtenSubmissionAt: new Date(Date.now() - 48 * HOUR).toISOString() },
        "서면 제출 기간 안에 제출된 서면결의서만 등록할 수 있습니다.",
      ],
      [
        { ...base, writtenSubmissionAt: new Date(Date.now() + 2 * HOUR).toISOString() },
        "제출 일시는 현재 시각 이후일 수 없습니다.",
      ],
      [{ ...base, writtenSubmissionType: undefined }, "서면 제출 방법을 선택해 주세요."],
      [{ ...base, writtenSubmissionStatus: "NOBODY" }, "서면 제출자를 선택해 주세요."],
      [{ ...base, meetParticipantSeqs: [] }, "선택된 선거인이 없습니다."],
      [{ ...base, writtenSubmissionAt: "어제" }, "일시를 확인해 주세요."],
    ];
    for (const [payload, message] of cases) {
      const response = await call("POST", written(meetSeq), payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("refuses a paper that came after the period even while the meeting still runs", async () => {
    const { meetSeq, seqs } = await newMeet();
    await t.handle.db
      .update(meetOnsiteVotes)
      .set({ submissionEndAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(meetOnsiteVotes.meetSeq, meetSeq));
    const late = await call("POST", written(meetSeq), {
      meetParticipantSeqs: [seqs[0]],
      writtenSubmissionType: "DIRECT",
      writtenSubmissionStatus: "MYSELF",
    });
    expect(late.json().message).toBe("서면 제출 기간 안에 제출된 서면결의서만 등록할 수 있습니다.");
    const inTime = await call("POST", written(meetSeq), {
      meetParticipantSeqs: [seqs[0]],
      writtenSubmissionType: "DIRECT",
      writtenSubmissionStatus: "MYSELF",
      writtenSubmissionAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    });
    expect(inTime.statusCode).toBe(200);
  });

  it("refuses a meeting that is not PROCESS, an electronic-only meeting and unknown or deleted voters", async () => {
    const body = (seqs: number[]) => ({
      meetParticipantSeqs: seqs,
      writtenSubmissionType: "DIRECT",
      writtenSubmissionStatus: "MYSELF",
    });
    const before = await newMeet({ status: "BEFORE" });
    expect((await call("POST", written(before.meetSeq), body(before.seqs))).json().message).toBe(
      "진행중인 총회에서만 처리할 수 있습니다.",
    );
    const counting = await newMeet({ status: "COUNTING" });
    expect((await call("POST", written(counting.meetSeq), body(counting.seqs))).statusCode).toBe(400);
    const electronic = await newMeet({ method: "ELECTRONIC" });
    expect((await call("POST", written(electronic.meetSeq), body(electronic.seqs))).json().message).toBe(
      "현장 투표가 없는 총회입니다.",
    );
    const onsite = await newMeet({ method: "ONSITE" });
    await setVoter(t.handle.db, onsite.seqs[0]!, { deletedAt: new Date() });
    const deleted = await call("POST", written(onsite.meetSeq), body([onsite.seqs[0]!, onsite.seqs[1]!]));
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe("선거인을 찾을 수 없습니다.");
    expect((await voterOf(onsite.seqs[1]!)).writtenSubmissionAt).toBeNull();
    const otherMeet = await call("POST", written(onsite.meetSeq), body(before.seqs.slice(0, 1)));
    expect(otherMeet.statusCode).toBe(404);
  });
});

describe("POST /v1/meets/{meetSeq}/onsite-vote/written-withdrawals", () => {
  it("withdraws: the facts stay with the withdrawal time, the category falls back, history and evidence", async () => {
    const { meetSeq, seqs } = await newMeet();
    const submittedAt = new Date(Date.now() - 2 * HOUR).toISOString();
    await call("POST", written(meetSeq), {
      meetParticipantSeqs: [seqs[0], seqs[1]],
      writtenSubmissionType: "DIRECT",
      writtenSubmissionStatus: "MYSELF",
      writtenSubmissionAt: submittedAt,
    });
    const early = await call("POST", withdrawals(meetSeq), {
      meetParticipantSeqs: [seqs[0]],
      writtenWithdrawalAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    });
    expect(early.json().message).toBe("철회 일시는 제출 일시보다 빠를 수 없습니다.");
    const response = await call("POST", withdrawals(meetSeq), { meetParticipantSeqs: [seqs[0]] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.participants[0]).toMatchObject({
      writtenSubmissionType: "DIRECT",
      writtenSubmissionAt: submittedAt,
      voteCategory: "NOT_VOTED",
    });
    expect(response.json().data.participants[0].writtenWithdrawalAt).not.toBeNull();
    const again = await call("POST", withdrawals(meetSeq), { meetParticipantSeqs: [seqs[0], seqs[1]] });
    expect(again.json().message).toBe("서면 제출 내역이 없는 선거인이 있습니다.");
    expect((await voterOf(seqs[1]!)).writtenWithdrawalAt).toBeNull();
    const count = (await call("GET", `/v1/meets/${meetSeq}/onsite-vote/vote-count`)).json().data;
    expect(count).toMatchObject({ writtenVoteCount: 1, writtenWithdrawalCount: 1, direct: 1 });
    const reasons = await t.handle.db
      .select({ reason: meetParticipantHistories.reason })
      .from(meetParticipantHistories)
      .where(eq(meetParticipantHistories.meetParticipantSeq, seqs[0]!));
    expect(reasons.map((r) => r.reason)).toEqual(["서면 제출 등록", "서면 제출 철회"]);
    const reRegistered = await call("POST", written(meetSeq), {
      meetParticipantSeqs: [seqs[0]],
      writtenSubmissionType: "MANAGER",
      writtenSubmissionStatus: "AGENT",
    });
    expect(reRegistered.json().data.participants[0]).toMatchObject({
      writtenWithdrawalAt: null,
      voteCategory: "PRE_WRITTEN_VOTED",
    });
  });
});

describe("PATCH /v1/meets/{meetSeq}/onsite-vote/attend-expected-types", () => {
  it("sets the type of several voters, records the change once per changed voter, and counts 예정", async () => {
    const { meetSeq, seqs } = await newMeet({ method: "ONSITE" });
    const url = `/v1/meets/${meetSeq}/onsite-vote/attend-expected-types`;
    const response = await call("PATCH", url, {
      meetParticipantSeqs: seqs.slice(0, 3),
      attendExpectedType: "EXPECTED",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.count).toBe(3);
    const again = await call("PATCH", url, { meetParticipantSeqs: seqs.slice(0, 4), attendExpectedType: "EXPECTED" });
    expect(again.json().data.count).toBe(1);
    await call("PATCH", url, { meetParticipantSeqs: [seqs[5]], attendExpectedType: "REFUSAL" });
    expect((await voterOf(seqs[5]!)).attendExpectedType).toBe("REFUSAL");
    const count = (await call("GET", `/v1/meets/${meetSeq}/onsite-vote/vote-count`)).json().data;
    expect(count).toMatchObject({ totalParticipantCount: 6, attendExpectedCount: 4 });
    const rows = await t.handle.db
      .select()
      .from(meetParticipantHistories)
      .where(eq(meetParticipantHistories.meetSeq, meetSeq));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.reason === "참석 예정 변경")).toBe(true);
    const bad = await call("PATCH", url, { meetParticipantSeqs: [seqs[0]], attendExpectedType: "MAYBE" });
    expect(bad.json().message).toBe("참석 예정 여부를 선택해 주세요.");
  });
});

describe("GET /v1/meets/{meetSeq}/onsite-vote/written-submission-time-series", () => {
  it("buckets standing submissions by hour over the period up to now, by method, with running totals", async () => {
    const { meetSeq, seqs } = await newMeet();
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();
    const register = (seq: number, type: string, hoursAgo: number) =>
      call("POST", written(meetSeq), {
        meetParticipantSeqs: [seq],
        writtenSubmissionType: type,
        writtenSubmissionStatus: "MYSELF",
        writtenSubmissionAt: at(hoursAgo),
      });
    await register(seqs[0]!, "DIRECT", 20);
    await register(seqs[1]!, "REGISTERED", 20);
    await register(seqs[2]!, "MANAGER", 2);
    await register(seqs[3]!, "DIRECT", 2);
    await call("POST", withdrawals(meetSeq), { meetParticipantSeqs: [seqs[3]] });
    const response = await call("GET", `/v1/meets/${meetSeq}/onsite-vote/written-submission-time-series`);
    expect(response.statusCode, response.body).toBe(200);
    const series = response.json().data;
    // The period runs 24 h back and 48 h ahead: 72 hours, read daily by default.
    expect(series.unit).toBe("DAY");
    const hourly = (
      await call("GET", `/v1/meets/${meetSeq}/onsite-vote/written-submission-time-series?unit=HOUR`)
    ).json().data;
    expect(hourly.unit).toBe("HOUR");
    expect(hourly.items.length).toBeGreaterThanOrEqual(24);
    expect(hourly.items.length).toBeLessThanOrEqual(26);
    const nonEmpty = hourly.items.filter((i: { count: number }) => i.count > 0);
    expect(nonEmpty.map((i: { count: number }) => i.count)).toEqual([2, 1]);
    expect(nonEmpty[0]).toMatchObject({ direct: 1, registered: 1, manager: 0, cumulativeCount: 2 });
    expect(nonEmpty[1]).toMatchObject({ direct: 0, manager: 1, cumulativeCount: 3 });
    expect(hourly.items.at(-1).cumulativeCount).toBe(3);
    expect(series.items.at(-1).cumulativeCount).toBe(3);
    const bad = await call("GET", `/v1/meets/${meetSeq}/onsite-vote/written-submission-time-series?unit=WEEK`);
    expect(bad.statusCode).toBe(400);
  });
});

describe("access", () => {
  it("refuses without menu M1004 (403) and answers 404 for another union's meeting", async () => {
    const { meetSeq, seqs } = await newMeet();
    const calls: ["GET" | "POST" | "PATCH", string, object?][] = [
      [
        "POST",
        written(meetSeq),
        { meetParticipantSeqs: seqs, writtenSubmissionType: "DIRECT", writtenSubmissionStatus: "MYSELF" },
      ],
      ["POST", withdrawals(meetSeq), { meetParticipantSeqs: seqs }],
      [
        "PATCH",
        `/v1/meets/${meetSeq}/onsite-vote/attend-expected-types`,
        { meetParticipantSeqs: seqs, attendExpectedType: "EXPECTED" },
      ],
      ["GET", `/v1/meets/${meetSeq}/onsite-vote/written-submission-time-series`],
      ["GET", `/v1/meets/${meetSeq}/onsite-vote/vote-count`],
    ];
    await withoutMenu(t, member, UNION_1, "M1004", async () => {
      for (const [method, url, payload] of calls) {
        const response = await call(method, url, payload, { session: member });
        expect(response.statusCode, url).toBe(403);
      }
    });
    const foreignOwners = await addConsentOwners(t.handle.db, UNION_2, [{ name: "타조합", birth: "19800101" }], 8200);
    const foreign = await insertMeet(t.handle.db, { unionSeq: UNION_2, unionRegisterSeqs: foreignOwners });
    for (const [method, url, payload] of calls) {
      const foreignUrl = url.replace(`/meets/${meetSeq}/`, `/meets/${foreign.meetSeq}/`);
      const body =
        payload && "meetParticipantSeqs" in payload ? { ...payload, meetParticipantSeqs: foreign.seqs } : payload;
      const response = await call(method, foreignUrl, body);
      expect(response.statusCode, foreignUrl).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND, message: "총회를 찾을 수 없습니다." });
    }
    expect(foreign.participants.every((p) => p.writtenSubmissionAt === null)).toBe(true);
  });
});
