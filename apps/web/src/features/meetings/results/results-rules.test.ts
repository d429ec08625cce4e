import { MEET_RESULT_MESSAGES as R } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { RESULTS_TEXTS as T } from "./results-labels";
import { passwordConsentProblem, type ResultsFacts, resultsActionsOf, tallyStepsOf } from "./results-rules";

const NOW = new Date("2026-11-27T05:00:00Z");
const base: ResultsFacts = {
  meetMethod: "ONSITE",
  meetStatus: "PROCESS",
  isMock: false,
  voteEndAt: null,
  duplicateVoteCount: 0,
  isOnlineVoting: false,
  isTallyEntered: false,
};
const of = (facts: Partial<ResultsFacts>) => resultsActionsOf({ ...base, ...facts }, NOW);

describe("resultsActionsOf (spec 03 §4)", () => {
  it("offers 개표 결과 입력하기 for an on-site meeting in PROCESS", () => {
    expect(of({}).startTally).toEqual({ disabledReason: null });
    expect(of({}).complete).toBeNull();
  });

  it("disables 개표 결과 입력하기 while an online meeting is in progress", () => {
    expect(of({ isOnlineVoting: true }).startTally).toEqual({ disabledReason: R.onlineVoting });
    expect(of({ isOnlineBroadcasting: true }).startTally).toEqual({ disabledReason: R.onlineBroadcasting });
    expect(of({ isOnlineVoting: true, isOnlineBroadcasting: true }).startTally).toEqual({
      disabledReason: R.onlineVoting,
    });
  });

  it("does not block an on-site meeting for duplicate votes (only mixed meetings have them)", () => {
    expect(of({ duplicateVoteCount: 3 }).startTally).toEqual({ disabledReason: null });
  });

  it("shows a mixed meeting's button only once the electronic vote has ended", () => {
    const running = of({ meetMethod: "ONSITE_ELECTRONIC", voteEndAt: "2026-11-27T06:00:00Z" });
    expect(running.startTally).toBeNull();
    expect(running.info).toBe(R.evoteNotEnded);
    const ended = of({ meetMethod: "ONSITE_ELECTRONIC", voteEndAt: "2026-11-27T05:00:00Z" });
    expect(ended.startTally).toEqual({ disabledReason: null });
  });

  it("disables a mixed meeting's button while duplicate votes exist or online voting runs", () => {
    const ended = { meetMethod: "ONSITE_ELECTRONIC" as const, voteEndAt: "2026-11-26T09:00:00Z" };
    expect(of({ ...ended, duplicateVoteCount: 2 }).startTally).toEqual({ disabledReason: R.duplicateVotes(2) });
    expect(of({ ...ended, isOnlineVoting: true }).startTally).toEqual({ disabledReason: R.onlineVoting });
    expect(of({ ...ended, isOnlineBroadcasting: true }).startTally).toEqual({ disabledReason: R.onlineBroadcasting });
  });

  it("shows only an info message for an electronic meeting in PROCESS, and 의결선택 완료 및 총회 종료 in COUNTING", () => {
    const process = of({ meetMethod: "ELECTRONIC", voteEndAt: "2026-11-26T09:00:00Z" });
    expect(process).toMatchObject({ startTally: null, complete: null, reenter: false, info: T.electronicProcessInfo });
    const counting = of({ meetMethod: "ELECTRONIC", meetStatus: "COUNTING" });
    expect(counting.complete).toEqual({ label: T.electronicComplete, disabledReason: null });
    expect(counting.reenter).toBe(false);
    expect(counting.continueTally).toBe(false);
  });

  it("in COUNTING offers the chain until the hand counts are in, 결과 재입력 and 총회 종료", () => {
    const empty = of({ meetStatus: "COUNTING" });
    expect(empty).toMatchObject({ continueTally: true, reenter: true, startTally: null });
    expect(empty.complete).toEqual({ label: T.complete, disabledReason: T.tallyIncomplete });
    const done = of({ meetMethod: "ONSITE_ELECTRONIC", meetStatus: "COUNTING", isTallyEntered: true });
    expect(done).toMatchObject({ continueTally: false, reenter: true });
    expect(done.complete).toEqual({ label: T.complete, disabledReason: null });
  });

  it("offers 정식 총회로 전환 only for a completed mock meeting", () => {
    expect(of({ meetStatus: "COMPLETE", isMock: true }).convert).toBe(true);
    expect(of({ meetStatus: "COMPLETE" }).convert).toBe(false);
    expect(of({ meetStatus: "PROCESS", isMock: true }).convert).toBe(false);
  });

  it("offers nothing but a notice before the meeting starts", () => {
    expect(of({ meetStatus: "BEFORE" })).toMatchObject({ startTally: null, complete: null, info: T.beforeInfo });
  });
});

describe("tallyStepsOf", () => {
  it("starts with the electronic result for mixed meetings only", () => {
    expect(tallyStepsOf("ONSITE_ELECTRONIC")).toEqual(["ELECTRONIC", "ONLINE", "WRITTEN", "ONSITE", "CONFIRM"]);
    expect(tallyStepsOf("ONSITE")).toEqual(["ONLINE", "WRITTEN", "ONSITE", "CONFIRM"]);
  });
});

describe("passwordConsentProblem", () => {
  it("asks for the consent first, then the password", () => {
    expect(passwordConsentProblem({ isAgreed: false, password: "" })).toBe(
      "주의사항을 확인하시고 내용에 동의해 주세요.",
    );
    expect(passwordConsentProblem({ isAgreed: true, password: "" })).toBe("비밀번호를 입력해주세요.");
    expect(passwordConsentProblem({ isAgreed: true, password: "meet1234" })).toBeNull();
  });
});
