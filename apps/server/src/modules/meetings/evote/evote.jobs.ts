import type { JobModule } from "../../../platform/job-registry";
import { recurringJob, sendRecurring } from "../../../platform/jobs";
import { collectEvoteReports, dispatchEvoteSends, sweepFirstSends } from "./evote-delivery";
import { evotePortFromConfig } from "./evote-port-from-config";

export const EVOTE_OUTBOX_JOB = "meetings.evote-outbox";
/** Seconds between two runs of the ballot-link outbox. */
export const EVOTE_OUTBOX_SECONDS = 3;

/**
 * Ballot-link delivery, one recurring run every few seconds: the first sends of meetings whose e-vote has
 * started, then the waiting deliveries handed to the e-vote port (`requestEvoteSends` queues them), then the
 * port's delivery reports written to the deliveries and voters.
 */
export const evoteJobs: JobModule = {
  name: "meetings-evote",
  definitions: ({ db, jobs, config }) => {
    const port = evotePortFromConfig(config.evote);
    return [
      recurringJob(jobs, EVOTE_OUTBOX_JOB, EVOTE_OUTBOX_SECONDS, async () => {
        await sweepFirstSends({ db });
        await dispatchEvoteSends({ db, port, publicBaseUrl: config.publicBaseUrl });
        await collectEvoteReports({ db, port });
      }),
    ];
  },
  startFeeds: ({ jobs }) => sendRecurring(jobs, EVOTE_OUTBOX_JOB, EVOTE_OUTBOX_SECONDS),
};
