import { randomUUID } from "node:crypto";
import {
  canResend,
  EVOTE_SEND_UNIT_COST,
  type EvoteSendKind,
  isResendWindowOpen,
  MEET_MESSAGES as M,
  RESEND_CLOSE_BEFORE_MS,
  type ResendCost,
  type ResendResult,
  MEET_VOTER_MESSAGES as V,
} from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest, notFound } from "../../platform/errors";
import { debitUsage } from "../../platform/ledger";
import { evotePhoneOf, requestEvoteSends } from "./evote/evote-sends";
import { type Meet, meetOf } from "./meet-lookup";
import { type ParticipantRow, unvotedVoterSeqs, votersBySeqs } from "./meet-participants.repository";
import { meetElectronicVotes } from "./meetings.table";

type MeetCall = { db: Db; unionSeq: number; meetSeq: number };
type Charge = { idempotencyKey: string | null; onCommit?: (tx: Db, result: ResendResult) => Promise<void> };

/** Ledger service type of ballot-link resends and encouragements (the entry's description names which). */
export const EVOTE_RESEND_SERVICE_TYPE = "MEETING_EVOTE";

const costOf = (count: number): ResendCost => ({
  count,
  unitCost: EVOTE_SEND_UNIT_COST,
  totalCost: count * EVOTE_SEND_UNIT_COST,
});

/**
 * The meeting's e-vote, open for a resend: a method with electronic voting, BEFORE or PROCESS, and until
 * 24 hours before the e-vote closes (spec 03 §9).
 */
async function assertResendOpen(db: Db, meet: Meet, now: Date) {
  if (meet.meetMethod === "ONSITE") throw badRequest(V.noElectronicVote);
  const [evote] = await db.select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meet.meetSeq));
  if (!evote) throw badRequest(V.noElectronicVote);
  if (meet.meetStatus !== "BEFORE" && meet.meetStatus !== "PROCESS") throw badRequest(V.resendNotAllowed);
  if (!isResendWindowOpen(evote.voteEndAt, now, RESEND_CLOSE_BEFORE_MS)) throw badRequest(V.resendClosed);
}

/** The named voters, every one of them live in the meeting, resendable (spec 03 §4) and with a number. */
async function resendVoters(db: Db, meet: Meet, seqs: number[]) {
  const unique = [...new Set(seqs)];
  const voters = await votersBySeqs(db, meet.meetSeq, unique);
  if (voters.length !== unique.length) throw notFound(M.participantNotFound);
  if (voters.some((v) => !canResend(meet.meetStatus, meet.meetMethod, v.evoteProgressStatus))) {
    throw badRequest(V.resendNotAllowed);
  }
  if (voters.some((v) => !evotePhoneOf(v))) throw badRequest(V.noPhone);
  return voters;
}

/** 재발송 비용 (POST .../electronic-vote/cost/calculate): what resending to the voters would cost. */
export async function resendCost(opts: MeetCall & { meetParticipantSeqs: number[] }): Promise<ResendCost> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  await assertResendOpen(opts.db, meet, new Date());
  const voters = await resendVoters(opts.db, meet, opts.meetParticipantSeqs);
  return costOf(voters.length);
}

/**
 * Charges and requests the deliveries in one transaction: the ledger entry (once per Idempotency-Key), then
 * `requestEvoteSends` (earlier links cancelled, fresh WAIT links, resendCount + 1, isResent).
 */
async function chargeAndSend(
  tx: Db,
  meet: Meet,
  voters: ParticipantRow[],
  kind: EvoteSendKind,
  charge: Charge,
): Promise<ResendResult> {
  const { totalCost, count } = costOf(voters.length);
  const label = kind === "ENCOURAGE" ? "독려 투표 재발송" : "전자투표 재발송";
  if (totalCost > 0) {
    await debitUsage(tx, {
      unionSeq: meet.unionSeq,
      amount: totalCost,
      serviceType: EVOTE_RESEND_SERVICE_TYPE,
      description: `${label} (${meet.name}, ${count}건)`,
      reference: `meet:${meet.meetSeq}:${kind.toLowerCase()}`,
      idempotencyKey: `meet-evote:${charge.idempotencyKey ?? randomUUID()}`,
    });
  }
  const { requested } = await requestEvoteSends(tx, {
    unionSeq: meet.unionSeq,
    meetSeq: meet.meetSeq,
    meetParticipantSeqs: voters.map((v) => v.meetParticipantSeq),
    kind,
    unitCost: totalCost > 0 ? EVOTE_SEND_UNIT_COST : 0,
  });
  const result = { requested, totalCost };
  await charge.onCommit?.(tx, result);
  return result;
}

/**
 * 전자투표 재발송 (POST .../electronic-vote/resend, spec 03 §4 and §9): until 24 hours before the e-vote closes,
 * to voters neither VOTED nor WITH (outside PROCESS: only voters never sent to); charged once, then the old
 * links are cancelled and new ones texted. The consent box is the console's.
 */
export function resendEvote(opts: MeetCall & Charge & { meetParticipantSeqs: number[] }): Promise<ResendResult> {
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    await assertResendOpen(tx, meet, new Date());
    const voters = await resendVoters(tx, meet, opts.meetParticipantSeqs);
    return chargeAndSend(tx, meet, voters, "RESEND", opts);
  });
}

/**
 * 독려 투표 재발송 (POST /v2/general-meetings/{id}/participants/{participantId}/encourages and .../encourages):
 * a fresh link to one unvoted voter, or to every unvoted voter with a number, while the meeting is PROCESS
 * and the resend window is open; charged like a resend.
 */
export function encourageVoters(
  opts: MeetCall & Charge & { meetParticipantSeq: number | null },
): Promise<ResendResult> {
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    await assertResendOpen(tx, meet, new Date());
    if (meet.meetStatus !== "PROCESS") throw badRequest(V.resendNotAllowed);
    let voters: ParticipantRow[];
    if (opts.meetParticipantSeq !== null) {
      voters = await votersBySeqs(tx, meet.meetSeq, [opts.meetParticipantSeq]);
      const voter = voters[0];
      if (!voter) throw notFound(M.participantNotFound);
      if (voter.voteCategory !== "NOT_VOTED" || voter.evoteProgressStatus === "VOTED") {
        throw badRequest(V.encourageAlreadyVoted);
      }
      if (voter.evoteProgressStatus === "WITH") throw badRequest(V.resendNotAllowed);
      if (!evotePhoneOf(voter)) throw badRequest(V.noPhone);
    } else {
      const seqs = await unvotedVoterSeqs(tx, meet.meetSeq);
      voters = (await votersBySeqs(tx, meet.meetSeq, seqs)).filter((v) => evotePhoneOf(v));
      if (voters.length === 0) throw badRequest(V.nobodyToEncourage);
    }
    return chargeAndSend(tx, meet, voters, "ENCOURAGE", opts);
  });
}
