import { type CreateMeetBody, ERROR_CODES, MEET_OPEN_MESSAGES as M } from "@johap/contracts";
import { verify } from "@node-rs/argon2";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balancesOf, debitUsage } from "../../platform/ledger";
import { ledgerEntries } from "../../platform/ledger.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { addConsentOwners, consoleCall, openConsoleApp, uploadGuide } from "../consents/consents-test-support";
import {
  meetAgendas,
  meetCandidates,
  meetElectronicVotes,
  meetOnsiteVotes,
  meetParticipantHistories,
  meetParticipants,
  meets,
} from "./meetings.table";
import { DAY, HOUR, type MeetFiles, meetBody, setPositions, uploadMeetFiles } from "./meets-open-test-support";

let t: TestApp;
let supervisor: Session;
let member: Session;
let owners: number[];
let delegates: number[];
let directors: number[];
let otherUnionOwner: number;
let files: MeetFiles;
let consentPdf: number;

beforeAll(async () => {
  const people = Array.from({ length: 12 }, (_, i) => ({ name: `선거인${i + 1}`, birth: "19600101" }));
  ({ t, supervisor, member, owners } = await openConsoleApp(people, 8100));
  delegates = owners.slice(0, 2);
  directors = owners.slice(2, 4);
  await setPositions(t.handle.db, delegates, "대의원");
  await setPositions(t.handle.db, directors, "상근이사");
  otherUnionOwner = (
    await addConsentOwners(t.handle.db, UNION_2, [{ name: "다른조합원", birth: "19700101" }], 8100)
  )[0]!;
  files = await uploadMeetFiles(t, supervisor, UNION_1);
  consentPdf = await uploadGuide(t, supervisor, UNION_1);
});
afterAll(() => t.close());

const open = (body: unknown, opts: { session?: Session; unionSeq?: number; key?: string } = {}) =>
  consoleCall(t, {
    method: "POST",
    url: "/v1/meets",
    payload: body as object,
    ...opts,
    session: opts.session ?? supervisor,
  });
const quote = (body: object, session = supervisor) =>
  consoleCall(t, { method: "POST", url: "/v1/meets/cost/calculate", payload: body, session });
const three = () => owners.slice(4, 7);
const meetCount = async () =>
  (await t.handle.db.select({ value: count() }).from(meets).where(eq(meets.unionSeq, UNION_1)))[0]!.value;
const voterCount = async () =>
  (
    await t.handle.db.select({ value: count() }).from(meetParticipants).where(eq(meetParticipants.unionSeq, UNION_1))
  )[0]!.value;
const meetCharges = async () =>
  (
    await t.handle.db
      .select({ value: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.unionSeq, UNION_1), eq(ledgerEntries.serviceType, "MEETING")))
  )[0]!.value;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe("GET /v1/meets/register-candidates (step 1)", () => {
  const candidates = (query: string, session = supervisor) =>
    consoleCall(t, { url: `/v1/meets/register-candidates?${query}`, session });

  it("lists the union's owners with each owner's own agent, and only delegates for 대의원회", async () => {
    const [withAgent, withoutAgent] = await addConsentOwners(
      t.handle.db,
      UNION_1,
      [
        { name: "대리후보갑", birth: "19600101", agent: { name: "갑의대리인", birth: "19900101" } },
        { name: "대리후보을", birth: "19600101" },
      ],
      8300,
    );
    const response = await candidates("name=대리후보&pageSize=50");
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { unionRegisterSeq: number; agentName: string | null }[];
    expect(rows.map((r) => [r.unionRegisterSeq, r.agentName])).toEqual([
      [withAgent, "갑의대리인"],
      [withoutAgent, null],
    ]);
    const delegatesOnly = (await candidates("openType=DELEGATE&pageSize=50")).json().data as {
      unionRegisterSeq: number;
    }[];
    expect(delegatesOnly.map((r) => r.unionRegisterSeq).sort()).toEqual([...delegates].sort());
  });

  it("refuses a manager without 총회 개설 (M1003) and never lists another union's owners", async () => {
    expect((await candidates("pageSize=10", member)).statusCode).toBe(403);
    const rows = (await candidates("name=다른조합원&pageSize=50")).json().data as unknown[];
    expect(rows).toEqual([]);
  });
});

