import { ERROR_CODES } from "@johap/contracts";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEventQueue, auditEvents } from "../../platform/evidence/evidence.table";
import { drainEvidenceQueue } from "../../platform/evidence/evidence-queue";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { meetJointBooks, meetResults, meetTallyCounts, meetTallyEntries } from "./meet-results.table";
import { agendasOf, attendOnsite, castBallot, endEvote, submitWritten } from "./meet-results-test-support";
import { countEndedElectronicMeets } from "./meet-status.service";
import { meetCandidates, meets } from "./meetings.table";
import { insertMeet, MEET_PASSWORD, type MeetFixture, setVoter } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 10 }, (_, i) => ({ name: `상태${i + 1}`, birth: `1970030${i % 9}` }));
  ({ t, member, supervisor, owners } = await openConsoleApp(people, 8500));
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH";
const call = (method: Method, url: string, payload?: object, session: Session = supervisor) =>
  consoleCall(t, { method, url, payload, session });
const newMeet = (over: Partial<MeetFixture> = {}) =>
  insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, ...over });
const setStatus = (meetSeq: number, status: string, password = MEET_PASSWORD, isAgreed: unknown = true) =>
  call("PATCH", `/v1/meets/${meetSeq}/status`, { status, password, isAgreed });
const statusOf = async (meetSeq: number) =>
  (await t.handle.db.select().from(meets).where(eq(meets.meetSeq, meetSeq)))[0]!.meetStatus;
const complete = (
  meetSeq: number,
  decisions: { candidateSeq: number; isPassed: boolean }[],
  password = MEET_PASSWORD,
) => call("POST", `/v1/meets/${meetSeq}/complete`, { password, isAgreed: true, decisions });

/** The meeting's events of `kind` still waiting in the evidence queue. */
const queuedOf = (kind: string, meetSeq: number) =>
  t.handle.db
    .select()
    .from(auditEventQueue)
    .where(and(eq(auditEventQueue.kind, kind), eq(auditEventQueue.subject, `meet:${meetSeq}`)));

/** Every candidate of the meeting with the same decision. */
const allDecided = async (meetSeq: number, isPassed: boolean) =>
  (await agendasOf(t.handle.db, meetSeq)).flatMap((a) =>
    a.candidates.map((candidateSeq) => ({ candidateSeq, isPassed })),
  );

/** Enters zero hand counts (nobody wrote or came): the smallest valid tally of a two-agenda meeting. */
const enterEmptyTally = async (meetSeq: number) => {
  const agendas = await agendasOf(t.handle.db, meetSeq);
  const rows = agendas.flatMap((a) => a.candidates.map((candidateSeq) => ({ agendaSeq: a.agendaSeq, candidateSeq })));
  return call("POST", `/v1/meets/${meetSeq}/vote/result`, {
    entries: [
      { type: "WRITTEN", finalCount: 0, rows },
      { type: "ONSITE", finalCount: 0, rows },
    ],
  });
};

