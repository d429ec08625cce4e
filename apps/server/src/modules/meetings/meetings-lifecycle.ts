import { meetStartOf } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Jobs } from "../../platform/jobs";
import { meetStartRow, meetsDue, setMeetStatus } from "./meets-open.repository";

/** Starts one meeting when its start has come (data: `{meetSeq}`). */
export const MEET_START_JOB = "meetings.start";
/** The recurring safety feed: starts every BEFORE meeting whose start passed (a lost or late job's work). */
export const MEET_SWEEP_JOB = "meetings.sweep";
export const MEET_SWEEP_SECONDS = 60;

/** Queues the meeting's start (pg-boss `startAfter`); the job re-reads the meeting, so a stale one does nothing. */
export async function scheduleMeetStart(jobs: Jobs, meetSeq: number, startAt: Date) {
  await jobs.send(MEET_START_JOB, { meetSeq }, { startAfter: startAt });
}

/**
 * BEFORE → PROCESS once the meeting's start has come: the e-vote start (ELECTRONIC), the written submission
 * start (ONSITE), the earlier of them (ONSITE_ELECTRONIC); under the meeting's row lock, idempotent. Answers
 * the status it leaves, or null for no such meeting.
 */
export function startMeetIfDue(db: Db, meetSeq: number, now: Date = new Date()) {
  return inTransaction(db, async (tx) => {
    const [row] = await meetStartRow(tx, meetSeq, { forUpdate: true });
    if (!row) return null;
    if (row.meetStatus !== "BEFORE") return row.meetStatus;
    const startAt = meetStartOf({
      electronicVote: row.voteStartAt ? { voteStartAt: row.voteStartAt } : null,
      onsiteVote: row.submissionStartAt ? { submissionStartAt: row.submissionStartAt } : null,
    });
    if (!startAt || startAt > now) return row.meetStatus;
    await setMeetStatus(tx, meetSeq, "PROCESS");
    return "PROCESS" as const;
  });
}

/** Starts every BEFORE meeting whose start has passed; answers how many started. */
export async function sweepDueMeets(db: Db, now: Date = new Date()) {
  let started = 0;
  for (const meetSeq of await meetsDue(db, now)) {
    if ((await startMeetIfDue(db, meetSeq, now)) === "PROCESS") started += 1;
  }
  return started;
}
