import { ERROR_CODES, MeetVoteResultSchema } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEventQueue, auditEvents } from "../../platform/evidence/evidence.table";
import { drainEvidenceQueue } from "../../platform/evidence/evidence-queue";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { meetTallyCounts, meetTallyEntries, unionQuorumRules } from "./meet-results.table";
import { agendasOf, attendOnsite, castBallot, submitWritten } from "./meet-results-test-support";
import { meetAgendas } from "./meetings.table";
import { insertMeet, type MeetFixture } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 10 }, (_, i) => ({ name: `집계${i + 1}`, birth: `1971040${i % 9}` }));
  ({ t, member, supervisor, owners } = await openConsoleApp(people, 8700));
});
afterAll(() => t.close());

type Method = "GET" | "POST";
const call = (method: Method, url: string, payload?: object, session: Session = supervisor) =>
  consoleCall(t, { method, url, payload, session });
const newMeet = (over: Partial<MeetFixture> = {}) =>
  insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, ...over });
const result = async (meetSeq: number) => {
  const response = await call("GET", `/v1/meets/${meetSeq}/vote/result`);
  expect(response.statusCode, response.body).toBe(200);
  return MeetVoteResultSchema.parse(response.json().data);
};

/**
 * A mixed meeting in COUNTING: voters 0-3 voted electronically (YES, YES, NO, ABSTAIN on agenda 1; candidates
 * 1, 1, 2, 3 on agenda 2), voters 4-5 handed in written resolutions, voters 6-7 came on site without a pre-vote.
 */
async function countingMeet() {
  const meet = await newMeet({ method: "ONSITE_ELECTRONIC", status: "COUNTING" });
  const db = t.handle.db;
  const picks: ["YES" | "NO" | "ABSTAIN", number][] = [
    ["YES", 0],
    ["YES", 0],
    ["NO", 1],
    ["ABSTAIN", 2],
  ];
  for (const [i, pick] of picks.entries()) await castBallot(db, meet.meetSeq, meet.seqs[i]!, pick);
  await submitWritten(db, meet.seqs[4]!);
  await submitWritten(db, meet.seqs[5]!);
  await attendOnsite(db, meet.seqs[6]!);
  await attendOnsite(db, meet.seqs[7]!);
  const agendas = await agendasOf(db, meet.meetSeq);
  return { ...meet, agendas };
}

type Agendas = Awaited<ReturnType<typeof agendasOf>>;
/** Rows of an entry: agenda 1 [yes, no, abstain] on its one candidate, agenda 2 selections per candidate. */
const rowsOf = (agendas: Agendas, against: [number, number, number], selected: number[]) => [
  {
    agendaSeq: agendas[0]!.agendaSeq,
    candidateSeq: agendas[0]!.candidates[0]!,
    yesCount: against[0],
    noCount: against[1],
    abstentionCount: against[2],
  },
  ...agendas[1]!.candidates.map((candidateSeq, i) => ({
    agendaSeq: agendas[1]!.agendaSeq,
    candidateSeq,
    selectedCount: selected[i] ?? 0,
  })),
];
const tally = (meetSeq: number, entries: object[]) => call("POST", `/v1/meets/${meetSeq}/vote/result`, { entries });

