import {
  type ChannelResult,
  checkTallyEntry,
  MEET_RESULT_EVIDENCE_KINDS,
  type MeetCompleted,
  type MeetVoteResult,
  MEET_RESULT_MESSAGES as R,
  type ResultAgenda,
  TALLY_ENTRY_TYPE_LABELS,
  type TallyAgenda,
  type TallyBody,
  TallyBodySchema,
  type TallyEntryType,
  tallyEntryTypesOf,
  voteRate,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import { queueEvidence } from "../../platform/evidence/evidence-queue";
import { voteCategoryOf } from "./meet-attendance.rules";
import type { RequestOrigin } from "./meet-attendance.service";
import { type Meet, meetOf } from "./meet-lookup";
import { onlineProgressOf, onlineUnsubmittedOf, withUnsubmittedOnline } from "./meet-online-progress";
import {
  ballotCounts,
  choiceCounts,
  meetResultOf,
  type QuorumFactsRow,
  quorumFacts,
  quorumOverridesOf,
  replaceTally,
  resultAgendas,
  tallyEntriesOf,
} from "./meet-results.repository";
import { assembleAgendas, EMPTY_COUNTS, quorumByAgenda, supportOf } from "./meet-results.rules";

export type MeetCall = { db: Db; unionSeq: number; meetSeq: number };

/** The virtual voters of a mock meeting count in totals and as absent members (they exist only in counts). */
export const virtualOf = (meet: Meet) => (meet.isMock ? meet.virtualParticipantCount : 0);

/**
 * What the management system registered for each hand count (the final count's bound): WRITTEN = voters whose
 * category is a written pre-vote (a standing written submission, no electronic ballot), ONSITE = voters who
 * vote on site (checked in, no pre-vote). Counted from the same facts as the vote summary.
 */
export function registeredOf(facts: QuorumFactsRow[]): Record<TallyEntryType, number> {
  const out: Record<TallyEntryType, number> = { WRITTEN: 0, ONSITE: 0 };
  for (const f of facts) {
    const category = voteCategoryOf({
      ballotChannel: f.ballotChannel,
      hasWritten: f.written === "SUBMITTED",
      attendanceCategory: f.attendanceCategory,
    });
    if (category === "PRE_WRITTEN_VOTED") out.WRITTEN += f.count;
    else if (category === "ONSITE_VOTED") out.ONSITE += f.count;
  }
  return out;
}

export const registeredCounts = async (db: Db, meetSeq: number) => registeredOf(await quorumFacts(db, meetSeq));

/** The meeting's results now (the tab, the tally chain, the completion), from its counts and the quorum engine. */
export async function loadVoteResult(db: Db, meet: Meet): Promise<MeetVoteResult> {
  const meetSeq = meet.meetSeq;
  const [agendas, cast, castChoices, tally, facts, overrides, confirmed, online, unsubmitted] = await Promise.all([
    resultAgendas(db, meetSeq),
    ballotCounts(db, meetSeq),
    choiceCounts(db, meetSeq, ["ELECTRONIC", "ONLINE"]),
    tallyEntriesOf(db, meetSeq),
    quorumFacts(db, meetSeq),
    quorumOverridesOf(db, meet.unionSeq),
    meetResultOf(db, meetSeq),
    onlineProgressOf(db, meetSeq),
    onlineUnsubmittedOf(db, meetSeq),
  ]);
  const { ballots, choices } = withUnsubmittedOnline(agendas, cast, castChoices, unsubmitted);
  const registered = registeredOf(facts);
  const quorum = quorumByAgenda({ agendas, facts, virtualCount: virtualOf(meet), meetAt: meet.meetAt, overrides });
  const tallyEntryTypes = tallyEntryTypesOf(meet.meetMethod);
  const totalParticipantCount = facts.reduce((sum, f) => sum + f.count, 0) + virtualOf(meet);
  return {
    meetSeq,
    meetStatus: meet.meetStatus,
    meetMethod: meet.meetMethod,
    isMock: meet.isMock,
    meetAt: meet.meetAt.toISOString(),
    totalParticipantCount,
    registered,
    tallyEntryTypes,
    entries: tally.entries.map((e) => ({
      type: e.entryType,
      finalCount: e.finalCount,
      enteredAt: e.enteredAt.toISOString(),
    })),
    isTallyEntered: tallyEntryTypes.every((type) => tally.entries.some((e) => e.entryType === type)),
    agendas: assembleAgendas({ agendas, ballots, choices, entries: tally.entries, tallyCounts: tally.counts, quorum }),
    confirmed: confirmed
      ? {
          confirmedAt: confirmed.confirmedAt.toISOString(),
          chainIndex: confirmed.chainIndex,
          chainHeadHash: confirmed.chainHeadHash,
        }
      : null,
    online,
  };
}

/** GET /v1/meets/{meetSeq}/vote/result. */
export async function voteResult(opts: MeetCall) {
  return loadVoteResult(opts.db, await meetOf(opts.db, opts.unionSeq, opts.meetSeq));
}

/** GET /electronic-vote/result and /online-vote/result: one channel's counted ballots per candidate. */
export async function channelResult(opts: MeetCall & { channel: "ELECTRONIC" | "ONLINE" }): Promise<ChannelResult> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const [agendas, cast, castChoices, unsubmitted] = await Promise.all([
    resultAgendas(opts.db, meet.meetSeq),
    ballotCounts(opts.db, meet.meetSeq),
    choiceCounts(opts.db, meet.meetSeq, [opts.channel]),
    opts.channel === "ONLINE" ? onlineUnsubmittedOf(opts.db, meet.meetSeq) : 0,
  ]);
  const { ballots, choices } = withUnsubmittedOnline(agendas, cast, castChoices, unsubmitted);
  // The channel's base: its ballots, and for the online one its unsubmitted attendees (기권 or 무효).
  const votedCount = ballots[opts.channel] ?? 0;
  return {
    meetSeq: meet.meetSeq,
    channel: opts.channel,
    votedCount: votedCount - unsubmitted,
    unsubmittedCount: unsubmitted,
    agendas: agendas.map((agenda) => ({
      agendaSeq: agenda.agendaSeq,
      order: agenda.order,
      name: agenda.name,
      voteForm: agenda.voteForm,
      voteType: agenda.voteType,
      selectCount: agenda.selectCount,
      candidates: agenda.candidates.map((candidate) => {
        const counts = { ...EMPTY_COUNTS, totalCount: votedCount };
        for (const row of choices) {
          if (row.candidateSeq !== candidate.candidateSeq) continue;
          if (row.choice === "YES") counts.yesCount += row.count;
          else if (row.choice === "NO") counts.noCount += row.count;
          else if (row.choice === "ABSTAIN") counts.abstentionCount += row.count;
          else counts.selectedCount += row.count;
        }
        return {
          candidateSeq: candidate.candidateSeq,
          no: candidate.no,
          name: candidate.name,
          counts,
          rate: voteRate(supportOf(agenda.voteForm, counts), votedCount),
        };
      }),
    })),
  };
}

