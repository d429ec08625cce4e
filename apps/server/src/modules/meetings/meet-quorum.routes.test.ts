import { ERROR_CODES, type MeetQuorum, THRESHOLD_TWO_THIRDS } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { unionQuorumRules } from "./meet-results.table";
import { meetAgendas, meets } from "./meetings.table";
import { castElectronicVote, insertMeet, type MeetFixture, setVoter } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 10 }, (_, i) => ({ name: `정족${i + 1}`, birth: `1960030${i % 9}` }));
  ({ t, member, supervisor, owners } = await openConsoleApp(people, 8500));
});
afterAll(() => t.close());

const quorum = (meetSeq: number, session: Session = supervisor, unionSeq = UNION_1) =>
  consoleCall(t, { url: `/v2/general-meetings/${meetSeq}/quorum`, session, unionSeq });
const quorumOf = async (meetSeq: number): Promise<MeetQuorum> => {
  const response = await quorum(meetSeq);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
/** A meeting in three days of the union's ten owners (2026: an electronic vote counts as attending in person). */
const newMeet = (over: Partial<MeetFixture> = {}) =>
  insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, status: "PROCESS", ...over });
const setKind = (meetSeq: number, order: number, kind: "GENERAL" | "CONTRACTOR" | "DISPOSAL_PLAN") =>
  t.handle.db
    .update(meetAgendas)
    .set({ agendaKind: kind })
    .where(and(eq(meetAgendas.meetSeq, meetSeq), eq(meetAgendas.agendaOrder, order)));
const checkOf = (q: MeetQuorum, kind: string, when: "current" | "expected", requirement: string) =>
  q.kinds.find((k) => k.kind === kind)![when].checks.find((c) => c.requirement === requirement)!;

/** 3 electronic votes, 1 written resolution, 1 withdrawn one, and 2 who said they will come (참석 예정). */
async function participate(meetSeq: number, seqs: number[]) {
  for (const seq of seqs.slice(0, 3)) await castElectronicVote(t.handle.db, meetSeq, seq);
  const at = new Date();
  await setVoter(t.handle.db, seqs[3]!, { writtenSubmissionAt: at, writtenSubmissionType: "DIRECT" });
  await setVoter(t.handle.db, seqs[4]!, { writtenSubmissionAt: at, writtenWithdrawalAt: at });
  for (const seq of seqs.slice(5, 7)) await setVoter(t.handle.db, seq, { attendExpectedType: "EXPECTED" });
}

