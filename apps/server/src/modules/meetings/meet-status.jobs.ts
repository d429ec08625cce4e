import type { JobModule } from "../../platform/job-registry";
import { recurringJob, sendRecurring } from "../../platform/jobs";
import { countEndedElectronicMeets } from "./meet-status.service";

/** Moves electronic-only meetings whose e-vote ended to COUNTING (의결선택 완료 및 총회 종료 follows). */
export const MEET_COUNTING_SWEEP_JOB = "meetings.counting-sweep";
export const MEET_COUNTING_SWEEP_SECONDS = 60;

export const meetStatusJobs: JobModule = {
  name: "meet-status",
  definitions: ({ db, jobs }) => [
    recurringJob(jobs, MEET_COUNTING_SWEEP_JOB, MEET_COUNTING_SWEEP_SECONDS, async () => {
      await countEndedElectronicMeets(db);
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, MEET_COUNTING_SWEEP_JOB, MEET_COUNTING_SWEEP_SECONDS),
};