describe("POST /v1/meets/cost/calculate", () => {
  it("prices each voter by method: the ballot link as an LMS plus the e-vote fee, the on-site fee, both for mixed", async () => {
    const totals: Record<string, unknown> = {};
    for (const meetMethod of ["ELECTRONIC", "ONSITE", "ONSITE_ELECTRONIC"]) {
      const response = await quote({ unionSeq: UNION_1, meetMethod, unionRegisterSeqs: three() });
      expect(response.statusCode, response.body).toBe(200);
      totals[meetMethod] = response.json().data;
    }
    expect(totals).toEqual({
      ELECTRONIC: { unitCost: 500, participantCount: 3, totalCost: 1500 },
      ONSITE: { unitCost: 300, participantCount: 3, totalCost: 900 },
      ONSITE_ELECTRONIC: { unitCost: 700, participantCount: 3, totalCost: 2100 },
    });
  });

  it("refuses another union's owner and an empty selection", async () => {
    const other = await quote({ meetMethod: "ONSITE", unionRegisterSeqs: [owners[0]!, otherUnionOwner] });
    expect(other.json()).toMatchObject({ status: 400, message: M.notOwner });
    const none = await quote({ meetMethod: "ONSITE", unionRegisterSeqs: [] });
    expect(none.json()).toMatchObject({ status: 400, message: "선거인을 선택하세요." });
    const elsewhere = await quote({ unionSeq: UNION_2, meetMethod: "ONSITE", unionRegisterSeqs: three() });
    expect(elsewhere.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
  });
});

describe("POST /v1/meets opens a meeting", () => {
  it("stores an ONSITE_ELECTRONIC meeting with both parts, agendas, candidates and voters, and charges it once", async () => {
    const before = await balancesOf(t.handle.db, UNION_1);
    const response = await open(meetBody(files, three()));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      meetStatus: "BEFORE",
      participantCount: 3,
      virtualParticipantCount: 0,
      totalCost: 2100,
    });
    const [meet] = await t.handle.db.select().from(meets).where(eq(meets.meetSeq, data.meetSeq));
    expect(meet).toMatchObject({
      unionSeq: UNION_1,
      name: "2026년 정기총회",
      meetMethod: "ONSITE_ELECTRONIC",
      openType: "GENERAL",
      isMock: false,
      openCost: 2100,
      isVoteAdditionalInputEnabled: true,
      voteAdditionalTitle: "동호수",
    });
    expect(meet!.linkCode).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await verify(meet!.passwordHash, "meet1234")).toBe(true);
    const [evote] = await t.handle.db
      .select()
      .from(meetElectronicVotes)
      .where(eq(meetElectronicVotes.meetSeq, data.meetSeq));
    const [onsite] = await t.handle.db.select().from(meetOnsiteVotes).where(eq(meetOnsiteVotes.meetSeq, data.meetSeq));
    expect(evote).toMatchObject({ senderName: "한빛재개발조합", contactNo: "0212345678" });
    expect(onsite).toMatchObject({ roadAddress: "서울특별시 중구 세종대로 110", attendanceRate: 10 });
    expect(meet!.meetAt.getTime()).toBe(onsite!.meetAt.getTime());
    const agendas = await t.handle.db
      .select()
      .from(meetAgendas)
      .where(eq(meetAgendas.meetSeq, data.meetSeq))
      .orderBy(asc(meetAgendas.agendaOrder));
    expect(agendas.map((a) => [a.agendaOrder, a.name, a.voteForm, a.voteType, a.agendaKind])).toEqual([
      [1, "조합 정관 변경의 건", "AGAINST", "MONO", "GENERAL"],
      [2, "조합장 선출의 건", "SELECT", "MONO", "GENERAL"],
    ]);
    const candidates = await t.handle.db
      .select()
      .from(meetCandidates)
      .where(eq(meetCandidates.meetSeq, data.meetSeq))
      .orderBy(asc(meetCandidates.agendaSeq), asc(meetCandidates.no));
    expect(candidates.map((c) => [c.no, c.name, c.attachFileSeq])).toEqual([
      [1, "정관 변경안", null],
      [1, "김철수", files.png],
      [2, "이영희", files.png],
      [3, "박민수", null],
    ]);
    const voters = await t.handle.db.select().from(meetParticipants).where(eq(meetParticipants.meetSeq, data.meetSeq));
    expect(voters.map((v) => v.unionRegisterSeq).sort()).toEqual([...three()].sort());
    expect(voters.every((v) => v.evoteProgressStatus === "NONE" && v.voteCategory === "NOT_VOTED")).toBe(true);
    // The roster history records changes after opening: none at the opening itself.
    const histories = await t.handle.db
      .select()
      .from(meetParticipantHistories)
      .where(eq(meetParticipantHistories.meetSeq, data.meetSeq));
    expect(histories).toEqual([]);
    const charges = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `meet:${data.meetSeq}`));
    expect(charges.reduce((sum, e) => sum + e.amount, 0)).toBe(-2100);
    expect(charges.every((e) => e.kind === "USAGE" && e.serviceType === "MEETING")).toBe(true);
    const after = await balancesOf(t.handle.db, UNION_1);
    expect(after.depositBalance + after.pointBalance).toBe(before.depositBalance + before.pointBalance - 2100);
  });

  it("stores an ELECTRONIC meeting without an on-site part, held at the e-vote end", async () => {
    const body = meetBody(files, three(), { meetMethod: "ELECTRONIC" });
    const response = await open(body);
    expect(response.statusCode, response.body).toBe(200);
    const { meetSeq, totalCost } = response.json().data;
    expect(totalCost).toBe(1500);
    expect(await t.handle.db.select().from(meetOnsiteVotes).where(eq(meetOnsiteVotes.meetSeq, meetSeq))).toEqual([]);
    const [meet] = await t.handle.db.select().from(meets).where(eq(meets.meetSeq, meetSeq));
    expect(meet!.meetAt.toISOString()).toBe(new Date(body.electronicVote!.voteEndAt).toISOString());
  });

  it("stores an ONSITE meeting without an e-vote part (an e-vote sent along is ignored)", async () => {
    const response = await open(meetBody(files, three(), { meetMethod: "ONSITE" }));
    expect(response.statusCode, response.body).toBe(200);
    const { meetSeq, totalCost } = response.json().data;
    expect(totalCost).toBe(900);
    const evotes = await t.handle.db.select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meetSeq));
    expect(evotes).toEqual([]);
  });

  it("a mock meeting keeps the virtual voters as a count (total 100 with 3 real: 97 virtual)", async () => {
    const response = await open(meetBody(files, three(), { isMock: true, totalParticipantCount: 100 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ participantCount: 3, virtualParticipantCount: 97, totalCost: 2100 });
  });

  it("opens 대의원회 with delegates and 이사회 with directors only", async () => {
    const delegate = await open(meetBody(files, delegates, { openType: "DELEGATE" }));
    expect(delegate.statusCode, delegate.body).toBe(200);
    const board = await open(meetBody(files, directors, { openType: "BOARD" }));
    expect(board.statusCode, board.body).toBe(200);
  });

  it("answers a repeated Idempotency-Key with the first meeting and charges once", async () => {
    const body = meetBody(files, three());
    const chargesBefore = await meetCharges();
    const meetsBefore = await meetCount();
    const first = await open(body, { key: "meet-open-once" });
    const second = await open(body, { key: "meet-open-once" });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json().data.meetSeq).toBe(first.json().data.meetSeq);
    expect(await meetCount()).toBe(meetsBefore + 1);
    expect((await meetCharges()) - chargesBefore).toBeGreaterThanOrEqual(1);
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `meet:${first.json().data.meetSeq}`));
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(-2100);
  });
});

