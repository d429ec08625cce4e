import {
  type CandidateDecision,
  type MeetMethod,
  type MeetVoteResult,
  RESULT_CHANNEL_LABELS,
  type ResultCandidate,
  resultFormProblem,
} from "@johap/contracts";
import { RESULTS_TEXTS as T } from "./results-labels";

export { voteRuleOf as voteRuleLabel } from "../detail/components/meet-vote-view-dialog";

/** The result form's choices: candidateSeq → 가결 (true), 부결 (false) or not chosen (null). */
export type Decisions = Record<number, boolean | null>;

type ChannelKey = "electronic" | "online" | "written" | "onsite";

/** The channels whose votes a method's results show, in the tally chain's order. */
export function channelsOf(method: MeetMethod): { key: ChannelKey & keyof ResultCandidate; label: string }[] {
  const all: { key: ChannelKey; label: string; isShown: boolean }[] = [
    { key: "electronic", label: RESULT_CHANNEL_LABELS.ELECTRONIC, isShown: method !== "ONSITE" },
    { key: "online", label: RESULT_CHANNEL_LABELS.ONLINE, isShown: method !== "ELECTRONIC" },
    { key: "written", label: RESULT_CHANNEL_LABELS.WRITTEN, isShown: method !== "ELECTRONIC" },
    { key: "onsite", label: RESULT_CHANNEL_LABELS.ONSITE, isShown: method !== "ELECTRONIC" },
  ];
  return all.filter((c) => c.isShown).map(({ key, label }) => ({ key, label }));
}

export const decisionText = (isPassed: boolean | null) =>
  isPassed === null ? T.unselected : isPassed ? T.passed : T.rejected;

/** The stored decisions (null where none was chosen yet). */
export function storedDecisions(result: MeetVoteResult): Decisions {
  const out: Decisions = {};
  for (const agenda of result.agendas) for (const c of agenda.candidates) out[c.candidateSeq] = c.isPassed;
  return out;
}

/** The choices left open filled with the quorum engine's decision (정족수 판정 적용); chosen ones stay. */
export function withSuggestions(result: MeetVoteResult, decisions: Decisions): Decisions {
  const out: Decisions = { ...decisions };
  for (const agenda of result.agendas) {
    for (const c of agenda.candidates) out[c.candidateSeq] ??= c.suggested.isPassed;
  }
  return out;
}

/** The result form's rule (contracts `resultFormProblem`): 제 N호 안건 결과 미입력 for the first open agenda. */
export const decisionsProblem = (result: MeetVoteResult, decisions: Decisions) =>
  resultFormProblem(
    result.agendas.map((agenda) => ({
      order: agenda.order,
      candidates: agenda.candidates.map((c) => ({ isPassed: decisions[c.candidateSeq] ?? null })),
    })),
  );

/** The decisions as POST /complete takes them (every candidate, once the form is complete). */
export function decisionsBodyOf(result: MeetVoteResult, decisions: Decisions): CandidateDecision[] {
  return result.agendas.flatMap((agenda) =>
    agenda.candidates.flatMap((c) => {
      const isPassed = decisions[c.candidateSeq];
      return typeof isPassed === "boolean" ? [{ candidateSeq: c.candidateSeq, isPassed }] : [];
    }),
  );
}
