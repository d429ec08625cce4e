import {
  type CompletedAgenda,
  MEET_RESULT_EVIDENCE_KINDS,
  type MeetCompleteBody,
  MeetCompleteBodySchema,
  type MeetFormalDraft,
  type MeetStatus,
  type MeetStatusBody,
  type MeetStatusResult,
  MEET_RESULT_MESSAGES as R,
  resultFormProblem,
  STORAGE_EXTENSION_YEARS,
  tallyStartBlock,
  tallyStartBlockMessage,
} from "@johap/contracts";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import { appendEvidence, sha256 } from "../../platform/evidence/evidence-chain";
import { drainEvidenceQueue, queueEvidence } from "../../platform/evidence/evidence-queue";
import { factsGroups } from "./meet-attendance.repository";
import { isDuplicateVote } from "./meet-attendance.rules";
import type { RequestOrigin } from "./meet-attendance.service";
import { type Meet, meetOf } from "./meet-lookup";
import { onlineProgressOf } from "./meet-online-progress";
import {
  electronicVoteOf,
  insertMeetResult,
  meetResultOf,
  resetTally,
  resultAgendas,
  setDecisions,
} from "./meet-results.repository";
import { completedOf, loadVoteResult, type MeetCall } from "./meet-results.service";
import {
  meetAgendas,
  meetCandidates,
  meetElectronicVotes,
  meetOnsiteVotes,
  meetParticipants,
  meets,
} from "./meetings.table";
import { isMeetPassword } from "./meets-password.service";

/**
 * The meeting's status flow (spec 03 §4): 개표 결과 입력하기 (PROCESS → COUNTING), 결과 재입력 (COUNTING →
 * PROCESS, tallies reset, 연명부 deleted), 총회 종료 / 의결선택 완료 및 총회 종료 (→ COMPLETE with the quorum
 * applied and the evidence chain's head stored), the e-vote's end for electronic-only meetings (a job), and
 * the mock's formal draft. Every change holds the meeting's row lock, so it waits for (and then sees) any
 * voter change in flight, and records an evidence event: queued for the status changes (the `evidence.drain` job
 * chains them, and the completion drains the queue first), appended at once for the completion, whose event is
 * the result's chain head.
 */

type StatusCall = MeetCall & { actor: Actor; origin: RequestOrigin; now?: Date };

async function checkPassword(meet: Meet, password: string) {
  if (!(await isMeetPassword(meet.passwordHash, password))) throw badRequest(R.passwordWrong);
}

/** Voters with an electronic (or online) ballot and a standing written submission (the tally resolves them). */
export async function duplicateVoteCount(db: Db, meetSeq: number) {
  return (await factsGroups(db, meetSeq)).filter(isDuplicateVote).reduce((sum, g) => sum + g.count, 0);
}

const hasEvoteEnded = (voteEndAt: Date | null | undefined, now: Date) => voteEndAt != null && voteEndAt <= now;

async function setStatus(tx: Db, meetSeq: number, meetStatus: MeetStatus, extra: Partial<typeof meets.$inferInsert>) {
  await tx
    .update(meets)
    .set({ meetStatus, updatedAt: new Date(), ...extra })
    .where(eq(meets.meetSeq, meetSeq));
}

/**
 * PATCH /v1/meets/{meetSeq}/status: COUNTING from PROCESS when `tallyStartBlock` allows it (not while the online
 * meeting votes or is on air), or PROCESS from COUNTING (re-entry). Password first, then the
 * rules; answers the status before and after.
 */
