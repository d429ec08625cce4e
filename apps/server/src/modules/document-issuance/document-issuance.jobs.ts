import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import { advanceIssuance } from "./document-issuance.process";
import { openIssuanceSeqs } from "./document-issuance.repository";
import { DOCUMENT_ISSUANCE_JOB } from "./document-issuance.service";

export const DOCUMENT_ISSUANCE_SWEEP_JOB = "document-issuance.sweep";
export const DOCUMENT_ISSUANCE_SWEEP_SECONDS = 30;

/**
 * An order is moved on by its own job, which queues itself again for the next ready time until the order is
 * complete; the sweep every 30 s moves on any order whose job was lost (a crash between commit and send).
 */
export const documentIssuanceJobs: JobModule = {
  name: "document-issuance",
  definitions: ({ db, store, registry, log, jobs }) => [
    job<{ documentIssuanceSeq: number }>(DOCUMENT_ISSUANCE_JOB, async (data) => {
      const next = await advanceIssuance({ db, store, registry, log }, data.documentIssuanceSeq);
      if (next) await jobs.send(DOCUMENT_ISSUANCE_JOB, data, { startAfter: next });
    }),
    recurringJob(jobs, DOCUMENT_ISSUANCE_SWEEP_JOB, DOCUMENT_ISSUANCE_SWEEP_SECONDS, async () => {
      for (const seq of await openIssuanceSeqs(db)) await advanceIssuance({ db, store, registry, log }, seq);
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, DOCUMENT_ISSUANCE_SWEEP_JOB, DOCUMENT_ISSUANCE_SWEEP_SECONDS),
};
