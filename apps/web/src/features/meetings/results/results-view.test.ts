import type { MeetVoteResult, ResultAgenda, ResultCandidate, VoteCounts } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { summaryCardsOf, turnoutOf } from "./components/vote-summary";
import { channelsOf, decisionsBodyOf, decisionsProblem, storedDecisions, withSuggestions } from "./results-view";
import { checkDraft, draftFromResult } from "./tally-draft";

const zero: VoteCounts = { yesCount: 0, noCount: 0, abstentionCount: 0, selectedCount: 0, totalCount: 0 };
const counts = (c: Partial<VoteCounts>): VoteCounts => ({ ...zero, ...c });

function candidate(seq: number, no: number, extra: Partial<ResultCandidate> = {}): ResultCandidate {
  return {
    candidateSeq: seq,
    no,
    name: `후보${no}`,
    isPassed: null,
    electronic: zero,
    online: zero,
    written: zero,
    onsite: zero,
    total: zero,
    rate: 0,
    suggested: { decision: "PASSED", isPassed: true, yesCount: 0, required: 0, article: "도시정비법 제45조제3항" },
    ...extra,
  };
}

function agenda(seq: number, order: number, voteForm: "AGAINST" | "SELECT", candidates: ResultCandidate[]) {
  return {
    agendaSeq: seq,
    order,
    name: `안건${order}`,
    voteForm,
    voteType: voteForm === "AGAINST" ? "MONO" : "MONO",
    selectCount: 1,
    agendaKind: "GENERAL",
    votedCounts: { electronic: 0, online: 0, written: 0, onsite: 0, total: 0 },
    quorum: {} as ResultAgenda["quorum"],
    candidates,
  } satisfies ResultAgenda;
}

const result = (agendas: ResultAgenda[], extra: Partial<MeetVoteResult> = {}): MeetVoteResult => ({
  meetSeq: 7,
  meetStatus: "COUNTING",
  meetMethod: "ONSITE",
  isMock: false,
  meetAt: "2026-11-27T05:00:00Z",
  totalParticipantCount: 30,
  registered: { WRITTEN: 10, ONSITE: 8 },
  tallyEntryTypes: ["WRITTEN", "ONSITE"],
  entries: [],
  isTallyEntered: false,
  agendas,
  confirmed: null,
  online: { isVoting: false, isBroadcasting: false },
  ...extra,
});

const two = result([
  agenda(1, 1, "AGAINST", [candidate(11, 1)]),
  agenda(2, 2, "SELECT", [
    candidate(21, 1, { suggested: { decision: "REJECTED", isPassed: false, yesCount: 1, required: 5, article: "" } }),
    candidate(22, 2, { isPassed: true }),
  ]),
]);

describe("the result form (제 N호 안건 결과 미입력)", () => {
  it("starts from the stored decisions and names the first agenda left open", () => {
    const decisions = storedDecisions(two);
    expect(decisions).toEqual({ 11: null, 21: null, 22: true });
    expect(decisionsProblem(two, decisions)).toBe("제 1호 안건 결과 미입력");
    expect(decisionsProblem(two, { ...decisions, 11: false })).toBe("제 2호 안건 결과 미입력");
    expect(decisionsProblem(two, { 11: false, 21: false, 22: true })).toBeNull();
  });

  it("fills only the open choices with the quorum engine's decision", () => {
    const filled = withSuggestions(two, { 11: null, 21: null, 22: false });
    expect(filled).toEqual({ 11: true, 21: false, 22: false });
    expect(decisionsProblem(two, filled)).toBeNull();
  });

  it("sends every chosen candidate to POST /complete", () => {
    expect(decisionsBodyOf(two, { 11: true, 21: false, 22: null })).toEqual([
      { candidateSeq: 11, isPassed: true },
      { candidateSeq: 21, isPassed: false },
    ]);
  });
});

describe("tally drafts", () => {
  it("is empty until a hand count was saved, then shows its counts (zeros as empty fields)", () => {
    expect(draftFromResult("WRITTEN", two)).toEqual({ finalCount: "", rows: {} });
    const saved = result(
      [
        agenda(1, 1, "AGAINST", [
          candidate(11, 1, { written: counts({ yesCount: 6, noCount: 3, abstentionCount: 0 }) }),
        ]),
        agenda(2, 2, "SELECT", [candidate(21, 1, { written: counts({ selectedCount: 4 }) }), candidate(22, 2)]),
      ],
      { entries: [{ type: "WRITTEN", finalCount: 9, enteredAt: "2026-11-27T05:00:00Z" }] },
    );
    const draft = draftFromResult("WRITTEN", saved);
    expect(draft).toEqual({
      finalCount: "9",
      rows: { 1: { 11: { YES: "6", NO: "3", ABSTAIN: "" } }, 2: { 21: { SELECTED: "4" }, 22: { SELECTED: "" } } },
    });
    const check = checkDraft("WRITTEN", 10, saved.agendas, draft);
    expect(check.canSubmit).toBe(true);
    expect(check.totals.map((t) => [t.total, t.min, t.max])).toEqual([
      [9, 9, 9],
      [4, 0, 9],
    ]);
  });

  it("refuses a final count over the registered one with the spec's message", () => {
    const check = checkDraft("ONSITE", 8, two.agendas, { finalCount: "9", rows: {} });
    expect(check.problems[0]?.message).toBe(
      "최종 현장 투표자 수는 총회관리 시스템에 등록된 현장 투표자 수인 8 보다 클수 없습니다.",
    );
    expect(check.canSubmit).toBe(false);
  });
});

describe("what a method shows", () => {
  it("lists the channels of the method's votes", () => {
    expect(channelsOf("ELECTRONIC").map((c) => c.key)).toEqual(["electronic"]);
    expect(channelsOf("ONSITE").map((c) => c.key)).toEqual(["online", "written", "onsite"]);
    expect(channelsOf("ONSITE_ELECTRONIC").map((c) => c.label)).toEqual([
      "전자투표",
      "온라인투표",
      "서면투표",
      "현장투표",
    ]);
  });

  it("shows duplicate votes for mixed meetings and the turnout with 2 decimals", () => {
    const s = {
      totalVotedCount: 1,
      totalParticipantCount: 3,
      electronicVoteCount: 1,
      writtenVoteCount: 1,
      onsiteVoteCount: 0,
      onlineVoteCount: 0,
      duplicateVoteCount: 1,
      notVotedCount: 2,
    };
    expect(turnoutOf(s)).toBe(33.33);
    expect(summaryCardsOf("ONSITE_ELECTRONIC", s).find((c) => c.label === "중복 투표")).toMatchObject({
      value: 1,
      isWarning: true,
    });
    expect(summaryCardsOf("ELECTRONIC", s).map((c) => c.label)).toEqual([
      "전체 선거인",
      "투표 완료",
      "전자투표",
      "미투표",
    ]);
  });
});
