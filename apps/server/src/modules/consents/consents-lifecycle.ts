import { DOCUMENT_STORAGE_YEARS, type ProgressStatus } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Jobs } from "../../platform/jobs";
import { stampAutomaticSubmissions } from "./consent-recipients.repository";
import { type ConsentRow, consentsDue, lockConsentById, updateConsent } from "./consents.repository";

/** Moves one consent along when its start or end has come (data: `{consentSeq}`). */
export const CONSENT_ADVANCE_JOB = "consents.advance";
/** The recurring safety feed: advances every consent whose time passed (a lost or late job's work). */
export const CONSENT_SWEEP_JOB = "consents.sweep";
export const CONSENT_SWEEP_SECONDS = 60;

/** Documents are kept for 5 years from the end (spec 02 section 9). */
export function storageEndOf(completedAt: Date) {
  const end = new Date(completedAt);
  end.setFullYear(end.getFullYear() + DOCUMENT_STORAGE_YEARS);
  return end;
}

/** What ending a consent at `at` writes: COMPLETED, when, and the retention's end. */
export const completion = (at: Date) => ({
  progressStatus: "COMPLETED" as const,
  completedAt: at,
  documentStorageEndAt: storageEndOf(at),
});

/**
 * Queues the consent's moves at its start and at its end (pg-boss `startAfter`). A move re-reads the
 * consent, so a job left from dates since edited does nothing: editing the dates queues new ones.
 */
export async function scheduleLifecycle(jobs: Jobs, consent: Pick<ConsentRow, "consentSeq" | "startedAt" | "endedAt">) {
  const data = { consentSeq: consent.consentSeq };
  await jobs.send(CONSENT_ADVANCE_JOB, data, { startAfter: consent.startedAt });
  if (consent.endedAt) await jobs.send(CONSENT_ADVANCE_JOB, data, { startAfter: consent.endedAt });
}

/**
 * BEFORE → IN_PROGRESS once `startedAt` has come (public owners' automatic consents dated then), then → COMPLETED once `endedAt` has (at the end's time),
 * under the consent's row lock. Idempotent; answers the status it leaves, or null for no such consent.
 */
export function advanceConsent(db: Db, consentSeq: number, now: Date = new Date()): Promise<ProgressStatus | null> {
  return inTransaction(db, async (tx) => {
    const consent = await lockConsentById(tx, consentSeq);
    if (!consent) return null;
    let status = consent.progressStatus;
    if (status === "BEFORE" && consent.startedAt <= now) status = "IN_PROGRESS";
    const ended = status === "IN_PROGRESS" && consent.endedAt !== null && consent.endedAt <= now;
    if (status === "IN_PROGRESS" && consent.progressStatus === "BEFORE") {
      await stampAutomaticSubmissions(tx, consentSeq, consent.startedAt);
    }
    if (ended) await updateConsent(tx, consentSeq, completion(consent.endedAt!));
    else if (status !== consent.progressStatus) await updateConsent(tx, consentSeq, { progressStatus: status });
    return ended ? "COMPLETED" : status;
  });
}

/** Advances every consent whose start or end has passed; answers how many moved. */
export async function sweepDueConsents(db: Db, now: Date = new Date()) {
  let moved = 0;
  for (const consentSeq of await consentsDue(db, now)) {
    if ((await advanceConsent(db, consentSeq, now)) !== null) moved += 1;
  }
  return moved;
}
