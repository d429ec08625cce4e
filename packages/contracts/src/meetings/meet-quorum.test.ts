import { describe, expect, it } from "vitest";
import {
  decideResolution,
  evaluateAgendas,
  evaluateQuorum,
  forecastQuorum,
  participationOf,
  type QuorumVoter,
  quorumVoterOf,
  requiredCount,
  thresholdLabel,
} from "./meet-quorum";
import {
  AGENDA_KIND_LABELS,
  AGENDA_KIND_RULES,
  AGENDA_KINDS,
  type AgendaKind,
  THRESHOLD_MAJORITY,
  THRESHOLD_TEN_PERCENT,
  THRESHOLD_TWENTY_PERCENT,
  THRESHOLD_TWO_THIRDS,
} from "./meet-quorum.rules-data";

const AFTER = new Date("2026-03-14T14:00:00+09:00");
/** The last day before electronic votes counted as in person. */
const BEFORE = new Date("2025-06-03T14:00:00+09:00");
/** Between 2025-06-04 and 2025-12-04: online attendance counts in person as an electronic method. */
const BETWEEN = new Date("2025-09-01T14:00:00+09:00");

const voter = (over: Partial<QuorumVoter> = {}): QuorumVoter => ({
  attendance: "NONE",
  electronicVoted: false,
  written: "NONE",
  ...over,
});
const many = (n: number, over: Partial<QuorumVoter> = {}) => Array.from({ length: n }, () => voter(over));

/** 100 members: 30 written, 15 electronic, 8 on site, 47 absent. */
const hundred = () => [
  ...many(30, { written: "SUBMITTED" }),
  ...many(15, { electronicVoted: true }),
  ...many(8, { attendance: "ONSITE" }),
  ...many(47),
];

const evaluate = (kind: AgendaKind, voters: QuorumVoter[], meetAt = AFTER) =>
  evaluateQuorum({ kind, meetAt, participation: participationOf(voters) });

describe("threshold arithmetic", () => {
  it("과반수 is more than half; 이상 is at least the share, rounded up", () => {
    expect(requiredCount(100, THRESHOLD_MAJORITY)).toBe(51);
    expect(requiredCount(101, THRESHOLD_MAJORITY)).toBe(51);
    expect(requiredCount(101, THRESHOLD_TEN_PERCENT)).toBe(11);
    expect(requiredCount(100, THRESHOLD_TEN_PERCENT)).toBe(10);
    expect(requiredCount(101, THRESHOLD_TWENTY_PERCENT)).toBe(21);
    expect(requiredCount(3, THRESHOLD_TWO_THIRDS)).toBe(2);
    expect(requiredCount(100, THRESHOLD_TWO_THIRDS)).toBe(67);
    expect(requiredCount(0, THRESHOLD_TEN_PERCENT)).toBe(0);
  });
  it("names thresholds in Korean", () => {
    expect(thresholdLabel(THRESHOLD_MAJORITY)).toBe("과반수");
    expect(thresholdLabel(THRESHOLD_TWENTY_PERCENT)).toBe("100분의 20 이상");
    expect(thresholdLabel(THRESHOLD_TWO_THIRDS)).toBe("3분의 2 이상");
  });
  it("has a label and a rule for every agenda kind", () => {
    for (const kind of AGENDA_KINDS) {
      expect(AGENDA_KIND_LABELS[kind]).toBeTruthy();
      expect(AGENDA_KIND_RULES[kind].presence.article).toMatch(/제45조/);
    }
  });
});

