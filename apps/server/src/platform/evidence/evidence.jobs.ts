import type { JobModule } from "../job-registry";
import { recurringJob, sendRecurring } from "../jobs";
import { drainEvidenceQueue } from "./evidence-queue";

export const EVIDENCE_DRAIN_JOB = "evidence.drain";
/** Seconds between two drains of the evidence queue: how long a queued event waits for its place in the chain. */
export const EVIDENCE_DRAIN_SECONDS = 2;

/** The evidence queue appended to the unions' chains, one recurring run every few seconds. */
export const evidenceJobs: JobModule = {
  name: "evidence",
  definitions: ({ db, jobs }) => [
    recurringJob(jobs, EVIDENCE_DRAIN_JOB, EVIDENCE_DRAIN_SECONDS, async () => {
      await drainEvidenceQueue(db);
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, EVIDENCE_DRAIN_JOB, EVIDENCE_DRAIN_SECONDS),
};
