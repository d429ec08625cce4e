import type { BallotChannel, BallotChoiceValue } from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { meetBallotChoices, meetBallots, meetParticipants } from "./meetings.table";

/**
 * Inserts the voter's one ballot; null when the voter has one already (the unique index on the voter decides,
 * so of two concurrent casts only one lands).
 */
export async function insertBallot(
  db: Db,
  row: { meetSeq: number; meetParticipantSeq: number; channel: BallotChannel; receiptHash: string; castAt: Date },
) {
  const [inserted] = await db
    .insert(meetBallots)
    .values(row)
    .onConflictDoNothing({ target: meetBallots.meetParticipantSeq })
    .returning({ ballotSeq: meetBallots.ballotSeq });
  return inserted ?? null;
}

/** The choices of a ballot, with no link to the voter or the ballot (secret ballot: counts only). */
export async function insertChoices(
  db: Db,
  meetSeq: number,
  channel: BallotChannel,
  choices: { agendaSeq: number; candidateSeq: number; choice: BallotChoiceValue }[],
) {
  if (choices.length === 0) return;
  await db.insert(meetBallotChoices).values(choices.map((c) => ({ meetSeq, channel, ...c })));
}

/** The voter after an electronic cast: VOTED at `at`, vote category PRE_ELECTRONIC_VOTED. */
export function markVoted(db: Db, meetParticipantSeq: number, at: Date) {
  return db
    .update(meetParticipants)
    .set({ evoteProgressStatus: "VOTED", votedAt: at, voteCategory: "PRE_ELECTRONIC_VOTED", updatedAt: at })
    .where(eq(meetParticipants.meetParticipantSeq, meetParticipantSeq));
}
