import {
  type AgendaKind,
  type BallotChannel,
  decideResolution,
  evaluateAgendas,
  participationOf,
  type QuorumEvaluation,
  type QuorumVoter,
  quorumVoterOf,
  type ResultAgenda,
  type ResultCandidate,
  type UnionQuorumOverrides,
  type VoteCounts,
  voteRate,
} from "@johap/contracts";
import type {
  ChoiceCountRow,
  QuorumFactsRow,
  ResultAgendaRow,
  TallyCountRowStored,
  TallyEntryRow,
} from "./meet-results.repository";

/**
 * The results of a meeting assembled from its counts (pure): the electronic and online ballots' choices
 * (counted by the database), the written and on-site hand counts, and the quorum engine's evaluation per
 * agenda and decision per candidate. The rules are the contracts' (`evaluateAgendas`, `decideResolution`,
 * `voteRate`); this only adds the channels up.
 */

export const EMPTY_COUNTS: VoteCounts = {
  yesCount: 0,
  noCount: 0,
  abstentionCount: 0,
  selectedCount: 0,
  totalCount: 0,
};

type Channel = "electronic" | "online" | "written" | "onsite";
const CHANNEL_OF: Record<BallotChannel, Channel> = {
  ELECTRONIC: "electronic",
  ONLINE: "online",
  WRITTEN: "written",
  ONSITE: "onsite",
};

export type ResultInputs = {
  agendas: ResultAgendaRow[];
  /** Ballots per counted channel (electronic, online). */
  ballots: Partial<Record<BallotChannel, number>>;
  choices: ChoiceCountRow[];
  entries: Pick<TallyEntryRow, "entryType" | "finalCount">[];
  tallyCounts: Pick<
    TallyCountRowStored,
    "entryType" | "candidateSeq" | "yesCount" | "noCount" | "abstentionCount" | "selectedCount"
  >[];
  quorum: Map<number, QuorumEvaluation>;
};

const add = (a: VoteCounts, b: VoteCounts): VoteCounts => ({
  yesCount: a.yesCount + b.yesCount,
  noCount: a.noCount + b.noCount,
  abstentionCount: a.abstentionCount + b.abstentionCount,
  selectedCount: a.selectedCount + b.selectedCount,
  totalCount: a.totalCount + b.totalCount,
});

/** The number a candidate's rate and decision rest on: its yes votes (찬반) or its selections (선택). */
export const supportOf = (voteForm: "AGAINST" | "SELECT", counts: VoteCounts) =>
  voteForm === "AGAINST" ? counts.yesCount : counts.selectedCount;

/** Every agenda with its candidates' counts per channel, their total and rate, and the engine's decision. */
export function assembleAgendas(inputs: ResultInputs): ResultAgenda[] {
  const voted: Record<Channel, number> = {
    electronic: inputs.ballots.ELECTRONIC ?? 0,
    online: inputs.ballots.ONLINE ?? 0,
    written: inputs.entries.find((e) => e.entryType === "WRITTEN")?.finalCount ?? 0,
    onsite: inputs.entries.find((e) => e.entryType === "ONSITE")?.finalCount ?? 0,
  };
  const byCandidate = new Map<number, Record<Channel, VoteCounts>>();
  const cell = (candidateSeq: number) => {
    let c = byCandidate.get(candidateSeq);
    if (!c) {
      c = {
        electronic: { ...EMPTY_COUNTS },
        online: { ...EMPTY_COUNTS },
        written: { ...EMPTY_COUNTS },
        onsite: { ...EMPTY_COUNTS },
      };
      byCandidate.set(candidateSeq, c);
    }
    return c;
  };
  for (const row of inputs.choices) {
    const counts = cell(row.candidateSeq)[CHANNEL_OF[row.channel]];
    if (row.choice === "YES") counts.yesCount += row.count;
    else if (row.choice === "NO") counts.noCount += row.count;
    else if (row.choice === "ABSTAIN") counts.abstentionCount += row.count;
    else counts.selectedCount += row.count;
  }
  for (const row of inputs.tallyCounts) {
    const counts = cell(row.candidateSeq)[CHANNEL_OF[row.entryType]];
    counts.yesCount += row.yesCount;
    counts.noCount += row.noCount;
    counts.abstentionCount += row.abstentionCount;
    counts.selectedCount += row.selectedCount;
  }
  const totalVoted = voted.electronic + voted.online + voted.written + voted.onsite;
  return inputs.agendas.map((agenda) => {
    const quorum = inputs.quorum.get(agenda.agendaSeq)!;
    const candidates: ResultCandidate[] = agenda.candidates.map((candidate) => {
      const c = cell(candidate.candidateSeq);
      const withTotal = (channel: Channel) => ({ ...c[channel], totalCount: voted[channel] });
      const channels = {
        electronic: withTotal("electronic"),
        online: withTotal("online"),
        written: withTotal("written"),
        onsite: withTotal("onsite"),
      };
      const total = [channels.electronic, channels.online, channels.written, channels.onsite].reduce(add, {
        ...EMPTY_COUNTS,
      });
      const support = supportOf(agenda.voteForm, total);
      return {
        candidateSeq: candidate.candidateSeq,
        no: candidate.no,
        name: candidate.name,
        isPassed: candidate.isPassed,
        ...channels,
        total,
        rate: voteRate(support, total.totalCount),
        suggested: decideResolution(quorum, support),
      };
    });
    return {
      agendaSeq: agenda.agendaSeq,
      order: agenda.order,
      name: agenda.name,
      voteForm: agenda.voteForm,
      voteType: agenda.voteType,
      selectCount: agenda.selectCount,
      agendaKind: agenda.agendaKind,
      votedCounts: { ...voted, total: totalVoted },
      quorum,
      candidates,
    };
  });
}

/** A written state's stand-in times for `quorumVoterOf` (it reads only whether they are set). */
const SET = new Date(0);

/** The grouped facts as the engine's voters (a group of n is n voters). */
export function quorumVotersOf(rows: QuorumFactsRow[]): QuorumVoter[] {
  const voters: QuorumVoter[] = [];
  for (const row of rows) {
    const voter = quorumVoterOf({
      attendanceCategory: row.attendanceCategory,
      ballotChannel: row.ballotChannel,
      writtenSubmissionAt: row.written === "NONE" ? null : SET,
      writtenWithdrawalAt: row.written === "WITHDRAWN" ? SET : null,
      attendExpectedType: row.attendExpectedType,
      shareType: row.shareType,
      unionRegisterNoMain: row.unionRegisterNoMain,
      isRepresentative: row.isRepresentative,
    });
    for (let i = 0; i < row.count; i++) voters.push(voter);
  }
  return voters;
}

/** Each agenda's quorum evaluation, the participation folded once (virtual voters of a mock count as absent). */
export function quorumByAgenda(args: {
  agendas: { agendaSeq: number; agendaKind: AgendaKind }[];
  facts: QuorumFactsRow[];
  virtualCount: number;
  meetAt: Date;
  overrides?: UnionQuorumOverrides;
}): Map<number, QuorumEvaluation> {
  const participation = participationOf(quorumVotersOf(args.facts), args.virtualCount);
  const evaluated = evaluateAgendas(
    args.agendas.map((a) => ({ agendaSeq: a.agendaSeq, kind: a.agendaKind })),
    { meetAt: args.meetAt, participation, overrides: args.overrides },
  );
  return new Map(evaluated.map((a) => [a.agendaSeq, a.quorum]));
}
