import { DEFAULT_SMS_PRICES } from "../sms/sms.constants";
import {
  type MeetMethod,
  MOCK_VOTERS_MAX,
  type OpenType,
  VIRTUAL_VOTERS_MAX,
  type VoteForm,
  type VoteType,
} from "./meetings.constants";
import { MEET_OPEN_MESSAGES as M } from "./meets-open.messages";

/**
 * The rules of opening a meeting (spec 03 §5 "Mock vote", "Open meeting info", "Agenda"), shared by the wizard
 * and POST /v1/meets: each answers the Korean message of the first rule broken, or null.
 */

/** Per-voter prices of opening (원), by method. Ours: spec 03 shows only `data.totalCost`. */
export const MEET_EVOTE_FEE_PER_VOTER = 450;
export const MEET_ONSITE_FEE_PER_VOTER = 300;
/** The mixed meeting's on-site part costs less than on its own (the roster and the written ballots are shared). */
export const MEET_MIXED_ONSITE_FEE_PER_VOTER = 200;

/**
 * What opening costs per voter: an e-vote sends each voter the ballot link as an LMS and counts an e-vote fee;
 * the on-site part (written ballots, attendance check-in, roster) a fee of its own. Virtual voters of a mock
 * meeting cost nothing (nothing is sent to them).
 */
export function meetPricePerVoter(method: MeetMethod, lmsPrice: number = DEFAULT_SMS_PRICES.LMS): number {
  const evote = lmsPrice + MEET_EVOTE_FEE_PER_VOTER;
  if (method === "ELECTRONIC") return evote;
  if (method === "ONSITE") return MEET_ONSITE_FEE_PER_VOTER;
  return evote + MEET_MIXED_ONSITE_FEE_PER_VOTER;
}

export const meetOpenCost = (method: MeetMethod, voterCount: number, lmsPrice?: number) =>
  meetPricePerVoter(method, lmsPrice) * voterCount;

/** Step 1: voters chosen, a mock meeting at most 10, the total (real + virtual) within 10,000 and not below the real count. */
export function votersProblem(opts: { realCount: number; isMock: boolean; totalCount?: number | null }): string | null {
  if (opts.realCount === 0) return M.selectVoters;
  if (opts.isMock && opts.realCount > MOCK_VOTERS_MAX) return M.mockVotersMax;
  const total = opts.totalCount ?? null;
  if (total !== null) {
    if (total > VIRTUAL_VOTERS_MAX) return M.virtualVotersMax;
    if (total < opts.realCount) return M.virtualVotersMin;
  }
  return null;
}

/**
 * Who may vote by open type: 대의원회 only delegates, 이사회 only directors. The register keeps them as a
 * position detail (직책상세, free text under 조합임원): 대의원 or 이사 in it (이사, 상근이사, 이사장 ...).
 */
export function isPositionAllowed(openType: OpenType, positionDescription: string): boolean {
  if (openType === "DELEGATE") return positionDescription.includes("대의원");
  if (openType === "BOARD") return positionDescription.includes("이사");
  return true;
}

export const POSITION_FILTER_LABELS: Record<OpenType, string | null> = {
  GENERAL: null,
  DELEGATE: "대의원",
  BOARD: "이사",
};

export type AgendaShape = {
  order: number;
  voteForm: VoteForm;
  voteType: VoteType;
  selectCount: number;
  candidateCount: number;
};

/**
 * An agenda's candidates against its vote form and type: an against vote on one item (MONO) or on two or more
 * (MULTI); a select vote picks one (MONO) or `selectCount` ≥ 2 (MULTI) among more candidates than that.
 */
export function agendaProblem(agenda: AgendaShape): string | null {
  const { voteForm, voteType, selectCount, candidateCount } = agenda;
  if (candidateCount === 0) return M.required;
  if (voteForm === "AGAINST") {
    if (voteType === "MONO" && candidateCount !== 1) return M.againstMonoOneCandidate;
    if (voteType === "MULTI" && candidateCount < 2) return M.candidatesMin;
    return null;
  }
  if (candidateCount < 2) return M.candidatesMin;
  if (voteType === "MULTI") {
    if (selectCount < 2) return M.selectCountMin;
    if (candidateCount <= selectCount) return M.candidatesBelowSelectCount;
  }
  return null;
}

/** Agenda numbers (순번) unique in the meeting. */
export function agendaOrdersProblem(orders: readonly number[]): string | null {
  return new Set(orders).size === orders.length ? null : M.agendaOrderDuplicate;
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

/** The e-vote period: end after start, and for a mixed meeting not after the meeting time. */
export function evotePeriodProblem(opts: {
  voteStartAt: string;
  voteEndAt: string;
  onsiteMeetAt?: string | null;
}): string | null {
  const start = time(opts.voteStartAt);
  const end = time(opts.voteEndAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return M.required;
  if (end <= start) return M.evoteEndBeforeStart;
  const meetAt = time(opts.onsiteMeetAt);
  if (!Number.isNaN(meetAt) && end > meetAt) return M.evoteEndAfterMeetAt;
  return null;
}

/** The on-site part in order: written submission start, its end, the meeting time. */
export function onsitePeriodProblem(opts: {
  submissionStartAt: string;
  submissionEndAt: string;
  meetAt: string;
}): string | null {
  const start = time(opts.submissionStartAt);
  const end = time(opts.submissionEndAt);
  const meetAt = time(opts.meetAt);
  if ([start, end, meetAt].some(Number.isNaN)) return M.required;
  if (end <= start) return M.submissionEndBeforeStart;
  if (meetAt < end) return M.meetAtBeforeSubmissionEnd;
  return null;
}

/** When a meeting starts (BEFORE → PROCESS): the earliest of the e-vote start and the written submission start. */
export function meetStartOf(parts: {
  electronicVote?: { voteStartAt: string | Date } | null;
  onsiteVote?: { submissionStartAt: string | Date } | null;
}): Date | null {
  const times = [parts.electronicVote?.voteStartAt, parts.onsiteVote?.submissionStartAt]
    .filter((t): t is string | Date => t !== undefined && t !== null)
    .map((t) => new Date(t).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