describe("제45조제3항: a majority present, a majority of those present", () => {
  it("counts written and electronic pre-votes as present: 53 of 100 present, 27 yes pass, 26 do not", () => {
    const q = evaluate("GENERAL", hundred());
    expect(q).toMatchObject({ memberCount: 100, presentCount: 53, inPersonCount: 23 });
    expect(q.breakdown).toEqual({ onsite: 8, online: 0, electronic: 15, written: 30 });
    expect(q.checks[0]).toMatchObject({
      requirement: "PRESENCE",
      label: "조합원 과반수 출석",
      count: 53,
      required: 51,
      isMet: true,
      article: "도시정비법 제45조제3항",
      source: "LAW",
    });
    expect(q.resolution).toMatchObject({
      base: "PRESENT",
      baseCount: 53,
      required: 27,
      label: "출석 조합원 과반수 찬성",
    });
    expect(decideResolution(q, 27)).toMatchObject({ decision: "PASSED", isPassed: true });
    expect(decideResolution(q, 26)).toMatchObject({ decision: "REJECTED", isPassed: false });
  });
  it("is short of quorum with 50 of 100 present, whatever the votes", () => {
    const voters = [...many(40, { written: "SUBMITTED" }), ...many(10, { attendance: "ONSITE" }), ...many(50)];
    const q = evaluate("GENERAL", voters);
    expect(q.checks[0]).toMatchObject({ count: 50, required: 51, isMet: false, shortfall: 1 });
    expect(decideResolution(q, 50)).toMatchObject({
      decision: "NO_QUORUM",
      isPassed: false,
      article: "도시정비법 제45조제3항",
    });
  });
});

describe("제45조제7항: in person 10%, 20% for the kinds of 시행령 제42조제2항", () => {
  it("since 2025-06-04 an electronic vote counts as attending in person, a written resolution does not", () => {
    const q = evaluate("GENERAL", hundred());
    expect(q.checks[1]).toMatchObject({
      requirement: "IN_PERSON",
      label: "조합원 100분의 10 이상 직접 출석",
      count: 23,
      required: 10,
      isMet: true,
      article: "도시정비법 제45조제7항 본문",
    });
    expect(q.inPersonModes.map((m) => m.mode)).toEqual(["ONSITE", "ELECTRONIC", "ONLINE"]);
  });
  it("before 2025-06-04 only those on site count in person (8 of 100 is short of 10)", () => {
    const q = evaluate("GENERAL", hundred(), BEFORE);
    expect(q).toMatchObject({ presentCount: 53, inPersonCount: 8, isMet: false });
    expect(decideResolution(q, 53).decision).toBe("NO_QUORUM");
    expect(decideResolution(q, 53).article).toBe("도시정비법 제45조제7항 본문");
  });
  it("before 2025-06-04 electronic votes count in person when a disaster was recognised (제45조제8항)", () => {
    const q = evaluateQuorum({
      kind: "GENERAL",
      meetAt: BEFORE,
      participation: participationOf(hundred()),
      disasterElectronic: true,
    });
    expect(q).toMatchObject({ inPersonCount: 23, isMet: true });
    expect(q.inPersonModes.find((m) => m.mode === "ELECTRONIC")?.article).toMatch(/제45조제8항/);
  });
  it.each(["FOUNDING", "PROJECT_PLAN", "DISPOSAL_PLAN", "PROJECT_COST"] as const)(
    "%s needs 20 of 100 in person: 19 is short, 20 is enough",
    (kind) => {
      const base = [...many(40, { written: "SUBMITTED" }), ...many(19, { attendance: "ONSITE" })];
      const short = evaluate(kind, [...base, ...many(41)]);
      expect(short.checks[1]).toMatchObject({
        count: 19,
        required: 20,
        isMet: false,
        label: "조합원 100분의 20 이상 직접 출석",
        article: "도시정비법 제45조제7항 단서, 같은 법 시행령 제42조제2항",
      });
      expect(evaluate(kind, [...base, voter({ electronicVoted: true }), ...many(40)]).checks[1]?.isMet).toBe(true);
    },
  );
  it("counts online attendance in person: as an electronic method from 2025-06-04, under 제44조의2 from 2025-12-04", () => {
    const voters = [...many(10, { attendance: "ONLINE" }), ...many(90)];
    expect(evaluate("GENERAL", voters, BEFORE)).toMatchObject({ presentCount: 10, inPersonCount: 0 });
    const between = evaluate("GENERAL", voters, BETWEEN);
    expect(between.inPersonCount).toBe(10);
    expect(between.inPersonModes.find((m) => m.mode === "ONLINE")?.article).toMatch(/2025. 6. 4/);
    expect(evaluate("GENERAL", voters).inPersonModes.find((m) => m.mode === "ONLINE")?.article).toMatch(/제44조의2/);
  });
});

