import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import { edocPortFromConfig } from "../../providers/edoc/edoc-port-from-config";
import { EPOST_DISPATCH_JOB } from "./e-posts.service";
import { dispatchDocument, runDelivery } from "./e-posts-delivery";

export const EPOST_DELIVERY_JOB = "e-posts.delivery";
/** Seconds between two runs of the delivery feed (due schedules, lost dispatches, recipients' progress). */
export const EPOST_DELIVERY_SECONDS = 3;

/** Electronic registered mail: a send's dispatch at once (or at its time), and the recurring delivery feed. */
export const epostsJobs: JobModule = {
  name: "e-posts",
  definitions: ({ db, jobs, config }) => {
    const port = edocPortFromConfig(db, config);
    return [
      job<{ id: number }>(EPOST_DISPATCH_JOB, async (data) => {
        await dispatchDocument({ db, port, id: data.id });
      }),
      recurringJob(jobs, EPOST_DELIVERY_JOB, EPOST_DELIVERY_SECONDS, () => runDelivery({ db, port })),
    ];
  },
  startFeeds: ({ jobs }) => sendRecurring(jobs, EPOST_DELIVERY_JOB, EPOST_DELIVERY_SECONDS),
};