type Case = [string, (body: CreateMeetBody) => CreateMeetBody, string];
const evote = (body: CreateMeetBody, over: object) => ({
  ...body,
  electronicVote: { ...body.electronicVote!, ...over },
});
const onsite = (body: CreateMeetBody, over: object) => ({ ...body, onsiteVote: { ...body.onsiteVote!, ...over } });
const agenda = (body: CreateMeetBody, index: number, over: object) => ({
  ...body,
  agendas: body.agendas.map((a, i) => (i === index ? { ...a, ...over } : a)),
});

const CASES: Case[] = [
  ["no voters", (b) => ({ ...b, unionRegisterSeqs: [] }), "선거인을 선택하세요."],
  [
    "a mock meeting of 11 voters",
    (b) => ({ ...b, isMock: true, unionRegisterSeqs: owners.slice(0, 11) }),
    "모의 투표를 진행하시는 경우 선거인은 최대 10명까지 선택할 수 있습니다",
  ],
  [
    "a mock total over 10,000",
    (b) => ({ ...b, isMock: true, totalParticipantCount: 10_001 }),
    "선거인 수는 10,000명을 초과할 수 없습니다",
  ],
  [
    "a mock total below the real count",
    (b) => ({ ...b, isMock: true, totalParticipantCount: 2 }),
    "전체 선거인 수는 실제 선거인 수보다 적을 수 없습니다",
  ],
  ["another union's owner", (b) => ({ ...b, unionRegisterSeqs: [owners[5]!, otherUnionOwner] }), M.notOwner],
  [
    "대의원회 with a non-delegate",
    (b) => ({ ...b, openType: "DELEGATE", unionRegisterSeqs: [delegates[0]!, owners[6]!] }),
    M.delegateOnly,
  ],
  ["이사회 with a delegate", (b) => ({ ...b, openType: "BOARD", unionRegisterSeqs: delegates }), M.boardOnly],
  ["an empty name", (b) => ({ ...b, name: " " }), "필수 값을 입력해주세요."],
  ["a name over 30", (b) => ({ ...b, name: "가".repeat(31) }), M.nameMax],
  ["a convener over 20", (b) => ({ ...b, moverName: "가".repeat(21) }), M.moverNameMax],
  ["a password of 3", (b) => ({ ...b, password: "123" }), "비밀번호는 4자이상 입력하세요."],
  ["a password of 17", (b) => ({ ...b, password: "a".repeat(17) }), M.passwordMax],
  ["no notice file", (b) => ({ ...b, noticeFileSeq: undefined as unknown as number }), "필수 값을 입력해주세요."],
  ["a notice file of another division", (b) => ({ ...b, noticeFileSeq: consentPdf }), M.noticeFileType],
  [
    "no written resolution",
    (b) => ({ ...b, writtenResolutionFileSeq: undefined as unknown as number }),
    "필수 값을 입력해주세요.",
  ],
  [
    "a written resolution that is an image",
    (b) => ({ ...b, writtenResolutionFileSeq: files.png }),
    M.writtenResolutionFileType,
  ],
  [
    "a candidate image that is a PDF",
    (b) =>
      agenda(b, 1, {
        candidates: [
          { no: 1, name: "갑", attachFileSeq: files.pdf },
          { no: 2, name: "을" },
        ],
      }),
    M.candidateImageType,
  ],
  ["an unknown file", (b) => ({ ...b, noticeFileSeq: 999_999 }), M.noticeFileType],
  [
    "additional info enabled without a title",
    (b) => ({
      ...b,
      voteAdditional: { isVoteAdditionalInputEnabled: true, voteAdditionalTitle: "", voteAdditionalContent: "" },
    }),
    "필수 값을 입력해주세요.",
  ],
  [
    "an additional title over 25",
    (b) => ({
      ...b,
      voteAdditional: {
        isVoteAdditionalInputEnabled: true,
        voteAdditionalTitle: "가".repeat(26),
        voteAdditionalContent: "",
      },
    }),
    M.voteAdditionalTitleMax,
  ],
  [
    "additional guidance over 100",
    (b) => ({
      ...b,
      voteAdditional: {
        isVoteAdditionalInputEnabled: true,
        voteAdditionalTitle: "동호수",
        voteAdditionalContent: "가".repeat(101),
      },
    }),
    M.voteAdditionalContentMax,
  ],
  ["a sender over 20", (b) => evote(b, { senderName: "가".repeat(21) }), M.senderNameMax],
  ["no contact number", (b) => evote(b, { contactNo: "" }), "문의전화번호를 입력하세요"],
  ["a contact with hyphens", (b) => evote(b, { contactNo: "02-1234-5678" }), M.contactNoInvalid],
  ["a contact of 12 digits", (b) => evote(b, { contactNo: "021234567890" }), M.contactNoInvalid],
  ["an e-vote description over 200", (b) => evote(b, { description: "가".repeat(201) }), M.evoteDescriptionMax],
  ["no e-vote start", (b) => evote(b, { voteStartAt: "" }), "필수 값을 입력해주세요."],
  [
    "an e-vote ending before it starts",
    (b) => evote(b, { voteStartAt: at(2 * HOUR), voteEndAt: at(HOUR) }),
    M.evoteEndBeforeStart,
  ],
  ["a mixed e-vote ending after the meeting", (b) => evote(b, { voteEndAt: at(4 * DAY) }), M.evoteEndAfterMeetAt],
  ["an e-vote starting in the past", (b) => evote(b, { voteStartAt: at(-HOUR) }), M.evoteStartPast],
  [
    "an e-vote part missing",
    (b) => ({ ...b, meetMethod: "ELECTRONIC", electronicVote: null }),
    "필수 값을 입력해주세요.",
  ],
  ["an on-site part missing", (b) => ({ ...b, meetMethod: "ONSITE", onsiteVote: null }), "필수 값을 입력해주세요."],
  ["no submission start", (b) => onsite(b, { submissionStartAt: "" }), "필수 값을 입력해주세요."],
  [
    "a submission end before its start",
    (b) => onsite(b, { submissionEndAt: at(HOUR / 2) }),
    M.submissionEndBeforeStart,
  ],
  ["a meeting before the submission end", (b) => onsite(b, { meetAt: at(DAY) }), M.meetAtBeforeSubmissionEnd],
  ["no address", (b) => onsite(b, { roadAddress: "" }), "필수 값을 입력해주세요."],
  [
    "written submissions starting in the past",
    (b) => ({ ...onsite(b, { submissionStartAt: at(-HOUR) }), meetMethod: "ONSITE" }),
    M.submissionStartPast,
  ],
  ["an attendance rate over 100", (b) => onsite(b, { attendanceRate: 101 }), M.attendanceRateRange],
  ["no agendas", (b) => ({ ...b, agendas: [] }), M.agendasRequired],
  ["two agendas numbered alike", (b) => agenda(b, 1, { order: 1 }), "안건 순번 중복 오류"],
  ["an agenda without a name", (b) => agenda(b, 0, { name: "" }), "필수 값을 입력해주세요."],
  ["an agenda of an unknown kind", (b) => agenda(b, 0, { agendaKind: "BUDGET" }), "필수 값을 입력해주세요."],
  [
    "an against vote of one item with two",
    (b) =>
      agenda(b, 0, {
        candidates: [
          { no: 1, name: "가" },
          { no: 2, name: "나" },
        ],
      }),
    M.againstMonoOneCandidate,
  ],
  [
    "an against vote on several items with one",
    (b) => agenda(b, 0, { voteType: "MULTI" }),
    "후보 수는 2명 이하일 수 없습니다",
  ],
  [
    "a select vote with one candidate",
    (b) => agenda(b, 1, { candidates: [{ no: 1, name: "갑" }] }),
    "후보 수는 2명 이하일 수 없습니다",
  ],
  ["a multi-select of 1", (b) => agenda(b, 1, { voteType: "MULTI", selectCount: 1 }), M.selectCountMin],
  [
    "a multi-select of 3 among 3",
    (b) => agenda(b, 1, { voteType: "MULTI", selectCount: 3 }),
    "후보 수가 복수선택 수보다 적을 수 없습니다",
  ],
  [
    "a candidate without a name",
    (b) =>
      agenda(b, 1, {
        candidates: [
          { no: 1, name: "" },
          { no: 2, name: "을" },
        ],
      }),
    "필수 값을 입력해주세요.",
  ],
];

