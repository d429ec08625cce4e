import {
  type AttendExpectedBody,
  MEET_ONSITE_MESSAGES as O,
  type WrittenSubmissionBody,
  type WrittenWithdrawalBody,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { badRequest } from "../../platform/errors";
import type { VoterWithBallot } from "./meet-attendance.repository";
import { actOnVoters, patchVoters, type VoterAction } from "./meet-attendance.service";
import { insertEditHistories, memberNameOf } from "./meet-written.repository";

/** A clock a little ahead of the server's is not "the future" (a minute's grace). */
const CLOCK_GRACE_MS = 60_000;

const withoutChannel = ({ ballotChannel: _, ...row }: VoterWithBallot) => row;

async function recordHistories(
  opts: VoterAction,
  tx: Db,
  before: VoterWithBallot[],
  after: VoterWithBallot[],
  reason: string,
) {
  if (after.length === 0) return;
  const previous = new Map(before.map((v) => [v.meetParticipantSeq, v]));
  const name = await memberNameOf(tx, opts.actor.memberSeq);
  await insertEditHistories(
    tx,
    after.map((a) => ({ after: withoutChannel(a), before: withoutChannel(previous.get(a.meetParticipantSeq)!) })),
    { memberSeq: opts.actor.memberSeq, name },
    reason,
  );
}

/**
 * 서면 제출 등록: a paper ballot handed in (직접, 등기, 담당자) by the owner, an agent, or marked 불참. Only while the
 * meeting is PROCESS; its time lies in the submission period and not in the future (a paper that came in time
 * may be entered later; one that came after the period is refused). It inserts no ballot (the paper is counted
 * at the tally) but makes the voter PRE_WRITTEN_VOTED, unless an electronic ballot stands: then the voter stays
 * PRE_ELECTRONIC_VOTED and counts as a duplicate vote for the tally to resolve. Registering again corrects it.
 */
export function registerWritten(opts: VoterAction & { input: Omit<WrittenSubmissionBody, "meetParticipantSeqs"> }) {
  return actOnVoters(opts, "MEET_WRITTEN_SUBMITTED", async (tx, { onsite, voters }) => {
    const now = Date.now();
    const at = opts.input.writtenSubmissionAt ? new Date(opts.input.writtenSubmissionAt) : new Date(now);
    if (at.getTime() > now + CLOCK_GRACE_MS) throw badRequest(O.writtenInFuture);
    if (at < onsite.submissionStartAt || at > onsite.submissionEndAt) throw badRequest(O.writtenOutOfPeriod);
    const changed = await patchVoters(tx, voters, {
      writtenSubmissionType: opts.input.writtenSubmissionType,
      writtenSubmissionStatus: opts.input.writtenSubmissionStatus,
      writtenSubmissionAt: at,
      writtenWithdrawalAt: null,
    });
    await recordHistories(opts, tx, voters, changed, "서면 제출 등록");
    return {
      changed,
      payload: {
        writtenSubmissionType: opts.input.writtenSubmissionType,
        writtenSubmissionStatus: opts.input.writtenSubmissionStatus,
        writtenSubmissionAt: at.toISOString(),
      },
    };
  });
}

/**
 * 서면 제출 철회: every named voter must have a standing written submission; the withdrawal lies between the
 * submission and now. The submission's facts stay (with `writtenWithdrawalAt`); the vote category falls back
 * to what the voter's other facts say (an on-site voter votes there, else NOT_VOTED).
 */
export function withdrawWritten(opts: VoterAction & { input: Omit<WrittenWithdrawalBody, "meetParticipantSeqs"> }) {
  return actOnVoters(opts, "MEET_WRITTEN_WITHDRAWN", async (tx, { voters }) => {
    const now = Date.now();
    const at = opts.input.writtenWithdrawalAt ? new Date(opts.input.writtenWithdrawalAt) : new Date(now);
    if (voters.some((v) => v.writtenSubmissionAt === null || v.writtenWithdrawalAt !== null)) {
      throw badRequest(O.notSubmitted);
    }
    if (at.getTime() > now + CLOCK_GRACE_MS) throw badRequest(O.writtenInFuture);
    if (voters.some((v) => at < v.writtenSubmissionAt!)) throw badRequest(O.withdrawalBeforeSubmission);
    const changed = await patchVoters(tx, voters, { writtenWithdrawalAt: at });
    await recordHistories(opts, tx, voters, changed, "서면 제출 철회");
    return { changed, payload: { writtenWithdrawalAt: at.toISOString() } };
  });
}

/**
 * 참석 예정 (예정, 거부, 미정, 미응답) of voters, as staff learn it; a change of the voter record (history EDIT),
 * no vote and no evidence event. Same frame as written submissions: an on-site meeting in PROCESS.
 */
export function setAttendExpected(opts: VoterAction & { input: Pick<AttendExpectedBody, "attendExpectedType"> }) {
  return actOnVoters(opts, null, async (tx, { voters }) => {
    const toChange = voters.filter((v) => v.attendExpectedType !== opts.input.attendExpectedType);
    const changed = await patchVoters(tx, toChange, { attendExpectedType: opts.input.attendExpectedType });
    await recordHistories(opts, tx, toChange, changed, "참석 예정 변경");
    return { changed, payload: {} };
  });
}
