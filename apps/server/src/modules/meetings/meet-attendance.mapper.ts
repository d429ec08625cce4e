import type { OnsiteParticipantState } from "@johap/contracts";
import type { VoterWithBallot } from "./meet-attendance.repository";
import { isDuplicateVote } from "./meet-attendance.rules";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** `n` or `n-m` (a sub number of 0 is not written). */
export const registerNoOf = (main: number, sub: number) => (sub ? `${main}-${sub}` : `${main}`);

/** The one place a voter row becomes its on-site state: written submission, attendance, vote category. */
export function toOnsiteState(v: VoterWithBallot): OnsiteParticipantState {
  const hasWritten = v.writtenSubmissionAt !== null && v.writtenWithdrawalAt === null;
  return {
    meetParticipantSeq: v.meetParticipantSeq,
    writtenSubmissionType: v.writtenSubmissionType,
    writtenSubmissionStatus: v.writtenSubmissionStatus,
    writtenSubmissionAt: iso(v.writtenSubmissionAt),
    writtenWithdrawalAt: iso(v.writtenWithdrawalAt),
    attendExpectedType: v.attendExpectedType,
    attendanceCategory: v.attendanceCategory,
    attendAt: iso(v.attendAt),
    voteCategory: v.voteCategory,
    isDuplicateVote: isDuplicateVote({ ballotChannel: v.ballotChannel, hasWritten }),
  };
}
