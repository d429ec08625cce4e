import { deleteExpiredIdempotencyKeys } from "./idempotency";
import type { JobModule } from "./job-registry";
import { recurringJob, sendRecurring } from "./jobs";

/** Deletes expired `Idempotency-Key` records (24 hours old); hourly is plenty. */
export const IDEMPOTENCY_SWEEP_JOB = "platform.idempotency-sweep";
const SWEEP_SECONDS = 60 * 60;

/**
 * The sweep of expired `Idempotency-Key` records: each run deletes them and queues the next run. (A
 * claim also replaces its own expired key, so the sweep only keeps the table small.)
 */
export const idempotencyJobs: JobModule = {
  name: "idempotency",
  definitions: ({ db, jobs }) => [
    recurringJob(jobs, IDEMPOTENCY_SWEEP_JOB, SWEEP_SECONDS, async () => {
      await deleteExpiredIdempotencyKeys(db);
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, IDEMPOTENCY_SWEEP_JOB, SWEEP_SECONDS),
};
