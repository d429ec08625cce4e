import type { JobModule } from "../../platform/job-registry";
import { job, sendRecurring } from "../../platform/jobs";
import { pollRegistryFeed, REGISTRY_FEED_JOB, settleTrace, TRACE_SETTLE_JOB } from "./registry-changes.service";

/** The registry office's subscription switch and its change feed (a poll every REGISTRY_FEED_SECONDS). */
export const registryChangesJobs: JobModule = {
  name: "registry-changes",
  definitions: ({ db, jobs, registry, config }) => [
    job<{ unionSeq: number; from: string; to: string }>(TRACE_SETTLE_JOB, (data) => settleTrace({ db, ...data })),
    job(REGISTRY_FEED_JOB, async () => {
      try {
        await pollRegistryFeed({ db, registry });
      } finally {
        await sendRecurring(jobs, REGISTRY_FEED_JOB, config.registryFeedSeconds);
      }
    }),
  ],
  startFeeds: ({ jobs, config }) => sendRecurring(jobs, REGISTRY_FEED_JOB, config.registryFeedSeconds),
};
