import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import { consentsWithPending } from "./consent-certificates.repository";
import { CONSENT_CERTIFICATE_JOB } from "./consent-certificates.service";
import { makeConsentCertificates } from "./consent-certificates-make";
import { completeDueExtensions } from "./consent-storage-extension";

export const CONSENT_CERTIFICATE_SWEEP_JOB = "consents.certificate-sweep";
export const CONSENT_CERTIFICATE_SWEEP_SECONDS = 30;
/** A request's own job gets this long before the sweep takes its certificates too. */
const SWEEP_GRACE_MS = 60_000;

/**
 * Consent certificates are made by the issuing job a request queues; a sweep every 30 s makes the PENDING ones
 * nobody queued (a crash between the commit and the send, the demo seed) and completes the retention extensions
 * whose processing time has passed.
 */
export const consentCertificatesJobs: JobModule = {
  name: "consent-certificates",
  definitions: ({ db, store, log, jobs, config }) => {
    const deps = { db, store, log, publicBaseUrl: config.publicBaseUrl };
    return [
      job<{ consentSeq: number }>(CONSENT_CERTIFICATE_JOB, async (data) => {
        await makeConsentCertificates(deps, data.consentSeq);
      }),
      recurringJob(jobs, CONSENT_CERTIFICATE_SWEEP_JOB, CONSENT_CERTIFICATE_SWEEP_SECONDS, async () => {
        for (const consentSeq of await consentsWithPending(db, new Date(Date.now() - SWEEP_GRACE_MS))) {
          await makeConsentCertificates(deps, consentSeq);
        }
        await completeDueExtensions(db);
      }),
    ];
  },
  startFeeds: ({ jobs }) => sendRecurring(jobs, CONSENT_CERTIFICATE_SWEEP_JOB, CONSENT_CERTIFICATE_SWEEP_SECONDS),
};
