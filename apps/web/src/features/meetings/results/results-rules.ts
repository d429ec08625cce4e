import {
  MEET_MESSAGES as M,
  type MeetMethod,
  type MeetStatus,
  tallyStartBlock,
  tallyStartBlockMessage,
} from "@johap/contracts";
import { RESULTS_TEXTS as T } from "./results-labels";

/**
 * What the 집계 결과 tab offers by the meeting's method and status (spec 03 §4), pure so the tests walk every case;
 * whether 개표 결과 입력하기 may be pressed is the contracts' `tallyStartBlock`, the server's own check:
 * - ONSITE in PROCESS: 개표 결과 입력하기, disabled while an online meeting votes or is on air;
 * - ONSITE_ELECTRONIC in PROCESS: the same button only once the electronic vote has ended (before, an info line),
 *   disabled while duplicate votes exist or an online meeting votes or is on air;
 * - ELECTRONIC in PROCESS: only an info message; in COUNTING 의결선택 완료 및 총회 종료;
 * - ONSITE and ONSITE_ELECTRONIC in COUNTING: the chain again while a hand count is missing, 결과 재입력, 총회 종료
 *   (disabled until the hand counts are in);
 * - a mock meeting in COMPLETE: 정식 총회로 전환.
 */
export type ResultsFacts = {
  meetMethod: MeetMethod;
  meetStatus: MeetStatus;
  isMock: boolean;
  /** The electronic vote's end (ISO), null without one. */
  voteEndAt: string | null;
  duplicateVoteCount: number;
  isOnlineVoting: boolean;
  /** The online meeting is on air (GET /vote/result `online.isBroadcasting`). */
  isOnlineBroadcasting?: boolean;
  /** Every hand count the method needs is entered (GET /vote/result `isTallyEntered`). */
  isTallyEntered: boolean;
};

/** A button the tab shows: enabled when `disabledReason` is null. */
export type ResultsButton = { disabledReason: string | null };

export type ResultsActions = {
  /** 개표 결과 입력하기 from PROCESS (password, consent, then COUNTING and the chain). */
  startTally: ResultsButton | null;
  /** The chain again in COUNTING while a hand count is missing (no password: the meeting is already counting). */
  continueTally: boolean;
  /** 결과 재입력 (password, consent, back to PROCESS). */
  reenter: boolean;
  /** 총회 종료 or 의결선택 완료 및 총회 종료 (result form, then the password). */
  complete: (ResultsButton & { label: string }) | null;
  /** 정식 총회로 전환 of a mock meeting. */
  convert: boolean;
  /** An info line instead of buttons. */
  info: string | null;
};

export function resultsActionsOf(facts: ResultsFacts, now: Date): ResultsActions {
  const none: ResultsActions = {
    startTally: null,
    continueTally: false,
    reenter: false,
    complete: null,
    convert: false,
    info: null,
  };
  const { meetMethod: method, meetStatus: status } = facts;
  if (status === "BEFORE") return { ...none, info: T.beforeInfo };
  if (status === "COMPLETE") return { ...none, convert: facts.isMock };
  if (status === "CANCEL") return none;
  if (method === "ELECTRONIC") {
    return status === "PROCESS"
      ? { ...none, info: T.electronicProcessInfo }
      : { ...none, complete: { label: T.electronicComplete, disabledReason: null } };
  }
  if (status === "PROCESS") {
    const block = tallyStartBlock({ ...facts, now });
    if (block === "EVOTE_NOT_ENDED") return { ...none, info: tallyStartBlockMessage(block, 0) };
    return {
      ...none,
      startTally: { disabledReason: block ? tallyStartBlockMessage(block, facts.duplicateVoteCount) : null },
    };
  }
  // COUNTING, on-site or mixed.
  return {
    ...none,
    continueTally: !facts.isTallyEntered,
    reenter: true,
    complete: { label: T.complete, disabledReason: facts.isTallyEntered ? null : T.tallyIncomplete },
  };
}

/** The steps of the tally dialog chain (spec 03 §4): electronic result (mixed only), online, written, onsite, confirm. */
export const TALLY_STEPS = ["ELECTRONIC", "ONLINE", "WRITTEN", "ONSITE", "CONFIRM"] as const;
export type TallyStep = (typeof TALLY_STEPS)[number];

export const tallyStepsOf = (method: MeetMethod): TallyStep[] =>
  method === "ONSITE_ELECTRONIC" ? [...TALLY_STEPS] : TALLY_STEPS.filter((step) => step !== "ELECTRONIC");

export const TALLY_STEP_LABELS: Record<TallyStep, string> = {
  ELECTRONIC: T.electronicStep,
  ONLINE: T.onlineStep,
  WRITTEN: T.writtenStep,
  ONSITE: T.onsiteStep,
  CONFIRM: T.confirmStep,
};

/** The password-and-consent dialogs' first missing field (spec 03 §5: both required), else null. */
export function passwordConsentProblem(form: { isAgreed: boolean; password: string }): string | null {
  if (!form.isAgreed) return M.acknowledgeRequiredDot;
  if (form.password.length === 0) return M.passwordRequired;
  return null;
}
