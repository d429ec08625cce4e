import {
  checkTallyEntry,
  type MeetVoteResult,
  type ResultAgenda,
  type ResultCandidate,
  type TallyEntryCheck,
  type TallyEntryInput,
  type TallyEntryType,
  type VoteCounts,
} from "@johap/contracts";

/** An agenda as the tally entry shows it (from GET /vote/result). */
export type EntryAgenda = Pick<
  ResultAgenda,
  "agendaSeq" | "order" | "name" | "voteForm" | "voteType" | "selectCount"
> & {
  candidates: Pick<ResultCandidate, "candidateSeq" | "no" | "name">[];
};

/** One hand count as typed in its dialog: the final count and, per agenda and candidate, the choices' text. */
export type TallyDraft = { finalCount: string; rows: TallyEntryInput["rows"] };

export const emptyDraft = (): TallyDraft => ({ finalCount: "", rows: {} });

/** Every bound of a draft (contracts `checkTallyEntry`): the dialog's alerts and its 다음 button. */
export const checkDraft = (
  type: TallyEntryType,
  registeredCount: number,
  agendas: EntryAgenda[],
  draft: TallyDraft,
): TallyEntryCheck => checkTallyEntry({ type, registeredCount, agendas, ...draft });

const countsOf = (candidate: ResultCandidate, type: TallyEntryType): VoteCounts =>
  type === "WRITTEN" ? candidate.written : candidate.onsite;

const text = (n: number) => (n > 0 ? String(n) : "");

/**
 * The draft of a hand count already saved (the chain opened again in COUNTING shows what was entered), else empty.
 * Zeros show as empty fields (a missing value is 0).
 */
export function draftFromResult(type: TallyEntryType, result: MeetVoteResult): TallyDraft {
  const entry = result.entries.find((e) => e.type === type);
  if (!entry) return emptyDraft();
  const rows: TallyDraft["rows"] = {};
  for (const agenda of result.agendas) {
    const agendaRows: Record<number, Record<string, string>> = {};
    for (const candidate of agenda.candidates) {
      const c = countsOf(candidate, type);
      agendaRows[candidate.candidateSeq] =
        agenda.voteForm === "AGAINST"
          ? { YES: text(c.yesCount), NO: text(c.noCount), ABSTAIN: text(c.abstentionCount) }
          : { SELECTED: text(c.selectedCount) };
    }
    rows[agenda.agendaSeq] = agendaRows;
  }
  return { finalCount: String(entry.finalCount), rows };
}
