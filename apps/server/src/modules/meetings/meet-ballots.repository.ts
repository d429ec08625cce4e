import type { BallotChannel, BallotChoiceValue } from "@johap/contracts";
import { eq, sql } from "drizzle-orm";
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

export type CastStatementInput = {
  linkToken: string;
  unionSeq: number;
  meetSeq: number;
  meetParticipantSeq: number;
  unionRegisterSeq: number;
  receiptHash: string;
  castAt: Date;
  choices: { agendaSeq: number; candidateSeq: number; choice: BallotChoiceValue }[];
  evidence: {
    kind: string;
    subject: string;
    payload: Record<string, unknown>;
    ip: string | null;
    userAgent: string | null;
  };
};

/**
 * An electronic cast in one statement (its parts commit together or not at all): the voter's live delivery
 * and row (locked against a concurrent delete or edit), the meeting PROCESS of the token's union, the voting
 * window open at `castAt`; then the one ballot (the unique index refuses a second of any channel), its
 * choices, the voter VOTED / votedAt / PRE_ELECTRONIC_VOTED, and the evidence event queued for the union's
 * chain. Answers whether the ballot landed; when not, nothing was written and the caller finds out why.
 * One round trip instead of a dozen: a burst of voters casts at once.
 */
export async function castElectronicBallot(db: Db, input: CastStatementInput): Promise<boolean> {
  const at = input.castAt.toISOString();
  const result = await db.execute(sql`
    with voter as (
      select p.meet_participant_seq
      from meet_evote_sends s
      join meet_participants p on p.meet_participant_seq = s.meet_participant_seq
      join meets m on m.meet_seq = p.meet_seq
      join meet_electronic_votes e on e.meet_seq = m.meet_seq
      where s.link_token = ${input.linkToken} and s.status <> 'CANCELLED'
        and p.meet_participant_seq = ${input.meetParticipantSeq} and p.meet_seq = ${input.meetSeq}
        and p.union_register_seq = ${input.unionRegisterSeq} and p.deleted_at is null
        and m.union_seq = ${input.unionSeq} and m.meet_status = 'PROCESS'
        and e.vote_start_at <= ${at}::timestamptz and ${at}::timestamptz < e.vote_end_at
      for no key update of p
    ),
    ballot as (
      insert into meet_ballots (meet_seq, meet_participant_seq, channel, receipt_hash, cast_at)
      select ${input.meetSeq}, meet_participant_seq, 'ELECTRONIC', ${input.receiptHash}, ${at}::timestamptz from voter
      on conflict (meet_participant_seq) do nothing
      returning meet_participant_seq
    ),
    choices as (
      insert into meet_ballot_choices (meet_seq, agenda_seq, candidate_seq, choice, channel)
      select ${input.meetSeq}, c."agendaSeq", c."candidateSeq", c.choice, 'ELECTRONIC'
      from ballot, jsonb_to_recordset(${JSON.stringify(input.choices)}::jsonb)
        as c("agendaSeq" integer, "candidateSeq" integer, choice text)
    ),
    voted as (
      update meet_participants
      set evote_progress_status = 'VOTED', voted_at = ${at}::timestamptz, vote_category = 'PRE_ELECTRONIC_VOTED',
        updated_at = ${at}::timestamptz
      where meet_participant_seq in (select meet_participant_seq from ballot)
    ),
    evidence as (
      insert into audit_event_queue (union_seq, kind, subject, payload, occurred_at, ip, user_agent)
      select ${input.unionSeq}, ${input.evidence.kind}, ${input.evidence.subject},
        ${JSON.stringify(input.evidence.payload)}::jsonb, ${at}::timestamptz, ${input.evidence.ip},
        ${input.evidence.userAgent}
      from ballot
    )
    select count(*)::int as landed from ballot`);
  const [row] = (result as unknown as { rows: { landed: number }[] }).rows;
  return Number(row?.landed ?? 0) === 1;
}
