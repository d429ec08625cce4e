import type { BallotChoiceValue } from "./meet-ballots.constants";
import type { VoteForm, VoteType } from "./meetings.constants";
import { MEET_MESSAGES as M } from "./meetings.messages";

/**
 * The tally entry's bounds (spec 03 §5 "Tally entry"), pure, shared by the console's tally dialogs (written and
 * on-site entry, result form) and the server that stores the tally. Staff type, per agenda and candidate, how
 * many paper ballots marked each choice, and the final number of ballots of the entry (최종 {type} 수):
 *
 * 1. the final count is at most the number the management system registered (최종 {type} 수는 ... N 보다 클수
 *    없습니다.): written submissions that stand, or voters checked in on site without a pre-vote;
 * 2. each candidate row's sum (찬성 + 반대 + 기권, or a candidate's selections) is at most the final count
 *    (투표 입력값은 최종 {type} 수보다 클 수 없습니다.);
 * 3. a select-type agenda's selections over all candidates are at most final count × selectCount;
 * 4. digits only; a missing value is 0;
 * 5. submit is enabled only while every agenda's total lies in [min, max] (see `tallyTotalBounds`);
 * 6. the result form needs a 가결/부결 decision on every candidate (제 N호 안건 결과 미입력).
 */

/** The entries typed by staff, and their {type} label in the spec's messages. */
export const TALLY_ENTRY_TYPES = ["WRITTEN", "ONSITE"] as const;
export type TallyEntryType = (typeof TALLY_ENTRY_TYPES)[number];
export const TALLY_ENTRY_TYPE_LABELS: Record<TallyEntryType, string> = {
  WRITTEN: "서면결의서",
  ONSITE: "현장 투표자",
};

/** A count is typed as at most 7 digits (a meeting has at most 10,000 voters; 7 digits leave room for sums). */
export const TALLY_COUNT_MAX_DIGITS = 7;

/** What a tally field keeps of a keystroke: digits only, at most `TALLY_COUNT_MAX_DIGITS` (for onChange). */
export const tallyDigits = (text: string) => text.replace(/\D/g, "").slice(0, TALLY_COUNT_MAX_DIGITS);

/** A tally field's value as a number: missing, empty or non-digit text is 0 (spec 03 §5). */
export function tallyNumber(value: string | number | null | undefined): number {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : 0;
  const digits = tallyDigits(value ?? "");
  return digits === "" ? 0 : Number(digits);
}

/** The agenda as the tally needs it (the ballot's `BallotAgendaRule` with candidate numbers). */
export type TallyAgenda = {
  agendaSeq: number;
  order: number;
  voteForm: VoteForm;
  voteType: VoteType;
  selectCount: number;
  candidates: { candidateSeq: number; no: number }[];
};

/** The choices a candidate row has: 찬성/반대/기권 for against-type agendas, SELECTED for select-type. */
export const tallyChoicesOf = (voteForm: VoteForm): BallotChoiceValue[] =>
  voteForm === "AGAINST" ? ["YES", "NO", "ABSTAIN"] : ["SELECTED"];

/** One candidate's typed counts per choice (as typed: text, number or missing). */
export type TallyRowInput = Partial<Record<BallotChoiceValue, string | number | null>>;
/** One candidate's counts per choice, every choice of its agenda's form present. */
export type TallyRow = Partial<Record<BallotChoiceValue, number>>;

/** A row's counts as numbers, only the choices of the agenda's form (a stray choice is dropped). */
export function normalizeTallyRow(voteForm: VoteForm, row: TallyRowInput | undefined): TallyRow {
  const out: TallyRow = {};
  for (const choice of tallyChoicesOf(voteForm)) out[choice] = tallyNumber(row?.[choice]);
  return out;
}

export const tallyRowSum = (row: TallyRow) => Object.values(row).reduce<number>((sum, n) => sum + (n ?? 0), 0);

/**
 * The range an agenda's total (every row summed) must lie in before submit (spec 03 §5): an against-type agenda
 * has every ballot mark every candidate once (찬성, 반대 or 기권, blank ballots as 기권), so exactly
 * finalCount × candidates; a select-type agenda from 0 to finalCount, × selectCount for MULTI.
 */
export function tallyTotalBounds(agenda: TallyAgenda, finalCount: number): { min: number; max: number } {
  if (agenda.voteForm === "AGAINST") {
    const exact = finalCount * agenda.candidates.length;
    return { min: exact, max: exact };
  }
  return { min: 0, max: finalCount * selectCountOf(agenda) };
}

/** How many candidates a ballot may select: 1 for MONO, selectCount (at least 1) for MULTI. */
export const selectCountOf = (agenda: Pick<TallyAgenda, "voteType" | "selectCount">) =>
  agenda.voteType === "MULTI" ? Math.max(1, agenda.selectCount) : 1;

/** The final-count rule: at most what the management system registered; the spec's message when broken. */
export function finalCountProblem(type: TallyEntryType, finalCount: number, registeredCount: number): string | null {
  return finalCount > registeredCount ? M.tallyFinalCountOver(TALLY_ENTRY_TYPE_LABELS[type], registeredCount) : null;
}

export const TALLY_PROBLEM_CODES = ["FINAL_COUNT_OVER_REGISTERED", "ROW_OVER_FINAL", "SELECT_SUM_OVER"] as const;
export type TallyProblemCode = (typeof TALLY_PROBLEM_CODES)[number];
/** A broken bound: the agenda and candidate it sits on (none for the final count) and the message to alert. */
export type TallyProblem = {
  code: TallyProblemCode;
  agendaSeq: number | null;
  candidateSeq: number | null;
  message: string;
};