describe("PATCH /v1/meets/{meetSeq}/status → COUNTING", () => {
  it("moves an on-site meeting in PROCESS to COUNTING with the password and consent, and records it", async () => {
    const { meetSeq } = await newMeet({ method: "ONSITE" });
    const response = await setStatus(meetSeq, "COUNTING");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      meetSeq,
      previousStatus: "PROCESS",
      meetStatus: "COUNTING",
      message: "집계중으로 변경되었습니다. 개표 결과를 입력해 주세요.",
    });
    expect(await statusOf(meetSeq)).toBe("COUNTING");
    // The event is queued with the change (as the ballots' are) and chained by the drain.
    expect(await queuedOf("MEET_COUNTING_STARTED", meetSeq)).toHaveLength(1);
    await drainEvidenceQueue(t.handle.db, { unionSeq: UNION_1 });
    expect(await queuedOf("MEET_COUNTING_STARTED", meetSeq)).toHaveLength(0);
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, "MEET_COUNTING_STARTED"), eq(auditEvents.subject, `meet:${meetSeq}`)));
    expect(events).toHaveLength(1);
    const again = await setStatus(meetSeq, "COUNTING");
    expect(again.json().message).toBe("진행중인 총회에서만 개표 결과 입력을 시작할 수 있습니다.");
  });

  it("validates the body: password, consent, target status", async () => {
    const { meetSeq } = await newMeet({ method: "ONSITE" });
    const wrong = await setStatus(meetSeq, "COUNTING", "wrong-password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("입력한 비밀번호가 일치하지 않습니다.");
    const noConsent = await setStatus(meetSeq, "COUNTING", MEET_PASSWORD, false);
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toContain("주의사항을 확인하시고 내용에 동의해 주세요.");
    const noPassword = await setStatus(meetSeq, "COUNTING", "");
    expect(noPassword.json().message).toContain("비밀번호를 입력해주세요.");
    const complete = await setStatus(meetSeq, "COMPLETE");
    expect(complete.statusCode).toBe(400);
    expect(complete.json().message).toContain("변경할 수 없는 총회 상태입니다.");
    expect(await statusOf(meetSeq)).toBe("PROCESS");
  });

  it("waits for the e-vote's end and refuses duplicate votes in a mixed meeting; never for electronic-only", async () => {
    const mixed = await newMeet({ method: "ONSITE_ELECTRONIC" });
    expect((await setStatus(mixed.meetSeq, "COUNTING")).json().message).toBe(
      "전자투표가 종료된 뒤에 개표 결과를 입력할 수 있습니다.",
    );
    await endEvote(t.handle.db, mixed.meetSeq);
    await castBallot(t.handle.db, mixed.meetSeq, mixed.seqs[0]!, ["YES", 0]);
    await submitWritten(t.handle.db, mixed.seqs[0]!);
    expect((await setStatus(mixed.meetSeq, "COUNTING")).json().message).toBe(
      "중복 투표 1건이 있습니다. 총회관리 시스템에서 처리한 뒤 새로고침 해주세요.",
    );
    await setVoter(t.handle.db, mixed.seqs[0]!, { writtenWithdrawalAt: new Date() });
    expect((await setStatus(mixed.meetSeq, "COUNTING")).statusCode).toBe(200);

    const electronic = await newMeet({ method: "ELECTRONIC" });
    await endEvote(t.handle.db, electronic.meetSeq);
    expect((await setStatus(electronic.meetSeq, "COUNTING")).json().message).toBe(
      "전자투표 총회는 개표 결과를 입력하지 않습니다. 의결 선택 후 총회를 종료해 주세요.",
    );
  });

  it("moves electronic-only meetings whose e-vote ended to COUNTING by the sweep", async () => {
    const running = await newMeet({ method: "ELECTRONIC" });
    const ended = await newMeet({ method: "ELECTRONIC" });
    await endEvote(t.handle.db, ended.meetSeq);
    expect(await countEndedElectronicMeets(t.handle.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ended.meetSeq)).toBe("COUNTING");
    expect(await statusOf(running.meetSeq)).toBe("PROCESS");
    expect(await countEndedElectronicMeets(t.handle.db)).toBe(0);
    const [queued] = await queuedOf("MEET_COUNTING_STARTED", ended.meetSeq);
    expect(queued?.payload).toMatchObject({ previousStatus: "PROCESS", reason: "EVOTE_ENDED" });
  });
});