export async function changeMeetStatus(opts: StatusCall & { body: MeetStatusBody }): Promise<MeetStatusResult> {
  const now = opts.now ?? new Date();
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    await checkPassword(meet, opts.body.password);
    const previousStatus = meet.meetStatus;
    let payload: Record<string, unknown>;
    if (opts.body.status === "COUNTING") {
      const evote = await electronicVoteOf(tx, meet.meetSeq);
      const duplicates = meet.meetMethod === "ONSITE_ELECTRONIC" ? await duplicateVoteCount(tx, meet.meetSeq) : 0;
      const online = await onlineProgressOf(tx, meet.meetSeq);
      const block = tallyStartBlock({
        meetMethod: meet.meetMethod,
        meetStatus: meet.meetStatus,
        voteEndAt: evote?.voteEndAt ?? null,
        duplicateVoteCount: duplicates,
        isOnlineVoting: online.isVoting,
        isOnlineBroadcasting: online.isBroadcasting,
        now,
      });
      if (block) throw badRequest(tallyStartBlockMessage(block, duplicates));
      await setStatus(tx, meet.meetSeq, "COUNTING", {});
      payload = {};
    } else {
      if (meet.meetStatus !== "COUNTING") throw badRequest(R.notCounting);
      const { jointBookDeleted } = await resetTally(tx, meet.meetSeq);
      await setStatus(tx, meet.meetSeq, "PROCESS", {});
      payload = { jointBookDeleted };
    }
    // Queued like the ballots (ARCHITECTURE.md "Evidence"): the completion drains the queue before it takes the head.
    await queueEvidence(tx, {
      unionSeq: meet.unionSeq,
      kind: opts.body.status === "COUNTING" ? MEET_RESULT_EVIDENCE_KINDS.counting : MEET_RESULT_EVIDENCE_KINDS.reset,
      subject: `meet:${meet.meetSeq}`,
      payload: { meetSeq: meet.meetSeq, memberSeq: opts.actor.memberSeq, previousStatus, ...payload },
      ip: opts.origin.ip,
      userAgent: opts.origin.userAgent,
      occurredAt: now,
    });
    return {
      meetSeq: meet.meetSeq,
      previousStatus,
      meetStatus: opts.body.status,
      message: opts.body.status === "COUNTING" ? R.countingDone : R.resetDone,
    };
  });
}

/** Whether the meeting may be completed now: COUNTING, or an electronic-only meeting whose e-vote ended. */
async function completable(tx: Db, meet: Meet, now: Date) {
  if (meet.meetStatus === "COUNTING") return true;
  if (meet.meetStatus !== "PROCESS" || meet.meetMethod !== "ELECTRONIC") return false;
  return hasEvoteEnded((await electronicVoteOf(tx, meet.meetSeq))?.voteEndAt, now);
}

