import { eq } from "drizzle-orm";
import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { changeCache } from "../../platform/change-cache";
import { unions } from "../union-users/union-users.table";
import { meetElectronicVotes, meets } from "./meetings.table";
import { agendasWithCandidates, onsiteOf, storedFiles } from "./owner-meetings.repository";

/** What every ballot of a meeting is read and checked against: the same for all its voters. */
async function loadBallotMeeting(db: Db, meetSeq: number) {
  const [row] = await db
    .select({ meet: meets, evote: meetElectronicVotes, unionName: unions.name })
    .from(meets)
    .innerJoin(meetElectronicVotes, eq(meetElectronicVotes.meetSeq, meets.meetSeq))
    .innerJoin(unions, eq(unions.unionSeq, meets.unionSeq))
    .where(eq(meets.meetSeq, meetSeq));
  if (!row) return null;
  const [agendas, onsite] = await Promise.all([agendasWithCandidates(db, meetSeq), onsiteOf(db, meetSeq)]);
  const fileSeqs = [
    row.meet.noticeFileSeq,
    ...agendas.flatMap(({ agenda, candidates }) => [agenda.attachFileSeq, ...candidates.map((c) => c.attachFileSeq)]),
  ].filter((seq): seq is number => seq !== null);
  const files = await storedFiles(db, [...new Set(fileSeqs)]);
  return { ...row, agendas, onsite, files };
}

export type BallotMeeting = NonNullable<Awaited<ReturnType<typeof loadBallotMeeting>>>;

/**
 * A meeting's ballot facts (the meeting, its e-vote and on-site parts, the union's name, agendas and
 * candidates, stored files) held in memory per process while a burst of voters opens and casts ballots,
 * forgotten when any of those tables changes (migration 0022). The cast itself re-checks the meeting's
 * status and voting window in the database.
 */
export type BallotMeetings = { of: (db: Db, meetSeq: number) => Promise<BallotMeeting | null> };

export function ballotMeetings(feed: ChangeFeed): BallotMeetings {
  const cache = changeCache<BallotMeeting | null>(feed, {
    tables: ["meets", "meet_electronic_votes", "meet_onsite_votes", "meet_agendas", "meet_candidates", "unions"],
    maxEntries: 100,
  });
  return { of: (db, meetSeq) => cache.get(String(meetSeq), () => loadBallotMeeting(db, meetSeq)) };
}
