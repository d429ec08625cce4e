import { demoSeedJobs } from "./db/seed/demo-seed.jobs";
import { accountJobs } from "./modules/account/account.jobs";
import { billingJobs } from "./modules/billing/billing.jobs";
import { consentCertificatesJobs } from "./modules/consents/consent-certificates.jobs";
import { consentsJobs } from "./modules/consents/consents.jobs";
import { documentIssuanceJobs } from "./modules/document-issuance/document-issuance.jobs";
import { epostsJobs } from "./modules/e-posts/e-posts.jobs";
import { filesJobs } from "./modules/files/files.jobs";
import { evoteJobs } from "./modules/meetings/evote/evote.jobs";
import { meetCertificatesJobs } from "./modules/meetings/meet-certificates.jobs";
import { meetStatusJobs } from "./modules/meetings/meet-status.jobs";
import { meetingsJobs } from "./modules/meetings/meetings.jobs";
import { onlineMeetingsJobs } from "./modules/online-meetings/online-meetings.jobs";
import { postsJobs } from "./modules/posts/posts.jobs";
import { registerJobs } from "./modules/register/register.jobs";
import { registryChangesJobs } from "./modules/registry-changes/registry-changes.jobs";
import { smsJobs } from "./modules/sms/sms.jobs";
import { evidenceJobs } from "./platform/evidence/evidence.jobs";
import { idempotencyJobs } from "./platform/idempotency.jobs";
import type { JobModule } from "./platform/job-registry";
import { systemTextsJobs } from "./platform/system-texts/system-texts.jobs";

/** Every domain's jobs, the one list a process starts (see `startJobModules`): like app.ts for routes. */
export const JOB_MODULES: readonly JobModule[] = [
  accountJobs,
  billingJobs,
  consentsJobs,
  consentCertificatesJobs,
  documentIssuanceJobs,
  epostsJobs,
  filesJobs,
  evoteJobs,
  meetingsJobs,
  meetCertificatesJobs,
  meetStatusJobs,
  onlineMeetingsJobs,
  registerJobs,
  registryChangesJobs,
  smsJobs,
  postsJobs,
  systemTextsJobs,
  evidenceJobs,
  idempotencyJobs,
  demoSeedJobs,
];