describe("GET /v2/general-meetings/{id}/quorum (정족수 충족 예상)", () => {
  it("evaluates each agenda kind now and with 참석 예정 on site, with the articles that set each count", async () => {
    const { meetSeq, seqs } = await newMeet();
    await participate(meetSeq, seqs);
    await setKind(meetSeq, 2, "CONTRACTOR");
    const q = await quorumOf(meetSeq);
    expect(q).toMatchObject({ memberCount: 10, expectedCount: 2, hasUnionArticles: false, issues: [] });
    expect(q.kinds.map((k) => [k.kind, k.agendaOrders])).toEqual([
      ["GENERAL", [1]],
      ["CONTRACTOR", [2]],
    ]);
    // 과반수 출석 (제45조제3항): 4 of 10 present now (3 electronic, 1 written; the withdrawn one is nobody), 6 needed.
    expect(checkOf(q, "GENERAL", "current", "PRESENCE")).toMatchObject({
      count: 4,
      required: 6,
      isMet: false,
      shortfall: 2,
      article: "도시정비법 제45조제3항",
      source: "LAW",
    });
    expect(checkOf(q, "GENERAL", "expected", "PRESENCE")).toMatchObject({ count: 6, isMet: true });
    // 10% in person (제45조제7항): the electronic votes count in person since 2025-06-04.
    expect(checkOf(q, "GENERAL", "current", "IN_PERSON")).toMatchObject({ count: 3, required: 1, isMet: true });
    // 시공자 선정: a majority in person, pre-votes kept out (계약업무 처리기준 제35조): only the 2 expected would be.
    expect(checkOf(q, "CONTRACTOR", "expected", "IN_PERSON")).toMatchObject({
      count: 2,
      required: 6,
      isMet: false,
      article: "정비사업 계약업무 처리기준 제35조제1항",
    });
    expect(q).toMatchObject({ status: "SHORT", label: "정족수 미달 예상", shortfall: { PRESENCE: 0, IN_PERSON: 4 } });
    expect(q.kinds[0]!.current.resolution).toMatchObject({ base: "PRESENT", required: 3 });

    await setKind(meetSeq, 2, "GENERAL");
    const general = await quorumOf(meetSeq);
    expect(general.kinds.map((k) => [k.kind, k.agendaOrders])).toEqual([["GENERAL", [1, 2]]]);
    expect(general).toMatchObject({ status: "EXPECTED", label: "정족수 충족 예상" });

    for (const seq of seqs.slice(5, 7)) await setVoter(t.handle.db, seq, { attendanceCategory: "ONSITE" });
    const met = await quorumOf(meetSeq);
    expect(met).toMatchObject({ status: "MET", label: "정족수 충족", expectedCount: 0 });
  });

  it("raises a threshold by the union's articles (정관), never lowers one", async () => {
    const { meetSeq, seqs } = await newMeet();
    await participate(meetSeq, seqs);
    await t.handle.db.insert(unionQuorumRules).values({
      unionSeq: UNION_1,
      overrides: {
        all: {
          presence: { threshold: THRESHOLD_TWO_THIRDS, article: "정관 제22조제1항" },
          inPerson: { threshold: { numerator: 5, denominator: 100, atLeast: true }, article: "정관 제22조제2항" },
        },
      },
    });
    try {
      const q = await quorumOf(meetSeq);
      expect(q.hasUnionArticles).toBe(true);
      expect(checkOf(q, "GENERAL", "expected", "PRESENCE")).toMatchObject({
        count: 6,
        required: 7,
        isMet: false,
        article: "정관 제22조제1항",
        source: "ARTICLES",
        label: "조합원 3분의 2 이상 출석",
      });
      expect(checkOf(q, "GENERAL", "current", "IN_PERSON")).toMatchObject({ required: 1, source: "LAW" });
      expect(q).toMatchObject({ status: "SHORT", shortfall: { PRESENCE: 1 } });
    } finally {
      await t.handle.db.delete(unionQuorumRules).where(eq(unionQuorumRules.unionSeq, UNION_1));
    }
  });

  it("counts co-owners once through their representative and says so when none is set", async () => {
    const { meetSeq, seqs } = await newMeet();
    for (const seq of seqs.slice(0, 2)) {
      await setVoter(t.handle.db, seq, { shareType: "SHARE", unionRegisterNoMain: 9100 });
    }
    await castElectronicVote(t.handle.db, meetSeq, seqs[0]!);
    const q = await quorumOf(meetSeq);
    expect(q.memberCount).toBe(9);
    expect(q.issues).toEqual([
      {
        code: "CO_OWNER_NO_REPRESENTATIVE",
        group: "9100",
        message: "대표자가 지정되지 않은 공유자가 있어 불참으로 계산했습니다.",
      },
    ]);
    expect(q.kinds[0]!.current.presentCount).toBe(0);
  });

  it("counts a mock meeting's virtual voters as absent members", async () => {
    const { meetSeq } = await newMeet({ isMock: true });
    await t.handle.db.update(meets).set({ virtualParticipantCount: 90 }).where(eq(meets.meetSeq, meetSeq));
    const q = await quorumOf(meetSeq);
    expect(q.memberCount).toBe(100);
    expect(checkOf(q, "GENERAL", "current", "PRESENCE")).toMatchObject({ count: 0, required: 51 });
  });

  it("refuses an id that is not a number (400), without menu M1004 (403), and another union's meeting (404)", async () => {
    const { meetSeq } = await newMeet();
    const bad = await consoleCall(t, { url: "/v2/general-meetings/abc/quorum", session: supervisor });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(ERROR_CODES.VALIDATION);
    await withoutMenu(t, member, UNION_1, "M1004", async () => {
      expect((await quorum(meetSeq, member)).statusCode).toBe(403);
    });
    expect((await quorum(meetSeq, member)).statusCode).toBe(200);
    const foreignOwners = await addConsentOwners(t.handle.db, UNION_2, [{ name: "타조합", birth: "19800101" }], 8600);
    const foreign = await insertMeet(t.handle.db, { unionSeq: UNION_2, unionRegisterSeqs: foreignOwners });
    const refused = await quorum(foreign.meetSeq);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND });
    const unsigned = await t.app.inject({ url: `/v2/general-meetings/${meetSeq}/quorum` });
    expect(unsigned.statusCode).toBe(401);
  });
});