describe("written resolutions withdrawn", () => {
  it("one who withdraws and does not attend counts for neither; one who withdraws and attends is in person", () => {
    const voters = [voter({ written: "WITHDRAWN" }), voter({ written: "WITHDRAWN", attendance: "ONSITE" })];
    const q = evaluateQuorum({ kind: "GENERAL", meetAt: AFTER, participation: participationOf(voters) });
    expect(q).toMatchObject({ memberCount: 2, presentCount: 1, inPersonCount: 1 });
  });
});

describe("시공자 선정: a majority in person (계약업무 처리기준 제35조)", () => {
  /** 100 members: 40 electronic, 10 written only, 45 on site, 5 on site with a written resolution standing. */
  const contractor = (extra: QuorumVoter[] = []) => [
    ...many(40, { electronicVoted: true }),
    ...many(10, { written: "SUBMITTED" }),
    ...many(45, { attendance: "ONSITE" }),
    ...many(5 - extra.length, { attendance: "ONSITE", written: "SUBMITTED" }),
    ...extra,
  ];
  it("does not count pre-votes in person, even of members who came without withdrawing", () => {
    const q = evaluate("CONTRACTOR", contractor());
    expect(q).toMatchObject({ presentCount: 100, inPersonCount: 45, isMet: false });
    expect(q.checks[1]).toMatchObject({
      label: "조합원 과반수 직접 출석",
      required: 51,
      article: "정비사업 계약업무 처리기준 제35조제1항",
    });
    expect(q.preVoteExcludesInPerson).toBe("정비사업 계약업무 처리기준 제35조제2항");
  });
  it("counts those who withdrew and attended: 45 + 5 is still short, one more makes 51", () => {
    const withdrawn = many(5, { attendance: "ONSITE", written: "WITHDRAWN" });
    expect(evaluate("CONTRACTOR", contractor(withdrawn)).inPersonCount).toBe(50);
    const plusOne = [...contractor(withdrawn).slice(1), voter({ attendance: "ONSITE" })];
    const q = evaluate("CONTRACTOR", plusOne);
    expect(q).toMatchObject({ inPersonCount: 51, isMet: true });
  });
  it("the same members are 90 in person for a general agenda", () => {
    expect(evaluate("GENERAL", contractor()).inPersonCount).toBe(90);
  });
});

describe("제45조제4항 and 제40조제3항: yes votes of all members", () => {
  const voters = [...many(40, { written: "SUBMITTED" }), ...many(20, { attendance: "ONSITE" }), ...many(40)];
  it("a project plan needs yes of more than half of all members, not of those present", () => {
    const q = evaluate("PROJECT_PLAN", voters);
    expect(q.resolution).toMatchObject({
      base: "MEMBERS",
      baseCount: 100,
      required: 51,
      label: "조합원 과반수 찬성",
      article: "도시정비법 제45조제4항 본문",
    });
    expect(decideResolution(q, 50).decision).toBe("REJECTED");
    expect(decideResolution(q, 51).decision).toBe("PASSED");
  });
  it("a plan raising the project cost by 10% or more needs two thirds of all members", () => {
    expect(evaluate("DISPOSAL_PLAN_COST_UP", voters).resolution).toMatchObject({
      required: 67,
      article: "도시정비법 제45조제4항 단서",
    });
  });
  it("the articles' change needs a majority of members, its major items two thirds", () => {
    expect(evaluate("ARTICLES", voters).resolution.required).toBe(51);
    expect(evaluate("ARTICLES_MAJOR", voters).resolution).toMatchObject({
      required: 67,
      article: "도시정비법 제40조제3항 단서",
    });
  });
});

