import {
  type ConsentFormVerification,
  CONSENT_DOCUMENT_MESSAGES as D,
  SUBMITTED_STATUSES,
  todayInSeoul,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/errors";
import { isFresh } from "./consent-form";
import { consentFormsByHash } from "./consent-form.repository";

/** 홍길동 → 홍*동, 김철 → 김*, 남궁민수 → 남**수: enough to recognise, not to identify. */
export function maskName(name: string) {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.length ? "*" : "";
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * The public check of a consent form (GET /v1/verify/consent-forms/{hash}): whether a form with this
 * hash was made here, and what it certifies (union, consent title, the submission's day, a masked name).
 * It stays answerable after a withdrawal or a new submission, with `isCurrent` false.
 */
export async function verifyConsentForm(db: Db, sha256: string): Promise<ConsentFormVerification> {
  const [found] = await consentFormsByHash(db, sha256);
  if (!found) throw notFound(D.formNotFound);
  const { document, recipient } = found;
  const isCurrent =
    document.supersededAt === null &&
    recipient.removedAt === null &&
    SUBMITTED_STATUSES.includes(recipient.status) &&
    (await isFresh(db, recipient.recipientSeq, document.createdAt));
  return {
    sha256: document.sha256,
    unionName: found.unionName,
    consentTitle: found.consentTitle,
    maskedName: maskName(found.ownerName),
    submitType: recipient.submitType,
    // The recipient row holds only its latest submission: an earlier one's day is not told.
    submittedDate: isCurrent && recipient.submittedAt ? todayInSeoul(recipient.submittedAt) : null,
    issuedAt: document.createdAt.toISOString(),
    isCurrent,
  };
}
