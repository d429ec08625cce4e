import type { BallotChannel, BallotChoiceValue, VoteForm } from "@johap/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { unsubmittedCountsAs } from "../online-meetings/online-meetings.rules";

/**
 * Where a meeting's online meeting stands for the tally (spec 03 §4: 개표 결과 입력하기 is disabled while an online
 * meeting is in progress or its vote runs): its live (not cancelled) CREATED row VOTING or BROADCASTING. None: both
 * false.
 */
export async function onlineProgressOf(db: Db, meetSeq: number) {
  const result = await db.execute(sql`
    select vote_status, streaming_status from online_general_meetings
    where meet_seq = ${meetSeq} and canceled_at is null and service_status = 'CREATED'`);
  const [row] = (result as unknown as { rows: { vote_status: string; streaming_status: string | null }[] }).rows;
  return { isVoting: row?.vote_status === "VOTING", isBroadcasting: row?.streaming_status === "BROADCASTING" };
}

/**
 * Attendees of the meeting's closed online vote who cast no ballot (by any channel): the online meeting's viewers
 * (they joined) of live voters without a ballot, once the vote has been closed (voteEndedAt, PENDING again). Zero
 * while it votes or never voted.
 */
export async function onlineUnsubmittedOf(db: Db, meetSeq: number) {
  const result = await db.execute(sql`
    select count(*)::int as n
    from online_general_meetings o
    join online_meeting_viewers v on v.online_general_meeting_seq = o.online_general_meeting_seq
    join meet_participants p on p.meet_participant_seq = v.meet_participant_seq and p.deleted_at is null
    left join meet_ballots b on b.meet_participant_seq = p.meet_participant_seq
    where o.meet_seq = ${meetSeq} and o.canceled_at is null and o.service_status = 'CREATED'
      and o.vote_status = 'PENDING' and o.vote_ended_at is not null and b.ballot_seq is null`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}

/**
 * The online channel with its unsubmitted attendees counted (spec 03 §4: when the online vote closes, unsubmitted
 * votes count as abstain or invalid; the console's `unsubmittedCountsAs`): each is one more online ballot of every
 * agenda, 기권 on each candidate of an against (찬반) agenda, 무효 (no selection, in the total) on a select one.
 */
export function withUnsubmittedOnline<
  C extends { channel: BallotChannel; candidateSeq: number; choice: BallotChoiceValue; count: number },
>(
  agendas: { voteForm: VoteForm; candidates: { candidateSeq: number }[] }[],
  ballots: Partial<Record<BallotChannel, number>>,
  choices: C[],
  unsubmitted: number,
): { ballots: Partial<Record<BallotChannel, number>>; choices: C[] } {
  if (unsubmitted <= 0) return { ballots, choices };
  const abstentions = agendas.flatMap((agenda) =>
    unsubmittedCountsAs(agenda.voteForm) === "ABSTAIN"
      ? agenda.candidates.map(
          (c) => ({ channel: "ONLINE", candidateSeq: c.candidateSeq, choice: "ABSTAIN", count: unsubmitted }) as C,
        )
      : [],
  );
  return {
    ballots: { ...ballots, ONLINE: (ballots.ONLINE ?? 0) + unsubmitted },
    choices: [...choices, ...abstentions],
  };
}