describe("co-owners count once through their representative (제39조제1항제1호)", () => {
  it("counts a group as one member with the representative's participation", () => {
    const voters = [
      voter({ coOwnerGroup: "7", isRepresentative: true, electronicVoted: true }),
      voter({ coOwnerGroup: "7", attendance: "ONSITE" }),
      voter({ coOwnerGroup: "7", written: "SUBMITTED" }),
      voter({ coOwnerGroup: "8", attendance: "ONSITE" }),
      voter({ coOwnerGroup: "8", isRepresentative: true }),
      voter(),
    ];
    const p = participationOf(voters);
    expect(p.memberCount).toBe(3);
    const q = evaluateQuorum({ kind: "GENERAL", meetAt: AFTER, participation: p });
    expect(q).toMatchObject({ presentCount: 1, inPersonCount: 1 });
    expect(p.issues).toEqual([]);
  });
  it("counts a group with no representative, or two, as one absent member and reports it", () => {
    const voters = [
      voter({ coOwnerGroup: "1", attendance: "ONSITE" }),
      voter({ coOwnerGroup: "1", attendance: "ONSITE" }),
      voter({ coOwnerGroup: "2", isRepresentative: true, attendance: "ONSITE" }),
      voter({ coOwnerGroup: "2", isRepresentative: true }),
      voter({ coOwnerGroup: "3", attendance: "ONSITE" }),
    ];
    const p = participationOf(voters);
    expect(p.memberCount).toBe(3);
    expect(p.issues.map((i) => [i.code, i.group])).toEqual([
      ["CO_OWNER_NO_REPRESENTATIVE", "1"],
      ["CO_OWNER_MANY_REPRESENTATIVES", "2"],
    ]);
    expect(p.issues[0]?.message).toBe("대표자가 지정되지 않은 공유자가 있어 불참으로 계산했습니다.");
    expect(evaluateQuorum({ kind: "GENERAL", meetAt: AFTER, participation: p }).presentCount).toBe(1);
  });
  it("adds a mock meeting's virtual voters as absent members", () => {
    expect(participationOf(many(3, { attendance: "ONSITE" }), 7).memberCount).toBe(10);
  });
});

describe("a union's articles (정관) may raise a threshold, never lower it", () => {
  const participation = participationOf(hundred());
  it("raises the in-person share for every agenda and cites the article", () => {
    const q = evaluateQuorum({
      kind: "GENERAL",
      meetAt: AFTER,
      participation,
      overrides: {
        all: { inPerson: { threshold: { numerator: 1, denominator: 4, atLeast: true }, article: "정관 제22조" } },
      },
    });
    expect(q.checks[1]).toMatchObject({
      label: "조합원 4분의 1 이상 직접 출석",
      count: 23,
      required: 25,
      isMet: false,
      article: "정관 제22조",
      source: "ARTICLES",
    });
  });
  it("ignores a lower threshold", () => {
    const q = evaluateQuorum({
      kind: "FOUNDING",
      meetAt: AFTER,
      participation,
      overrides: { byKind: { FOUNDING: { inPerson: { threshold: THRESHOLD_TEN_PERCENT, article: "정관 제1조" } } } },
    });
    expect(q.checks[1]).toMatchObject({ required: 20, source: "LAW" });
  });
  it("raises a kind's resolution to two thirds of those present", () => {
    const q = evaluateQuorum({
      kind: "CONTRACTOR",
      meetAt: AFTER,
      participation,
      overrides: {
        byKind: {
          CONTRACTOR: { resolution: { base: "PRESENT", threshold: THRESHOLD_TWO_THIRDS, article: "정관 제24조" } },
        },
      },
    });
    expect(q.resolution).toMatchObject({
      required: 36,
      article: "정관 제24조",
      label: "출석 조합원 3분의 2 이상 찬성",
    });
  });
});