describe("PATCH /v1/meets/{meetSeq}/status → PROCESS (결과 재입력)", () => {
  it("resets tallies, deletes the 연명부 request and decisions, and returns to PROCESS", async () => {
    const { meetSeq } = await newMeet({ method: "ONSITE" });
    await setStatus(meetSeq, "COUNTING");
    expect((await enterEmptyTally(meetSeq)).statusCode).toBe(200);
    await t.handle.db.insert(meetJointBooks).values({ meetSeq, status: "COMPLETED" });
    await t.handle.db.update(meetCandidates).set({ isPassed: true }).where(eq(meetCandidates.meetSeq, meetSeq));
    const response = await setStatus(meetSeq, "PROCESS");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.meetStatus).toBe("PROCESS");
    expect(await statusOf(meetSeq)).toBe("PROCESS");
    const db = t.handle.db;
    expect(await db.select().from(meetTallyEntries).where(eq(meetTallyEntries.meetSeq, meetSeq))).toHaveLength(0);
    expect(await db.select().from(meetTallyCounts).where(eq(meetTallyCounts.meetSeq, meetSeq))).toHaveLength(0);
    expect(await db.select().from(meetJointBooks).where(eq(meetJointBooks.meetSeq, meetSeq))).toHaveLength(0);
    const candidates = await db.select().from(meetCandidates).where(eq(meetCandidates.meetSeq, meetSeq));
    expect(candidates.every((c) => c.isPassed === null)).toBe(true);
    expect(await queuedOf("MEET_TALLY_RESET", meetSeq)).toHaveLength(1);
    await drainEvidenceQueue(db, { unionSeq: UNION_1 });
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, "MEET_TALLY_RESET"), eq(auditEvents.subject, `meet:${meetSeq}`)));
    expect(event?.payload).toMatchObject({ jointBookDeleted: true, previousStatus: "COUNTING" });
  });

  it("refuses outside COUNTING", async () => {
    const { meetSeq } = await newMeet({ method: "ONSITE" });
    const response = await setStatus(meetSeq, "PROCESS");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("집계중인 총회에서만 처리할 수 있습니다.");
  });
});

