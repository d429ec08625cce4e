import type { JobModule } from "../job-registry";
import { recurringJob, sendRecurring } from "../jobs";
import { deliverSystemTexts, SYSTEM_TEXTS_JOB } from "./system-texts-outbox";

/** Seconds between two runs of the service-notice outbox. */
const OUTBOX_SECONDS = 2;

/** The service-notice outbox: each run delivers what is queued and queues the next run. */
export const systemTextsJobs: JobModule = {
  name: "system-texts",
  definitions: ({ db, jobs, smsGateway }) => [
    recurringJob(jobs, SYSTEM_TEXTS_JOB, OUTBOX_SECONDS, async () => {
      await deliverSystemTexts({ db, gateway: smsGateway });
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, SYSTEM_TEXTS_JOB, OUTBOX_SECONDS),
};
