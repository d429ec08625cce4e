import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import { makeConsentForm } from "./consent-form";
import { CONSENT_FORM_JOB, type ConsentFormJobData } from "./consent-form-queue";
import {
  advanceConsent,
  CONSENT_ADVANCE_JOB,
  CONSENT_SWEEP_JOB,
  CONSENT_SWEEP_SECONDS,
  sweepDueConsents,
} from "./consents-lifecycle";

/** Electronic consents start and end by jobs queued for their times, with a sweep for any missed. */
export const consentsJobs: JobModule = {
  name: "consents",
  definitions: ({ db, jobs, store, config }) => [
    job<{ consentSeq: number }>(CONSENT_ADVANCE_JOB, async (data) => {
      await advanceConsent(db, data.consentSeq);
    }),
    job<ConsentFormJobData>(CONSENT_FORM_JOB, async (data) => {
      await makeConsentForm({ db, store, publicBaseUrl: config.publicBaseUrl }, data.recipientSeq);
    }),
    recurringJob(jobs, CONSENT_SWEEP_JOB, CONSENT_SWEEP_SECONDS, async () => {
      await sweepDueConsents(db);
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, CONSENT_SWEEP_JOB, CONSENT_SWEEP_SECONDS),
};