describe("GET /v1/meets/{meetSeq}/vote/result", () => {
  it("answers the counted channels per candidate, the registered hand counts, rates and the quorum", async () => {
    const { meetSeq } = await countingMeet();
    const data = await result(meetSeq);
    expect(data).toMatchObject({
      meetStatus: "COUNTING",
      meetMethod: "ONSITE_ELECTRONIC",
      totalParticipantCount: 10,
      registered: { WRITTEN: 2, ONSITE: 2 },
      tallyEntryTypes: ["WRITTEN", "ONSITE"],
      entries: [],
      isTallyEntered: false,
      confirmed: null,
    });
    const [first, second] = data.agendas;
    expect(first!.votedCounts).toEqual({ electronic: 4, online: 0, written: 0, onsite: 0, total: 4 });
    expect(first!.candidates[0]!.electronic).toEqual({
      yesCount: 2,
      noCount: 1,
      abstentionCount: 1,
      selectedCount: 0,
      totalCount: 4,
    });
    expect(first!.candidates[0]!.rate).toBe(50);
    expect(second!.candidates.map((c) => c.total.selectedCount)).toEqual([2, 1, 1]);
    expect(second!.candidates.map((c) => c.rate)).toEqual([50, 25, 25]);
    // 8 of 10 present (4 electronic, 2 written, 2 on site); in person: on site and electronic (after 2025-06-04).
    expect(first!.quorum).toMatchObject({
      kind: "GENERAL",
      memberCount: 10,
      presentCount: 8,
      inPersonCount: 6,
      isMet: true,
      breakdown: { onsite: 2, online: 0, electronic: 4, written: 2 },
    });
    expect(first!.candidates[0]!.suggested).toMatchObject({ decision: "REJECTED", yesCount: 2, required: 5 });
  });

  it("applies the union's own articles (a stricter presence) and the agenda's kind", async () => {
    const { meetSeq, agendas } = await countingMeet();
    await t.handle.db
      .update(meetAgendas)
      .set({ agendaKind: "CONTRACTOR" })
      .where(eq(meetAgendas.agendaSeq, agendas[1]!.agendaSeq));
    await t.handle.db.insert(unionQuorumRules).values({
      unionSeq: UNION_1,
      overrides: {
        all: {
          presence: { threshold: { numerator: 9, denominator: 10, atLeast: true }, article: "정관 제22조제1항" },
        },
      },
    });
    try {
      const data = await result(meetSeq);
      const presence = data.agendas[0]!.quorum.checks.find((c) => c.requirement === "PRESENCE")!;
      expect(presence).toMatchObject({ required: 9, count: 8, isMet: false, source: "ARTICLES" });
      expect(data.agendas[0]!.candidates[0]!.suggested.decision).toBe("NO_QUORUM");
      // 시공자 선정: pre-voters are not in person (계약업무 처리기준 제35조제2항): only the 2 on site.
      expect(data.agendas[1]!.quorum).toMatchObject({ kind: "CONTRACTOR", inPersonCount: 2 });
    } finally {
      await t.handle.db.delete(unionQuorumRules).where(eq(unionQuorumRules.unionSeq, UNION_1));
    }
  });
});

