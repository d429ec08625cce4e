import type { JobModule } from "../../platform/job-registry";
import { type Jobs, job, recurringJob, sendRecurring } from "../../platform/jobs";
import { CERTIFICATE_JOB } from "./meet-certificates.service";
import {
  makeCertificates,
  makeResultCertificate,
  meetsWaitingForResultFile,
  meetsWithWaitingCertificates,
} from "./meet-certificates-make";
import { JOINT_BOOK_JOB, makeJointBook } from "./meet-joint-book.service";

export const RESULT_CERTIFICATE_JOB = "meetings.result-certificate";
export const RESULT_CERTIFICATE_SWEEP_JOB = "meetings.result-certificate-sweep";
export const RESULT_CERTIFICATE_SWEEP_SECONDS = 30;

/**
 * Queues the result certificate of a meeting just completed (the completion calls it after its commit); the
 * sweep finds any it missed (a crash between the commit and the send, meetings completed by another process).
 */
export const queueResultCertificate = (jobs: Jobs, meetSeq: number) =>
  jobs.send(RESULT_CERTIFICATE_JOB, { meetSeq }, { singletonKey: `result-certificate:${meetSeq}` });

/**
 * 연명부 and certificates are made by jobs: the roster's two PDFs, requested certificates, the result PDF; a sweep
 * every 30 s makes the result PDFs and certificates nobody queued.
 */
export const meetCertificatesJobs: JobModule = {
  name: "meet-certificates",
  definitions: ({ db, store, log, jobs }) => [
    job<{ meetSeq: number }>(JOINT_BOOK_JOB, async (data) => {
      await makeJointBook({ db, store, log }, data.meetSeq);
    }),
    job<{ meetSeq: number }>(CERTIFICATE_JOB, async (data) => {
      await makeCertificates({ db, store, log }, data.meetSeq);
    }),
    job<{ meetSeq: number }>(RESULT_CERTIFICATE_JOB, async (data) => {
      await makeResultCertificate({ db, store, log }, data.meetSeq);
    }),
    recurringJob(jobs, RESULT_CERTIFICATE_SWEEP_JOB, RESULT_CERTIFICATE_SWEEP_SECONDS, async () => {
      for (const meetSeq of await meetsWaitingForResultFile(db)) {
        await makeResultCertificate({ db, store, log }, meetSeq);
      }
      for (const meetSeq of await meetsWithWaitingCertificates(db)) {
        await makeCertificates({ db, store, log }, meetSeq);
      }
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, RESULT_CERTIFICATE_SWEEP_JOB, RESULT_CERTIFICATE_SWEEP_SECONDS),
};