describe("forecast for the live dashboard (정족수 충족 예상)", () => {
  it("is 정족수 충족 예상 when those expected to attend bring the quorum", () => {
    const voters = [
      ...many(45, { written: "SUBMITTED" }),
      ...many(4, { attendance: "ONSITE" }),
      ...many(8, { attendExpected: "EXPECTED" }),
      ...many(43, { attendExpected: "UNDEFINED" }),
    ];
    const f = forecastQuorum({ kinds: ["GENERAL"], meetAt: AFTER, participation: participationOf(voters) });
    expect(f).toMatchObject({
      status: "EXPECTED",
      label: "정족수 충족 예상",
      shortfall: { PRESENCE: 0, IN_PERSON: 0 },
    });
    expect(f.kinds[0]?.current).toMatchObject({ presentCount: 49, inPersonCount: 4 });
    expect(f.kinds[0]?.expected).toMatchObject({ presentCount: 57, inPersonCount: 12 });
  });
  it("is 정족수 미달 예상 with the shortfall of the strictest agenda", () => {
    const voters = [...many(45, { written: "SUBMITTED" }), ...many(12, { attendance: "ONSITE" }), ...many(43)];
    const f = forecastQuorum({
      kinds: ["GENERAL", "DISPOSAL_PLAN", "GENERAL"],
      meetAt: AFTER,
      participation: participationOf(voters),
    });
    expect(f.kinds.map((k) => k.kind)).toEqual(["GENERAL", "DISPOSAL_PLAN"]);
    expect(f).toMatchObject({ status: "SHORT", label: "정족수 미달 예상", shortfall: { PRESENCE: 0, IN_PERSON: 8 } });
  });
  it("is 정족수 충족 once met", () => {
    const f = forecastQuorum({ kinds: [], meetAt: AFTER, participation: participationOf(hundred()) });
    expect(f).toMatchObject({ status: "MET", label: "정족수 충족" });
  });
});

describe("evaluateAgendas and quorumVoterOf", () => {
  it("evaluates each agenda by its kind", () => {
    const result = evaluateAgendas(
      [
        { agendaSeq: 1, kind: "GENERAL" as const },
        { agendaSeq: 2, kind: "PROJECT_COST" as const },
      ],
      { meetAt: AFTER, participation: participationOf(hundred()) },
    );
    expect(result.map((a) => [a.agendaSeq, a.quorum.checks[1]?.required])).toEqual([
      [1, 10],
      [2, 20],
    ]);
  });
  it("reads a stored voter's facts", () => {
    const base = {
      attendanceCategory: "NOT_ATTEND" as const,
      ballotChannel: null,
      writtenSubmissionAt: null,
      writtenWithdrawalAt: null,
    };
    expect(quorumVoterOf(base)).toMatchObject({ attendance: "NONE", electronicVoted: false, written: "NONE" });
    expect(quorumVoterOf({ ...base, ballotChannel: "ELECTRONIC" }).electronicVoted).toBe(true);
    expect(quorumVoterOf({ ...base, ballotChannel: "ONLINE" }).attendance).toBe("ONLINE");
    expect(quorumVoterOf({ ...base, attendanceCategory: "ONSITE" }).attendance).toBe("ONSITE");
    expect(quorumVoterOf({ ...base, writtenSubmissionAt: "2026-03-01T10:00:00Z" }).written).toBe("SUBMITTED");
    expect(quorumVoterOf({ ...base, writtenSubmissionAt: new Date(), writtenWithdrawalAt: new Date() }).written).toBe(
      "WITHDRAWN",
    );
    expect(
      quorumVoterOf({ ...base, shareType: "SHARE", unionRegisterNoMain: 12, isRepresentative: true }),
    ).toMatchObject({ coOwnerGroup: "12", isRepresentative: true });
    expect(quorumVoterOf({ ...base, shareType: "SINGLE", unionRegisterNoMain: 12 }).coOwnerGroup).toBeNull();
  });
});