describe("POST /v1/meets stores each agenda's kind (안건 종류) for the quorum rules", () => {
  it("keeps the chosen kinds and reads a missing one as 일반 안건", async () => {
    const body = meetBody(files, three());
    const [first, second] = body.agendas;
    expect(first).not.toHaveProperty("agendaKind");
    const response = await open({ ...body, agendas: [first!, { ...second!, agendaKind: "CONTRACTOR" }] });
    expect(response.statusCode, response.body).toBe(200);
    const agendas = await t.handle.db
      .select()
      .from(meetAgendas)
      .where(eq(meetAgendas.meetSeq, response.json().data.meetSeq))
      .orderBy(asc(meetAgendas.agendaOrder));
    expect(agendas.map((a) => a.agendaKind)).toEqual(["GENERAL", "CONTRACTOR"]);
  });
});

describe("POST /v1/meets checks every rule again (400, the Korean message, nothing stored, nothing charged)", () => {
  it.each(CASES)("refuses %s", async (_, change, message) => {
    const meetsBefore = await meetCount();
    const chargesBefore = await meetCharges();
    const response = await open(change(meetBody(files, three())));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await meetCount()).toBe(meetsBefore);
    expect(await meetCharges()).toBe(chargesBefore);
  });
});

describe("POST /v1/meets access and money", () => {
  it("refuses a manager without 총회 개설 (M1003) and a union the caller does not manage", async () => {
    const meetsBefore = await meetCount();
    const refused = await open(meetBody(files, three()), { session: member });
    expect(refused.statusCode).toBe(403);
    expect((await quote({ meetMethod: "ONSITE", unionRegisterSeqs: three() }, member)).statusCode).toBe(403);
    const elsewhere = await open(meetBody(files, three()), { session: member, unionSeq: UNION_2 });
    expect(elsewhere.statusCode).toBe(403);
    const named = await open({ ...meetBody(files, three()), unionSeq: UNION_2 });
    expect(named.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
    expect(await meetCount()).toBe(meetsBefore);
  });

  it("refuses with E00520 when the balance does not cover the opening, storing nothing", async () => {
    const balances = await balancesOf(t.handle.db, UNION_1);
    const left = balances.depositBalance + balances.pointBalance;
    if (left > 0) {
      await debitUsage(t.handle.db, {
        unionSeq: UNION_1,
        amount: left - 100,
        serviceType: "TEST",
        description: "잔액 소진",
        reference: "test:drain",
        idempotencyKey: "test-drain",
      });
    }
    const meetsBefore = await meetCount();
    const votersBefore = await voterCount();
    const response = await open(meetBody(files, three()), { key: "meet-open-poor" });
    expect(response.json()).toMatchObject({ status: 400, code: ERROR_CODES.INSUFFICIENT_BALANCE });
    expect(await meetCount()).toBe(meetsBefore);
    expect(await voterCount()).toBe(votersBefore);
    const after = await balancesOf(t.handle.db, UNION_1);
    expect(after.depositBalance + after.pointBalance).toBe(100);
  });
});