const addYears = (at: Date, years: number) => {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

/**
 * POST /v1/meets/{meetSeq}/complete: the result form's decisions on every candidate (제 N호 안건 결과 미입력),
 * the hand counts entered, no 가결 where the agenda's quorum failed; then, with the evidence queue drained (so
 * every ballot's event is in the chain), one MEET_COMPLETED event whose index and hash are the chain head the
 * result keeps (meet_results), the decisions stored, COMPLETE with completedAt and the documents' first storage
 * period (5 years). Answers the confirmed result.
 */
export async function completeMeet(opts: StatusCall & { body: MeetCompleteBody }) {
  const body = MeetCompleteBodySchema.parse(opts.body);
  const now = opts.now ?? new Date();
  // The ballots' events are queued (a burst of casts); chain them before the result's head is taken. Voting
  // is closed by now (COUNTING, or the e-vote ended), so nothing queued for this meeting comes after it.
  await drainEvidenceQueue(opts.db, { unionSeq: opts.unionSeq });
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    await checkPassword(meet, body.password);
    if (!(await completable(tx, meet, now))) throw badRequest(R.notCounting);
    const result = await loadVoteResult(tx, meet);
    if (!result.isTallyEntered) throw badRequest(R.tallyMissing);
    const decided = new Map(body.decisions.map((d) => [d.candidateSeq, d.isPassed]));
    const known = new Set(result.agendas.flatMap((a) => a.candidates.map((c) => c.candidateSeq)));
    if ([...decided.keys()].some((seq) => !known.has(seq))) throw badRequest(R.decisionUnknown);
    const problem = resultFormProblem(
      result.agendas.map((a) => ({
        order: a.order,
        candidates: a.candidates.map((c) => ({ isPassed: decided.get(c.candidateSeq) })),
      })),
    );
    if (problem) throw badRequest(problem);
    for (const agenda of result.agendas) {
      const blocked = agenda.candidates.some(
        (c) => decided.get(c.candidateSeq) === true && c.suggested.decision === "NO_QUORUM",
      );
      if (blocked) throw badRequest(R.noQuorumPassed(agenda.order));
    }
    const agendas: CompletedAgenda[] = result.agendas.map((a) => ({
      agendaSeq: a.agendaSeq,
      order: a.order,
      name: a.name,
      agendaKind: a.agendaKind,
      quorum: a.quorum,
      candidates: a.candidates.map((c) => ({
        candidateSeq: c.candidateSeq,
        no: c.no,
        name: c.name,
        total: c.total,
        rate: c.rate,
        suggested: c.suggested,
        isPassed: decided.get(c.candidateSeq)!,
      })),
    }));
    const summary = {
      agendas,
      votedCounts: result.agendas[0]?.votedCounts ?? null,
      entries: result.entries,
      totalParticipantCount: result.totalParticipantCount,
    };
    const event = await appendEvidence(tx, {
      unionSeq: meet.unionSeq,
      kind: MEET_RESULT_EVIDENCE_KINDS.complete,
      subject: `meet:${meet.meetSeq}`,
      payload: {
        meetSeq: meet.meetSeq,
        memberSeq: opts.actor.memberSeq,
        summaryHash: sha256(JSON.stringify(summary)),
        decisions: agendas.flatMap((a) => a.candidates.map((c) => [c.candidateSeq, c.isPassed])),
      },
      ip: opts.origin.ip,
      userAgent: opts.origin.userAgent,
      occurredAt: now,
    });
    await setDecisions(
      tx,
      agendas.flatMap((a) => a.candidates.map((c) => ({ candidateSeq: c.candidateSeq, isPassed: c.isPassed }))),
    );
    await insertMeetResult(tx, {
      meetSeq: meet.meetSeq,
      confirmedAt: now,
      confirmedBy: opts.actor.memberSeq,
      chainIndex: event.chainIndex,
      chainHeadHash: event.hash,
      summary,
    });
    await setStatus(tx, meet.meetSeq, "COMPLETE", {
      completedAt: now,
      documentStorageEndAt: meet.documentStorageEndAt ?? addYears(now, STORAGE_EXTENSION_YEARS),
    });
    const after = await meetOf(tx, opts.unionSeq, opts.meetSeq);
    return completedOf(after, await meetResultOf(tx, meet.meetSeq));
  });
}

/**
 * An electronic-only meeting whose e-vote has ended moves PROCESS → COUNTING (spec 03 §4: the console then
 * offers 의결선택 완료 및 총회 종료). Under the row lock, idempotent; answers how many moved.
 */
export async function countEndedElectronicMeets(db: Db, now: Date = new Date()) {
  const due = await db
    .select({ meetSeq: meets.meetSeq })
    .from(meets)
    .innerJoin(meetElectronicVotes, eq(meetElectronicVotes.meetSeq, meets.meetSeq))
    .where(
      and(eq(meets.meetStatus, "PROCESS"), eq(meets.meetMethod, "ELECTRONIC"), lte(meetElectronicVotes.voteEndAt, now)),
    );
  let moved = 0;
  for (const { meetSeq } of due) {
    const changed = await inTransaction(db, async (tx) => {
      const [meet] = await tx.select().from(meets).where(eq(meets.meetSeq, meetSeq)).for("update");
      if (meet?.meetStatus !== "PROCESS") return false as const;
      await setStatus(tx, meetSeq, "COUNTING", {});
      await queueEvidence(tx, {
        unionSeq: meet.unionSeq,
        kind: MEET_RESULT_EVIDENCE_KINDS.counting,
        subject: `meet:${meetSeq}`,
        payload: { meetSeq, memberSeq: null, previousStatus: "PROCESS", reason: "EVOTE_ENDED" },
        occurredAt: now,
      });
      return true;
    });
    if (changed) moved += 1;
  }
  return moved;
}