describe("POST /v1/meets/{meetSeq}/complete", () => {
  it("confirms the results: decisions stored, quorum summary, chain head after the drained ballots, COMPLETE", async () => {
    const { meetSeq, seqs } = await newMeet({ method: "ELECTRONIC" });
    for (const seq of seqs.slice(0, 7)) await castBallot(t.handle.db, meetSeq, seq, ["YES", 1]);
    // A ballot's event waits in the queue: completion chains it before it takes the head.
    await t.handle.db.insert(auditEventQueue).values({
      unionSeq: UNION_1,
      kind: "MEET_BALLOT_CAST",
      subject: `meet:${meetSeq}`,
      payload: { meetSeq },
      occurredAt: new Date(),
    });
    await endEvote(t.handle.db, meetSeq);
    const agendas = await agendasOf(t.handle.db, meetSeq);
    const decisions = [
      { candidateSeq: agendas[0]!.candidates[0]!, isPassed: true },
      { candidateSeq: agendas[1]!.candidates[0]!, isPassed: false },
      { candidateSeq: agendas[1]!.candidates[1]!, isPassed: true },
      { candidateSeq: agendas[1]!.candidates[2]!, isPassed: false },
    ];
    // From PROCESS: an electronic-only meeting whose e-vote ended (the sweep may not have run yet).
    const response = await complete(meetSeq, decisions);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ meetSeq, meetStatus: "COMPLETE", isCompleted: true });
    expect(data.agendas).toHaveLength(2);
    expect(data.agendas[0].quorum).toMatchObject({ kind: "GENERAL", memberCount: 10, presentCount: 7, isMet: true });
    expect(data.agendas[0].candidates[0]).toMatchObject({
      isPassed: true,
      suggested: { decision: "PASSED", yesCount: 7, required: 4 },
      rate: 100,
    });
    expect(data.agendas[1].candidates.map((c: { isPassed: boolean }) => c.isPassed)).toEqual([false, true, false]);
    const db = t.handle.db;
    const [head] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.unionSeq, UNION_1))
      .orderBy(desc(auditEvents.chainIndex))
      .limit(1);
    expect(head?.kind).toBe("MEET_COMPLETED");
    expect(data.confirmed).toMatchObject({ chainIndex: head!.chainIndex, chainHeadHash: head!.hash });
    const [queuedBallot] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, "MEET_BALLOT_CAST"), eq(auditEvents.subject, `meet:${meetSeq}`)));
    expect(queuedBallot!.chainIndex).toBeLessThan(head!.chainIndex);
    const [meet] = await db.select().from(meets).where(eq(meets.meetSeq, meetSeq));
    expect(meet!.meetStatus).toBe("COMPLETE");
    expect(meet!.completedAt).not.toBeNull();
    expect(meet!.documentStorageEndAt!.getUTCFullYear()).toBe(meet!.completedAt!.getUTCFullYear() + 5);
    const candidates = await db.select().from(meetCandidates).where(eq(meetCandidates.meetSeq, meetSeq));
    expect(candidates.filter((c) => c.isPassed === true)).toHaveLength(2);
    const [stored] = await db.select().from(meetResults).where(eq(meetResults.meetSeq, meetSeq));
    expect(stored!.chainHeadHash).toBe(head!.hash);
    // The result certificate is queued for certs' job after the commit.
    const queued = await t.handle.executeSql(
      "select state from pgboss.job where name = 'meetings.result-certificate' and data->>'meetSeq' = $1",
      [String(meetSeq)],
    );
    expect(queued.rows).toHaveLength(1);
    const completed = (await call("GET", `/v2/general-meetings/${meetSeq}/completed`)).json().data;
    expect(completed).toMatchObject({
      isCompleted: true,
      confirmed: data.confirmed,
      voteResultCertificateFilePath: null,
    });
    const again = await complete(meetSeq, decisions);
    expect(again.json().message).toBe("집계중인 총회에서만 처리할 수 있습니다.");
  });

  it("needs every decision (제 N호 안건 결과 미입력), the hand counts, and no 가결 without the quorum", async () => {
    const { meetSeq, seqs } = await newMeet({ method: "ONSITE" });
    await attendOnsite(t.handle.db, seqs[0]!);
    await setStatus(meetSeq, "COUNTING");
    const all = await allDecided(meetSeq, false);
    expect((await complete(meetSeq, all)).json().message).toBe("개표 결과를 먼저 입력해 주세요.");
    const agendas = await agendasOf(t.handle.db, meetSeq);
    const rows = agendas.flatMap((a) => a.candidates.map((candidateSeq) => ({ agendaSeq: a.agendaSeq, candidateSeq })));
    const tally = await call("POST", `/v1/meets/${meetSeq}/vote/result`, {
      entries: [
        { type: "WRITTEN", finalCount: 0, rows },
        {
          type: "ONSITE",
          finalCount: 1,
          rows: [
            { agendaSeq: agendas[0]!.agendaSeq, candidateSeq: agendas[0]!.candidates[0]!, yesCount: 1 },
            { agendaSeq: agendas[1]!.agendaSeq, candidateSeq: agendas[1]!.candidates[0]!, selectedCount: 1 },
          ],
        },
      ],
    });
    expect(tally.statusCode, tally.body).toBe(200);
    const missing = await complete(meetSeq, all.slice(1));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("제 1호 안건 결과 미입력");
    // 1 of 10 present: the quorum (과반수 출석) fails, so 가결 is refused.
    const passed = all.map((d, i) => ({ ...d, isPassed: i === 0 }));
    expect((await complete(meetSeq, passed)).json().message).toBe(
      "제 1호 안건은 의사정족수 미달로 가결할 수 없습니다.",
    );
    const unknown = await complete(meetSeq, [...all, { candidateSeq: 999_999, isPassed: false }]);
    expect(unknown.json().message).toBe("총회에 없는 후보의 결과가 포함되어 있습니다. 새로고침 후 다시 입력해 주세요.");
    const wrong = await complete(meetSeq, all, "wrong-password");
    expect(wrong.json().message).toBe("입력한 비밀번호가 일치하지 않습니다.");
    const ok = await complete(meetSeq, all);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.agendas[0].candidates[0].suggested.decision).toBe("NO_QUORUM");
    // The queued status change and hand counts were chained before the completion, whose event is the head.
    const kinds = ["MEET_COUNTING_STARTED", "MEET_TALLY_ENTERED", "MEET_COMPLETED"];
    const chained = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, `meet:${meetSeq}`), inArray(auditEvents.kind, kinds)))
      .orderBy(asc(auditEvents.chainIndex));
    expect(chained.map((e) => e.kind)).toEqual(kinds);
    expect(ok.json().data.confirmed.chainIndex).toBe(chained[2]!.chainIndex);
    const noConsent = await call("POST", `/v1/meets/${meetSeq}/complete`, { password: MEET_PASSWORD, decisions: all });
    expect(noConsent.statusCode).toBe(400);
  });

  it("refuses a meeting still in PROCESS (on-site, or electronic before the e-vote's end)", async () => {
    const onsite = await newMeet({ method: "ONSITE" });
    expect((await complete(onsite.meetSeq, await allDecided(onsite.meetSeq, false))).json().message).toBe(
      "집계중인 총회에서만 처리할 수 있습니다.",
    );
    const electronic = await newMeet({ method: "ELECTRONIC" });
    expect((await complete(electronic.meetSeq, await allDecided(electronic.meetSeq, false))).statusCode).toBe(400);
  });
});

