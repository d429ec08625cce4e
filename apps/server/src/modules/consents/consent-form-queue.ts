import type { Jobs } from "../../platform/jobs";

/**
 * The job that makes a submission's consent form PDF (서면/전자 동의서, with the hash of what it certifies).
 * Every submission path (the owner's page, a written consent) queues it after its transaction commits; the
 * handler lives with the consent form maker and is idempotent (a current CONSENT_FORM document ends it).
 */
export const CONSENT_FORM_JOB = "consents.consent-form";
export type ConsentFormJobData = { recipientSeq: number };

export const queueConsentForm = (jobs: Jobs, recipientSeq: number) =>
  jobs.send(CONSENT_FORM_JOB, { recipientSeq } satisfies ConsentFormJobData);