/** One agenda's total against its range; `message` explains the range while the total is outside it. */
export type TallyAgendaTotal = {
  agendaSeq: number;
  order: number;
  total: number;
  min: number;
  max: number;
  isInRange: boolean;
  message: string | null;
};

/** A whole entry (one dialog of the chain) as typed. `rows` maps agendaSeq → candidateSeq → row. */
export type TallyEntryInput = {
  type: TallyEntryType;
  registeredCount: number;
  finalCount: string | number | null | undefined;
  agendas: TallyAgenda[];
  rows: Record<number, Record<number, TallyRowInput | undefined> | undefined>;
};

export type TallyEntryCheck = {
  finalCount: number;
  /** The entry as numbers: agendaSeq → candidateSeq → row (every candidate of every agenda present). */
  rows: Record<number, Record<number, TallyRow>>;
  /** Broken bounds, in the order the dialog alerts them (final count, then agenda by agenda order). */
  problems: TallyProblem[];
  totals: TallyAgendaTotal[];
  /** No problem and every total in its range: the dialog's submit is enabled and the server accepts it. */
  canSubmit: boolean;
};

/** Every bound of an entry at once: for the dialog (alerts, the submit button) and for the server's check. */
export function checkTallyEntry(input: TallyEntryInput): TallyEntryCheck {
  const label = TALLY_ENTRY_TYPE_LABELS[input.type];
  const finalCount = tallyNumber(input.finalCount);
  const problems: TallyProblem[] = [];
  const overRegistered = finalCountProblem(input.type, finalCount, input.registeredCount);
  if (overRegistered) {
    problems.push({
      code: "FINAL_COUNT_OVER_REGISTERED",
      agendaSeq: null,
      candidateSeq: null,
      message: overRegistered,
    });
  }
  const rows: Record<number, Record<number, TallyRow>> = {};
  const totals: TallyAgendaTotal[] = [];
  for (const agenda of [...input.agendas].sort((a, b) => a.order - b.order)) {
    const typed = input.rows[agenda.agendaSeq] ?? {};
    const agendaRows: Record<number, TallyRow> = {};
    let total = 0;
    for (const candidate of [...agenda.candidates].sort((a, b) => a.no - b.no)) {
      const row = normalizeTallyRow(agenda.voteForm, typed[candidate.candidateSeq]);
      agendaRows[candidate.candidateSeq] = row;
      const sum = tallyRowSum(row);
      total += sum;
      if (sum > finalCount) {
        problems.push({
          code: "ROW_OVER_FINAL",
          agendaSeq: agenda.agendaSeq,
          candidateSeq: candidate.candidateSeq,
          message: M.tallyRowOver(label),
        });
      }
    }
    rows[agenda.agendaSeq] = agendaRows;
    const { min, max } = tallyTotalBounds(agenda, finalCount);
    if (agenda.voteForm === "SELECT" && total > max) {
      problems.push({
        code: "SELECT_SUM_OVER",
        agendaSeq: agenda.agendaSeq,
        candidateSeq: null,
        message: M.tallySelectSumOver(agenda.order, label, selectCountOf(agenda), max),
      });
    }
    const isInRange = total >= min && total <= max;
    totals.push({
      agendaSeq: agenda.agendaSeq,
      order: agenda.order,
      total,
      min,
      max,
      isInRange,
      message: isInRange
        ? null
        : min === max
          ? M.tallyTotalExact(agenda.order, min)
          : M.tallyTotalRange(agenda.order, min, max),
    });
  }
  return { finalCount, rows, problems, totals, canSubmit: problems.length === 0 && totals.every((t) => t.isInRange) };
}

/** The result form's rule: every candidate has 가결 (true) or 부결 (false); the first agenda left open, by order. */
export function resultFormProblem(
  agendas: { order: number; candidates: { isPassed: boolean | null | undefined }[] }[],
): string | null {
  const open = [...agendas]
    .sort((a, b) => a.order - b.order)
    .find((agenda) => agenda.candidates.some((c) => c.isPassed !== true && c.isPassed !== false));
  return open ? M.resultMissing(open.order) : null;
}

/** Vote rate (spec 03 §9): yes count / total voted count as a percentage with 2 decimals (0 when none voted). */
export function voteRate(yesCount: number, totalVotedCount: number): number {
  if (totalVotedCount <= 0) return 0;
  return Math.round((yesCount / totalVotedCount) * 10_000) / 100;
}

export const TALLY_SORTS = ["NUMBER", "RATE"] as const;
export type TallySort = (typeof TALLY_SORTS)[number];
export const TALLY_SORT_LABELS: Record<TallySort, string> = { NUMBER: "후보 번호순", RATE: "득표율순" };

/**
 * The tally table's order (spec 03 §4 "Tally sort"): by candidate number, or by vote rate (highest first, ties
 * by number). Returns a new array.
 */
export function sortTallyCandidates<T extends { no: number; rate: number }>(candidates: T[], sort: TallySort): T[] {
  const byNo = (a: T, b: T) => a.no - b.no;
  return [...candidates].sort(sort === "NUMBER" ? byNo : (a, b) => b.rate - a.rate || byNo(a, b));
}
