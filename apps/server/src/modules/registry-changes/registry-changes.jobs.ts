import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import { pollRegistryFeed, REGISTRY_FEED_JOB, settleTrace, TRACE_SETTLE_JOB } from "./registry-changes.service";

/** The registry office's subscription switch and its change feed (a poll every REGISTRY_FEED_SECONDS). */
export const registryChangesJobs: JobModule = {
  name: "registry-changes",
  definitions: ({ db, jobs, registry, config }) => [
    job<{ unionSeq: number; from: string; to: string }>(TRACE_SETTLE_JOB, (data) => settleTrace({ db, ...data })),
    recurringJob(jobs, REGISTRY_FEED_JOB, config.registryFeedSeconds, async () => {
      await pollRegistryFeed({ db, registry });
    }),
  ],
  startFeeds: ({ jobs, config }) => sendRecurring(jobs, REGISTRY_FEED_JOB, config.registryFeedSeconds),
};
