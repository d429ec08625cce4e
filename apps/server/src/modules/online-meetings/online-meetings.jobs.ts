import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import { expireStreamKeys } from "../../providers/streaming/simulator";
import { makeOnlineCertificate } from "./online-certificate";
import { confirmOnline, ONLINE_CERTIFICATE_JOB, ONLINE_CONFIRM_JOB } from "./online-meetings.service";

export const STREAMING_SWEEP_JOB = "streaming.expire-keys";
const SWEEP_SECONDS = 600;

/** The operator's confirmation (demo), the 온라인 총회 내역 증명서, and the streaming simulator's key sweep. */
export const onlineMeetingsJobs: JobModule = {
  name: "online-meetings",
  definitions: ({ db, jobs, store, log }) => [
    job<{ onlineGeneralMeetingSeq: number }>(ONLINE_CONFIRM_JOB, async (data) => {
      await confirmOnline({ db, onlineGeneralMeetingSeq: data.onlineGeneralMeetingSeq });
    }),
    job<{ onlineGeneralMeetingSeq: number; endAt: string }>(ONLINE_CERTIFICATE_JOB, async (data) => {
      await makeOnlineCertificate({ db, store, log }, data);
    }),
    recurringJob(jobs, STREAMING_SWEEP_JOB, SWEEP_SECONDS, async () => {
      await expireStreamKeys(db);
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, STREAMING_SWEEP_JOB, SWEEP_SECONDS),
};