/** The agendas as the tally bounds read them. */
export const tallyAgendasOf = (agendas: ResultAgenda[] | Awaited<ReturnType<typeof resultAgendas>>): TallyAgenda[] =>
  agendas.map((a) => ({
    agendaSeq: a.agendaSeq,
    order: a.order,
    voteForm: a.voteForm,
    voteType: a.voteType,
    selectCount: a.selectCount,
    candidates: a.candidates.map((c) => ({ candidateSeq: c.candidateSeq, no: c.no })),
  }));

/**
 * POST /v1/meets/{meetSeq}/vote/result: the tally chain's confirm. COUNTING only, a method with hand counts,
 * every type it needs exactly once, every row a candidate of the meeting; each entry through `checkTallyEntry`
 * against what the system registered (the first problem is the answer). Replaces earlier counts, records an
 * evidence event with the final counts and the entries' hash-free totals (no voter), answers the results.
 */
export async function enterTally(
  opts: MeetCall & { actor: Actor; origin: RequestOrigin; body: TallyBody; now?: Date },
) {
  const body = TallyBodySchema.parse(opts.body);
  const now = opts.now ?? new Date();
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    const types = tallyEntryTypesOf(meet.meetMethod);
    if (types.length === 0) throw badRequest(R.electronicOnlyNoTally);
    if (meet.meetStatus !== "COUNTING") throw badRequest(R.notCounting);
    const seen = new Set<TallyEntryType>();
    for (const entry of body.entries) {
      if (seen.has(entry.type)) throw badRequest(R.tallyEntryDuplicate);
      seen.add(entry.type);
    }
    const missing = types.find((type) => !seen.has(type));
    if (missing) throw badRequest(R.tallyEntryMissing(TALLY_ENTRY_TYPE_LABELS[missing]));
    const agendas = tallyAgendasOf(await resultAgendas(tx, meet.meetSeq));
    const agendaOfCandidate = new Map(agendas.flatMap((a) => a.candidates.map((c) => [c.candidateSeq, a] as const)));
    const registered = await registeredCounts(tx, meet.meetSeq);
    const stored: Parameters<typeof replaceTally>[3] = [];
    for (const entry of body.entries) {
      const rows: Record<number, Record<number, Record<string, number>>> = {};
      for (const row of entry.rows) {
        const agenda = agendaOfCandidate.get(row.candidateSeq);
        if (!agenda || agenda.agendaSeq !== row.agendaSeq) throw badRequest(R.tallyUnknownCandidate);
        const forAgenda = rows[row.agendaSeq] ?? {};
        rows[row.agendaSeq] = forAgenda;
        if (forAgenda[row.candidateSeq]) throw badRequest(R.tallyUnknownCandidate);
        const stray =
          agenda.voteForm === "AGAINST" ? row.selectedCount : row.yesCount + row.noCount + row.abstentionCount;
        if (stray > 0) throw badRequest(R.tallyUnknownCandidate);
        forAgenda[row.candidateSeq] =
          agenda.voteForm === "AGAINST"
            ? { YES: row.yesCount, NO: row.noCount, ABSTAIN: row.abstentionCount }
            : { SELECTED: row.selectedCount };
      }
      const check = checkTallyEntry({
        type: entry.type,
        registeredCount: registered[entry.type],
        finalCount: entry.finalCount,
        agendas,
        rows,
      });
      if (check.problems.length > 0) throw badRequest(check.problems[0]!.message);
      const outOfRange = check.totals.find((total) => !total.isInRange);
      if (outOfRange) throw badRequest(outOfRange.message!);
      stored.push({
        type: entry.type,
        finalCount: check.finalCount,
        rows: Object.entries(check.rows).flatMap(([agendaSeq, candidates]) =>
          Object.entries(candidates).map(([candidateSeq, row]) => ({
            agendaSeq: Number(agendaSeq),
            candidateSeq: Number(candidateSeq),
            yesCount: row.YES ?? 0,
            noCount: row.NO ?? 0,
            abstentionCount: row.ABSTAIN ?? 0,
            selectedCount: row.SELECTED ?? 0,
          })),
        ),
      });
    }
    await replaceTally(tx, meet.meetSeq, opts.actor.memberSeq, stored, now);
    // Queued like the ballots: the completion drains the queue before it takes the chain's head.
    await queueEvidence(tx, {
      unionSeq: meet.unionSeq,
      kind: MEET_RESULT_EVIDENCE_KINDS.tally,
      subject: `meet:${meet.meetSeq}`,
      payload: {
        meetSeq: meet.meetSeq,
        memberSeq: opts.actor.memberSeq,
        entries: stored.map((e) => ({
          type: e.type,
          finalCount: e.finalCount,
          rows: e.rows.map((r) => [r.candidateSeq, r.yesCount, r.noCount, r.abstentionCount, r.selectedCount]),
        })),
      },
      ip: opts.origin.ip,
      userAgent: opts.origin.userAgent,
      occurredAt: now,
    });
    return loadVoteResult(tx, meet);
  });
}

/** GET /v2/general-meetings/{id}/completed: the confirmed result, or an empty answer before completion. */
export async function completedResult(opts: MeetCall): Promise<MeetCompleted> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const result = await meetResultOf(opts.db, meet.meetSeq);
  return completedOf(meet, result);
}

type StoredResult = Awaited<ReturnType<typeof meetResultOf>>;

/** The stored result (meet_results.summary holds the agendas as completed) as the answer. */
export function completedOf(meet: Meet, result: StoredResult): MeetCompleted {
  const summary = (result?.summary ?? {}) as { agendas?: MeetCompleted["agendas"] };
  return {
    meetSeq: meet.meetSeq,
    meetStatus: meet.meetStatus,
    isCompleted: meet.meetStatus === "COMPLETE" && result !== null,
    completedAt: meet.completedAt?.toISOString() ?? null,
    confirmed: result
      ? {
          confirmedAt: result.confirmedAt.toISOString(),
          chainIndex: result.chainIndex,
          chainHeadHash: result.chainHeadHash,
        }
      : null,
    voteResultCertificateFilePath: meet.voteResultCertificateFilePath,
    agendas: summary.agendas ?? [],
  };
}
