import { describe, expect, it } from "vitest";
import {
  MeetCompleteBodySchema,
  MeetStatusBodySchema,
  TallyBodySchema,
  tallyEntryBodyOf,
  tallyEntryTypesOf,
  tallyStartBlock,
  tallyStartBlockMessage,
} from "./meet-results.schemas";
import { checkTallyEntry } from "./meet-tally.rules";

const NOW = new Date("2026-03-10T10:00:00+09:00");
const ENDED = "2026-03-10T09:00:00+09:00";
const RUNNING = "2026-03-10T11:00:00+09:00";
const base = {
  meetStatus: "PROCESS" as const,
  voteEndAt: ENDED,
  duplicateVoteCount: 0,
  isOnlineVoting: false,
  now: NOW,
};

describe("tallyStartBlock (개표 결과 입력하기, spec 03 §4)", () => {
  it("lets an on-site meeting in PROCESS start unless an online meeting votes", () => {
    expect(tallyStartBlock({ ...base, meetMethod: "ONSITE", voteEndAt: null })).toBeNull();
    expect(tallyStartBlock({ ...base, meetMethod: "ONSITE", isOnlineVoting: true })).toBe("ONLINE_VOTING");
    expect(tallyStartBlock({ ...base, meetMethod: "ONSITE", meetStatus: "COUNTING" })).toBe("NOT_PROCESS");
  });

  it("lets a mixed meeting start only after the e-vote's end, without duplicates or online voting", () => {
    expect(tallyStartBlock({ ...base, meetMethod: "ONSITE_ELECTRONIC" })).toBeNull();
    expect(tallyStartBlock({ ...base, meetMethod: "ONSITE_ELECTRONIC", voteEndAt: RUNNING })).toBe("EVOTE_NOT_ENDED");
    expect(tallyStartBlock({ ...base, meetMethod: "ONSITE_ELECTRONIC", duplicateVoteCount: 2 })).toBe("DUPLICATES");
    expect(tallyStartBlock({ ...base, meetMethod: "ONSITE_ELECTRONIC", isOnlineVoting: true })).toBe("ONLINE_VOTING");
    expect(tallyStartBlockMessage("DUPLICATES", 2)).toBe(
      "중복 투표 2건이 있습니다. 총회관리 시스템에서 처리한 뒤 새로고침 해주세요.",
    );
  });

  it("never offers it to an electronic-only meeting, which needs no hand count", () => {
    expect(tallyStartBlock({ ...base, meetMethod: "ELECTRONIC" })).toBe("ELECTRONIC_ONLY");
    expect(tallyEntryTypesOf("ELECTRONIC")).toEqual([]);
    expect(tallyEntryTypesOf("ONSITE")).toEqual(["WRITTEN", "ONSITE"]);
  });
});

describe("request bodies", () => {
  it("needs the password and the consent for a status change and the completion", () => {
    const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(message(MeetStatusBodySchema.safeParse({ status: "COUNTING", password: "", isAgreed: true }))).toBe(
      "비밀번호를 입력해주세요.",
    );
    expect(message(MeetStatusBodySchema.safeParse({ status: "COUNTING", password: "1234", isAgreed: false }))).toBe(
      "주의사항을 확인하시고 내용에 동의해 주세요.",
    );
    expect(MeetStatusBodySchema.safeParse({ status: "COMPLETE", password: "1234", isAgreed: true }).success).toBe(
      false,
    );
    expect(MeetCompleteBodySchema.safeParse({ password: "1234", isAgreed: true, decisions: [] }).success).toBe(true);
  });

  it("turns a checked tally entry into the body's entry, every candidate row present", () => {
    const agendas = [
      {
        agendaSeq: 1,
        order: 1,
        voteForm: "AGAINST" as const,
        voteType: "MONO" as const,
        selectCount: 1,
        candidates: [{ candidateSeq: 11, no: 1 }],
      },
      {
        agendaSeq: 2,
        order: 2,
        voteForm: "SELECT" as const,
        voteType: "MULTI" as const,
        selectCount: 2,
        candidates: [
          { candidateSeq: 21, no: 1 },
          { candidateSeq: 22, no: 2 },
          { candidateSeq: 23, no: 3 },
        ],
      },
    ];
    const check = checkTallyEntry({
      type: "ONSITE",
      registeredCount: 5,
      finalCount: "3",
      agendas,
      rows: { 1: { 11: { YES: "2", NO: "1" } }, 2: { 21: { SELECTED: 3 }, 22: { SELECTED: "2" } } },
    });
    expect(check.canSubmit).toBe(true);
    const entry = tallyEntryBodyOf("ONSITE", check);
    expect(entry.finalCount).toBe(3);
    expect(entry.rows).toEqual([
      { agendaSeq: 1, candidateSeq: 11, yesCount: 2, noCount: 1, abstentionCount: 0, selectedCount: 0 },
      { agendaSeq: 2, candidateSeq: 21, yesCount: 0, noCount: 0, abstentionCount: 0, selectedCount: 3 },
      { agendaSeq: 2, candidateSeq: 22, yesCount: 0, noCount: 0, abstentionCount: 0, selectedCount: 2 },
      { agendaSeq: 2, candidateSeq: 23, yesCount: 0, noCount: 0, abstentionCount: 0, selectedCount: 0 },
    ]);
    expect(TallyBodySchema.safeParse({ entries: [entry] }).success).toBe(true);
    expect(TallyBodySchema.safeParse({ entries: [] }).error?.issues[0]?.message).toBe(
      "개표 결과를 먼저 입력해 주세요.",
    );
  });
});
