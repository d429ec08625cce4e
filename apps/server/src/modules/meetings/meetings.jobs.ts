import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import {
  MEET_START_JOB,
  MEET_SWEEP_JOB,
  MEET_SWEEP_SECONDS,
  startMeetIfDue,
  sweepDueMeets,
} from "./meetings-lifecycle";

/** Meetings start (BEFORE → PROCESS) by a job queued for their start, with a sweep for any missed. */
export const meetingsJobs: JobModule = {
  name: "meetings",
  definitions: ({ db, jobs }) => [
    job<{ meetSeq: number }>(MEET_START_JOB, async (data) => {
      await startMeetIfDue(db, data.meetSeq);
    }),
    recurringJob(jobs, MEET_SWEEP_JOB, MEET_SWEEP_SECONDS, async () => {
      await sweepDueMeets(db);
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, MEET_SWEEP_JOB, MEET_SWEEP_SECONDS),
};