describe("GET /v1/meets/{meetSeq}/formal-draft", () => {
  it("answers a completed mock meeting's settings for the opening wizard; refuses other meetings", async () => {
    const mock = await newMeet({ method: "ONSITE_ELECTRONIC", isMock: true, status: "COUNTING" });
    await enterEmptyTally(mock.meetSeq);
    expect((await complete(mock.meetSeq, await allDecided(mock.meetSeq, false))).statusCode).toBe(200);
    const response = await call("GET", `/v1/meets/${mock.meetSeq}/formal-draft`);
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json().data;
    expect(draft).toMatchObject({
      sourceMeetSeq: mock.meetSeq,
      isMock: false,
      meetMethod: "ONSITE_ELECTRONIC",
      name: "2026년 정기총회",
      electronicVote: { senderName: "정비조합" },
      onsiteVote: { roadAddress: "서울특별시 중구 세종대로 110" },
    });
    expect(draft.unionRegisterSeqs).toEqual(owners);
    expect(draft.agendas.map((a: { candidates: unknown[] }) => a.candidates.length)).toEqual([1, 3]);
    expect(draft.agendas[0]).toMatchObject({ order: 1, voteForm: "AGAINST", agendaKind: "GENERAL" });
    const formal = await newMeet({ status: "COMPLETE" });
    expect((await call("GET", `/v1/meets/${formal.meetSeq}/formal-draft`)).json().message).toBe(
      "모의 총회만 정식 총회로 전환할 수 있습니다.",
    );
    const running = await newMeet({ isMock: true });
    expect((await call("GET", `/v1/meets/${running.meetSeq}/formal-draft`)).json().message).toBe(
      "종료된 총회만 정식 총회로 전환할 수 있습니다.",
    );
  });
});

describe("access", () => {
  it("refuses without menu M1004 (403) and answers 404 for another union's meeting", async () => {
    const { meetSeq } = await newMeet({ method: "ONSITE" });
    const body = { password: MEET_PASSWORD, isAgreed: true };
    const calls: [Method, string, object?][] = [
      ["PATCH", `/v1/meets/${meetSeq}/status`, { ...body, status: "COUNTING" }],
      ["POST", `/v1/meets/${meetSeq}/complete`, { ...body, decisions: [] }],
      ["GET", `/v1/meets/${meetSeq}/formal-draft`],
    ];
    await withoutMenu(t, member, UNION_1, "M1004", async () => {
      for (const [method, url, payload] of calls) {
        expect((await call(method, url, payload, member)).statusCode, url).toBe(403);
      }
    });
    expect(await statusOf(meetSeq)).toBe("PROCESS");
    const foreignOwners = await addConsentOwners(t.handle.db, UNION_2, [{ name: "타조합", birth: "19800101" }], 8600);
    const foreign = await insertMeet(t.handle.db, {
      unionSeq: UNION_2,
      method: "ONSITE",
      unionRegisterSeqs: foreignOwners,
    });
    for (const [method, url, payload] of calls) {
      const foreignUrl = url.replace(`/${meetSeq}/`, `/${foreign.meetSeq}/`);
      const response = await call(method, foreignUrl, payload);
      expect(response.statusCode, foreignUrl).toBe(404);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND });
    }
    expect(await statusOf(foreign.meetSeq)).toBe("PROCESS");
  });
});