describe("POST /v1/meets/{meetSeq}/vote/result", () => {
  it("stores the written and on-site hand counts, adds them to the results and records the event", async () => {
    const { meetSeq, agendas } = await countingMeet();
    const response = await tally(meetSeq, [
      { type: "WRITTEN", finalCount: 2, rows: rowsOf(agendas, [2, 0, 0], [1, 1, 0]) },
      { type: "ONSITE", finalCount: 2, rows: rowsOf(agendas, [1, 1, 0], [2, 0, 0]) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const data = MeetVoteResultSchema.parse(response.json().data);
    expect(data.isTallyEntered).toBe(true);
    expect(data.entries.map((e) => [e.type, e.finalCount]).sort()).toEqual([
      ["ONSITE", 2],
      ["WRITTEN", 2],
    ]);
    const [first, second] = data.agendas;
    expect(first!.votedCounts).toEqual({ electronic: 4, online: 0, written: 2, onsite: 2, total: 8 });
    expect(first!.candidates[0]!.total).toEqual({
      yesCount: 5,
      noCount: 2,
      abstentionCount: 1,
      selectedCount: 0,
      totalCount: 8,
    });
    expect(first!.candidates[0]!.rate).toBe(62.5);
    expect(first!.candidates[0]!.suggested).toMatchObject({ decision: "PASSED", yesCount: 5, required: 5 });
    expect(second!.candidates.map((c) => c.total.selectedCount)).toEqual([5, 2, 1]);
    // The event is queued with the counts (as the ballots' are); the drain chains it.
    const queued = await t.handle.db
      .select()
      .from(auditEventQueue)
      .where(and(eq(auditEventQueue.kind, "MEET_TALLY_ENTERED"), eq(auditEventQueue.subject, `meet:${meetSeq}`)));
    expect(queued).toHaveLength(1);
    await drainEvidenceQueue(t.handle.db, { unionSeq: queued[0]!.unionSeq });
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, "MEET_TALLY_ENTERED"), eq(auditEvents.subject, `meet:${meetSeq}`)));
    expect(events).toHaveLength(1);
    // A second entry replaces the first.
    const again = await tally(meetSeq, [
      { type: "WRITTEN", finalCount: 1, rows: rowsOf(agendas, [1, 0, 0], [1, 0, 0]) },
      { type: "ONSITE", finalCount: 0, rows: rowsOf(agendas, [0, 0, 0], []) },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const entries = await t.handle.db.select().from(meetTallyEntries).where(eq(meetTallyEntries.meetSeq, meetSeq));
    expect(entries.map((e) => e.finalCount).sort()).toEqual([0, 1]);
    const counts = await t.handle.db.select().from(meetTallyCounts).where(eq(meetTallyCounts.meetSeq, meetSeq));
    expect(counts).toHaveLength(8);
    expect((await result(meetSeq)).agendas[0]!.candidates[0]!.total.yesCount).toBe(3);
  });

  it("refuses every bound of spec 03 §5 with its message, and stores nothing", async () => {
    const { meetSeq, agendas } = await countingMeet();
    const okWritten = { type: "WRITTEN", finalCount: 2, rows: rowsOf(agendas, [2, 0, 0], [1, 1, 0]) };
    const okOnsite = { type: "ONSITE", finalCount: 2, rows: rowsOf(agendas, [1, 1, 0], [2, 0, 0]) };
    const cases: [object[], string][] = [
      [
        [{ ...okWritten, finalCount: 3, rows: rowsOf(agendas, [3, 0, 0], [1, 1, 1]) }, okOnsite],
        "최종 서면결의서 수는 총회관리 시스템에 등록된 서면결의서 수인 2 보다 클수 없습니다.",
      ],
      [
        [okWritten, { ...okOnsite, rows: rowsOf(agendas, [2, 1, 0], [2, 0, 0]) }],
        "투표 입력값은 최종 현장 투표자 수보다 클 수 없습니다.",
      ],
      [
        [okWritten, { ...okOnsite, rows: rowsOf(agendas, [1, 1, 0], [2, 1, 0]) }],
        "제 2호 안건의 선택 합계는 최종 현장 투표자 수의 1배인 2 보다 클 수 없습니다.",
      ],
      [
        [okWritten, { ...okOnsite, rows: rowsOf(agendas, [1, 0, 0], [2, 0, 0]) }],
        "제 1호 안건의 입력 합계는 2이어야 합니다.",
      ],
      [[okWritten], "현장 투표자 개표 결과가 없습니다."],
      [[okWritten, okWritten], "같은 종류의 개표 결과가 두 번 입력되었습니다."],
      [
        [
          okWritten,
          {
            ...okOnsite,
            rows: [...okOnsite.rows, { agendaSeq: agendas[0]!.agendaSeq, candidateSeq: agendas[1]!.candidates[0]! }],
          },
        ],
        "총회에 없는 안건 또는 후보가 포함되어 있습니다. 새로고침 후 다시 입력해 주세요.",
      ],
    ];
    for (const [entries, message] of cases) {
      const response = await tally(meetSeq, entries);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const negative = await tally(meetSeq, [{ ...okWritten, finalCount: -1 }, okOnsite]);
    expect(negative.statusCode).toBe(400);
    expect((await tally(meetSeq, [])).json().message).toContain("개표 결과를 먼저 입력해 주세요.");
    expect(await t.handle.db.select().from(meetTallyEntries).where(eq(meetTallyEntries.meetSeq, meetSeq))).toEqual([]);
  });

  it("refuses outside COUNTING and for an electronic-only meeting", async () => {
    const processing = await newMeet({ method: "ONSITE" });
    const agendas = await agendasOf(t.handle.db, processing.meetSeq);
    const entries = [
      { type: "WRITTEN", finalCount: 0, rows: rowsOf(agendas, [0, 0, 0], []) },
      { type: "ONSITE", finalCount: 0, rows: rowsOf(agendas, [0, 0, 0], []) },
    ];
    expect((await tally(processing.meetSeq, entries)).json().message).toBe("집계중인 총회에서만 처리할 수 있습니다.");
    const electronic = await newMeet({ method: "ELECTRONIC", status: "COUNTING" });
    expect((await tally(electronic.meetSeq, entries)).json().message).toBe(
      "전자투표 총회는 개표 결과를 입력하지 않습니다. 의결 선택 후 총회를 종료해 주세요.",
    );
  });
});

describe("channel results and the summary", () => {
  it("answers the electronic and online results per candidate, and the summary with duplicate votes", async () => {
    const { meetSeq, seqs } = await countingMeet();
    await castBallot(t.handle.db, meetSeq, seqs[8]!, ["NO", 2], "ONLINE");
    const electronic = (await call("GET", `/v1/meets/${meetSeq}/electronic-vote/result`)).json().data;
    expect(electronic).toMatchObject({ channel: "ELECTRONIC", votedCount: 4 });
    expect(electronic.agendas[0].candidates[0]).toMatchObject({
      counts: { yesCount: 2, noCount: 1, abstentionCount: 1, totalCount: 4 },
      rate: 50,
    });
    expect(
      electronic.agendas[1].candidates.map((c: { counts: { selectedCount: number } }) => c.counts.selectedCount),
    ).toEqual([2, 1, 1]);
    const online = (await call("GET", `/v1/meets/${meetSeq}/online-vote/result`)).json().data;
    expect(online).toMatchObject({ channel: "ONLINE", votedCount: 1 });
    expect(online.agendas[0].candidates[0].counts).toMatchObject({ yesCount: 0, noCount: 1, totalCount: 1 });
    // Voter 0 voted electronically and handed in a written resolution too: one duplicate.
    await submitWritten(t.handle.db, seqs[0]!);
    const summary = await call("GET", `/v1/meets/${meetSeq}/vote/result-summary`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data).toEqual({
      totalParticipantCount: 10,
      totalVotedCount: 9,
      electronicVoteCount: 4,
      writtenVoteCount: 3,
      onsiteVoteCount: 2,
      onlineVoteCount: 1,
      duplicateVoteCount: 1,
      notVotedCount: 1,
    });
    const completed = (await call("GET", `/v2/general-meetings/${meetSeq}/completed`)).json().data;
    expect(completed).toMatchObject({ isCompleted: false, confirmed: null, agendas: [] });
  });
});

describe("access", () => {
  it("refuses without menu M1004 (403) and answers 404 for another union's meeting", async () => {
    const { meetSeq } = await newMeet({ status: "COUNTING" });
    const calls: [Method, string, object?][] = [
      ["GET", `/v1/meets/${meetSeq}/vote/result`],
      ["POST", `/v1/meets/${meetSeq}/vote/result`, { entries: [{ type: "WRITTEN", finalCount: 0, rows: [] }] }],
      ["GET", `/v1/meets/${meetSeq}/vote/result-summary`],
      ["GET", `/v1/meets/${meetSeq}/electronic-vote/result`],
      ["GET", `/v1/meets/${meetSeq}/online-vote/result`],
      ["GET", `/v2/general-meetings/${meetSeq}/completed`],
    ];
    await withoutMenu(t, member, UNION_1, "M1004", async () => {
      for (const [method, url, payload] of calls) {
        expect((await call(method, url, payload, member)).statusCode, url).toBe(403);
      }
    });
    const foreignOwners = await addConsentOwners(t.handle.db, UNION_2, [{ name: "타조합", birth: "19800101" }], 8800);
    const foreign = await insertMeet(t.handle.db, {
      unionSeq: UNION_2,
      status: "COUNTING",
      unionRegisterSeqs: foreignOwners,
    });
    for (const [method, url, payload] of calls) {
      const foreignUrl = url.replace(`/${meetSeq}/`, `/${foreign.meetSeq}/`);
      const response = await call(method, foreignUrl, payload);
      expect(response.statusCode, foreignUrl).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND });
    }
    const stored = await t.handle.db
      .select()
      .from(meetTallyEntries)
      .where(eq(meetTallyEntries.meetSeq, foreign.meetSeq));
    expect(stored).toEqual([]);
  });
});