/**
 * GET /v1/meets/{meetSeq}/formal-draft (정식 총회로 전환): a COMPLETE mock meeting's settings as the opening
 * wizard's input (times left out; the mock's real voters' register entries, deleted voters left out).
 */
export async function formalDraft(opts: MeetCall): Promise<MeetFormalDraft> {
  const { db } = opts;
  const meet = await meetOf(db, opts.unionSeq, opts.meetSeq);
  if (!meet.isMock) throw badRequest(R.notMock);
  if (meet.meetStatus !== "COMPLETE") throw badRequest(R.notComplete);
  const [evote] = await db.select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meet.meetSeq));
  const [onsite] = await db.select().from(meetOnsiteVotes).where(eq(meetOnsiteVotes.meetSeq, meet.meetSeq));
  const agendas = await resultAgendas(db, meet.meetSeq);
  const agendaRows = await db.select().from(meetAgendas).where(eq(meetAgendas.meetSeq, meet.meetSeq));
  const candidateRows = await db.select().from(meetCandidates).where(eq(meetCandidates.meetSeq, meet.meetSeq));
  const voters = await db
    .select({ unionRegisterSeq: meetParticipants.unionRegisterSeq })
    .from(meetParticipants)
    .where(and(eq(meetParticipants.meetSeq, meet.meetSeq), isNull(meetParticipants.deletedAt)));
  const agendaRow = new Map(agendaRows.map((a) => [a.agendaSeq, a]));
  const candidateRow = new Map(candidateRows.map((c) => [c.candidateSeq, c]));
  return {
    sourceMeetSeq: meet.meetSeq,
    isMock: false,
    openType: meet.openType,
    meetType: meet.meetType,
    meetMethod: meet.meetMethod,
    name: meet.name,
    moverName: meet.moverName,
    noticeFileSeq: meet.noticeFileSeq,
    writtenResolutionFileSeq: meet.writtenResolutionFileSeq,
    unionRegisterSeqs: voters.flatMap((v) => (v.unionRegisterSeq === null ? [] : [v.unionRegisterSeq])),
    voteAdditional: {
      isVoteAdditionalInputEnabled: meet.isVoteAdditionalInputEnabled,
      voteAdditionalTitle: meet.voteAdditionalTitle,
      voteAdditionalContent: meet.voteAdditionalContent,
    },
    electronicVote: evote
      ? {
          signatureType: evote.signatureType,
          senderName: evote.senderName,
          contactNo: evote.contactNo,
          description: evote.description,
        }
      : null,
    onsiteVote: onsite
      ? {
          zipNo: onsite.zipNo,
          jibunAddress: onsite.jibunAddress,
          roadAddress: onsite.roadAddress,
          detailAddress: onsite.detailAddress,
          contactNo: onsite.contactNo,
          attendanceRate: onsite.attendanceRate,
        }
      : null,
    agendas: agendas.map((a) => ({
      order: a.order,
      name: a.name,
      description: agendaRow.get(a.agendaSeq)?.description ?? "",
      attachFileSeq: agendaRow.get(a.agendaSeq)?.attachFileSeq ?? null,
      voteForm: a.voteForm,
      voteType: a.voteType,
      selectCount: a.selectCount,
      agendaKind: a.agendaKind,
      candidates: a.candidates.map((c) => ({
        no: c.no,
        name: c.name,
        description: candidateRow.get(c.candidateSeq)?.description ?? "",
        attachFileSeq: candidateRow.get(c.candidateSeq)?.attachFileSeq ?? null,
      })),
    })),
  };
}
