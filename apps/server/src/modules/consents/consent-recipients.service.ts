import crypto from "node:crypto";
import {
  type AreaStatistics,
  CONSENT_EVIDENCE_KINDS,
  type ConsentEvidenceKind,
  type ConsentRecipient,
  type ConsentRecipientDetail,
  canCancelWritten,
  canRegisterWritten,
  canRemoveRecipient,
  canWithdraw,
  ceilPercent,
  type DongStatistics,
  type ListRecipientsQuery,
  CONSENT_MESSAGES as M,
  type RecipientAction,
  type RecipientCandidate,
  type RecipientCandidatesQuery,
  type RecipientCounts,
  type RecipientHistory,
  todayInSeoul,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest, notFound } from "../../platform/errors";
import { appendEvidence, sha256 } from "../../platform/evidence/evidence-chain";
import { canonicalJson } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import { discardCertificate } from "./consent-certificates.repository";
import { queueConsentForm } from "./consent-form-queue";
import { assertSameUnion, consentOf } from "./consent-lookup";
import { toCandidate, toOwnerInfo } from "./consent-recipients.mapper";
import {
  agentOfOwner,
  areaTotals,
  candidateRows,
  dongTotals,
  findRecipient,
  insertHistory,
  insertRecipients,
  listHistoryRows,
  listRecipientRows,
  localAddressesOf,
  memberNameOf,
  ownersWithAgents,
  type RecipientRow,
  type RecipientWithOwner,
  recipientCountRows,
  updateRecipient,
} from "./consent-recipients.repository";
import { deadlineDay, toHistory, toRecipient } from "./consents.mapper";
import type { ConsentRow, ConsentWithTemplate } from "./consents.repository";
import type { electronicConsentRecipients } from "./consents.table";

const DAY_MS = 24 * 3600 * 1000;

/** Where a staff act came from, for the evidence chain. */
export type RequestOrigin = { ip: string | null; userAgent: string | null };

type RecipientCall = { db: Db; unionSeq: number; consentSeq: number; recipientSeq: number; named?: number };

/**
 * Recipient rows for owners of the union: every id must be an owner of the union, and an owner who is
 * not PUBLIC needs a name and birth date, its own or its agent's (the owner page checks them). A PUBLIC
 * owner's consent is automatic (AUTO_SUBMITTED): at once in a started consent, else when it starts.
 */
export async function newRecipientRows(
  db: Db,
  consent: ConsentRow,
  unionRegisterSeqs: number[],
): Promise<(typeof electronicConsentRecipients.$inferInsert)[]> {
  const seqs = [...new Set(unionRegisterSeqs)];
  const owners = await ownersWithAgents(db, consent.unionSeq, seqs);
  if (owners.length !== seqs.length) throw badRequest(M.ownerNotFound);
  const lacking = owners.find(
    (o) =>
      o.ownerType !== "PUBLIC" && !(o.name.trim() && o.birth.trim()) && !(o.agentName?.trim() && o.agentBirth?.trim()),
  );
  if (lacking) throw badRequest(M.ownerWithoutIdentity(lacking.name));
  // A consent still BEFORE has no submissions yet: its public owners consent when it starts.
  const isStarted = consent.progressStatus !== "BEFORE";
  return owners.map((o) => ({
    consentSeq: consent.consentSeq,
    unionSeq: consent.unionSeq,
    unionRegisterSeq: o.unionRegisterSeq,
    recipientId: crypto.randomBytes(12).toString("base64url"),
    activeWithdrawnDays: consent.activeWithdrawnDays,
    ...(o.ownerType === "PUBLIC" && isStarted
      ? { status: "AUTO_SUBMITTED" as const, submitType: "AUTO" as const, submittedAt: new Date() }
      : {}),
  }));
}

async function recipientsWithAddresses(db: Db, rows: RecipientWithOwner[], consent: ConsentRow) {
  const locals = await localAddressesOf(
    db,
    rows.map((r) => r.owner.unionRegisterSeq),
  );
  return rows.map((row) => toRecipient(row, consent, locals));
}

export async function listRecipients(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  query: ListRecipientsQuery;
}): Promise<{ items: ConsentRecipient[]; total: number }> {
  assertSameUnion(opts.query.searchUnionSeq, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const { rows, total } = await listRecipientRows(opts.db, consent.unionSeq, consent.consentSeq, opts.query);
  return { items: await recipientsWithAddresses(opts.db, rows, consent), total };
}

async function recipientOf(db: Db, consentSeq: number, recipientSeq: number, opts: { forUpdate?: boolean } = {}) {
  const found = await findRecipient(db, consentSeq, recipientSeq, opts);
  if (!found) throw notFound(M.recipientNotFound);
  return found;
}

export async function getRecipient(opts: RecipientCall): Promise<ConsentRecipient> {
  assertSameUnion(opts.named, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const row = await recipientOf(opts.db, consent.consentSeq, opts.recipientSeq);
  const [recipient] = await recipientsWithAddresses(opts.db, [row], consent);
  return recipient!;
}

/** The recipient with its owner's full info (the owner info popup: addresses, contact, agent). */
export async function getRecipientDetail(opts: RecipientCall): Promise<ConsentRecipientDetail> {
  assertSameUnion(opts.named, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const row = await recipientOf(opts.db, consent.consentSeq, opts.recipientSeq);
  const [recipient] = await recipientsWithAddresses(opts.db, [row], consent);
  const agent = await agentOfOwner(opts.db, row.owner.unionRegisterSeq);
  return { ...recipient!, owner: toOwnerInfo(row.owner, recipient!.registers, agent) };
}

/** The tab's counts: recipients by status and those 일괄 발송 would text. */
export async function recipientCounts(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  named?: number;
}): Promise<RecipientCounts> {
  assertSameUnion(opts.named, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  return recipientCountRows(opts.db, consent.consentSeq);
}

/** 대상자 추가's list: the union's owners not yet recipients, by register number, with whether they can be added. */
export async function listCandidates(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  query: RecipientCandidatesQuery;
}): Promise<{ items: RecipientCandidate[]; total: number }> {
  assertSameUnion(opts.query.searchUnionSeq, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const { rows, total } = await candidateRows(opts.db, consent.unionSeq, consent.consentSeq, opts.query);
  return {
    items: rows.map((row) =>
      toCandidate(row.owner, row.agentName === null ? null : { name: row.agentName, birth: row.agentBirth }),
    ),
    total,
  };
}

/** 대상자 추가: owners of the union not yet recipients (those already are left as they are). */
export async function addRecipients(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  unionRegisterSeqs: number[];
  named?: number;
}) {
  assertSameUnion(opts.named, opts.unionSeq);
  return inTransaction(opts.db, async (tx) => {
    const { consent } = await consentOf(tx, opts.unionSeq, opts.consentSeq, { forUpdate: true });
    if (consent.progressStatus === "COMPLETED") throw badRequest(M.recipientsAddCompleted);
    const added = await insertRecipients(tx, await newRecipientRows(tx, consent, opts.unionRegisterSeqs));
    return { addedCount: added.length, recipientSeqs: added.map((r) => r.recipientSeq) };
  });
}

/** 대상자 제외: not once COMPLETED, nor a recipient whose submission stands (withdraw or cancel it first). */
export async function removeRecipient(opts: RecipientCall) {
  assertSameUnion(opts.named, opts.unionSeq);
  return inTransaction(opts.db, async (tx) => {
    const { consent } = await consentOf(tx, opts.unionSeq, opts.consentSeq, { forUpdate: true });
    const { recipient } = await recipientOf(tx, consent.consentSeq, opts.recipientSeq, { forUpdate: true });
    if (!canRemoveRecipient(consent.progressStatus, recipient.status)) {
      throw badRequest(
        consent.progressStatus === "COMPLETED" ? M.recipientRemoveCompleted : M.recipientRemoveSubmitted,
      );
    }
    await updateRecipient(tx, recipient.recipientSeq, { removedAt: new Date() });
    return { recipientSeq: recipient.recipientSeq };
  });
}

/** The hash of the text the owner consented to: what the evidence events certify. */
export const consentTextHash = (consent: ConsentRow) =>
  sha256(
    canonicalJson({
      consentSeq: consent.consentSeq,
      templateSeq: consent.templateSeq,
      title: consent.title,
      content: consent.content,
      guideFileTitle: consent.guideFileTitle,
      guideFileContent: consent.guideFileContent,
      guideFileSeq: consent.guideFileSeq,
    }),
  );

const evidenceSubject = (consentSeq: number, recipientSeq: number) => `consent:${consentSeq}/recipient:${recipientSeq}`;

/**
 * One staff act on a recipient, in one transaction under the consent's and the recipient's row locks:
 * `act` checks and writes the recipient; its history row (with the staff member's name) and its evidence
 * event on the union's hash chain commit with it.
 */
async function actOnRecipient(
  opts: RecipientCall & { actor: Actor; origin: RequestOrigin },
  act: (
    tx: Db,
    consent: ConsentWithTemplate,
    recipient: RecipientWithOwner,
  ) => Promise<{ updated: RecipientRow; action: RecipientAction; kind: ConsentEvidenceKind; payload: object }>,
): Promise<ConsentRecipient> {
  assertSameUnion(opts.named, opts.unionSeq);
  const managerName = await memberNameOf(opts.db, opts.actor.memberSeq);
  await inTransaction(opts.db, async (tx) => {
    const found = await consentOf(tx, opts.unionSeq, opts.consentSeq, { forUpdate: true });
    const row = await recipientOf(tx, found.consent.consentSeq, opts.recipientSeq, { forUpdate: true });
    const { updated, action, kind, payload } = await act(tx, found, row);
    const { consent } = found;
    await insertHistory(tx, {
      recipientSeq: updated.recipientSeq,
      consentSeq: consent.consentSeq,
      action,
      status: updated.status,
      managerMemberSeq: opts.actor.memberSeq,
      managerName,
    });
    await appendEvidence(tx, {
      unionSeq: consent.unionSeq,
      kind,
      subject: evidenceSubject(consent.consentSeq, updated.recipientSeq),
      payload: {
        consentSeq: consent.consentSeq,
        recipientSeq: updated.recipientSeq,
        consentTextHash: consentTextHash(consent),
        ...payload,
      },
      ip: opts.origin.ip,
      userAgent: opts.origin.userAgent,
    });
  });
  return getRecipient(opts);
}

const NUMERIC = /^\d+$/;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * 서면 동의 등록 (spec 02 sections 4 and 5): the consent in progress, the recipient not submitted; the
 * date from the consent's start up to the lesser of now and its end; a CERTIFIED template's serial number
 * in digits. The withdrawal deadline is the submission plus the consent's withdraw days.
 */
export async function submitWritten(
  opts: RecipientCall & {
    actor: Actor;
    origin: RequestOrigin;
    jobs: Jobs;
    submittedAt: string;
    certifiedNo: string | null;
  },
) {
  const submitted = await actOnRecipient(opts, async (tx, { consent, template }, { recipient }) => {
    if (!canRegisterWritten(consent.progressStatus, recipient.status)) throw badRequest(M.writtenNotAllowed);
    const at = new Date(opts.submittedAt);
    if (at < consent.startedAt) throw badRequest(M.submittedAtBeforeStart);
    if (at.getTime() > Math.min(Date.now(), consent.endedAt?.getTime() ?? Number.POSITIVE_INFINITY)) {
      throw badRequest(M.submittedAtAfterLimit);
    }
    const certifiedNo = template.templateType === "CERTIFIED" ? (opts.certifiedNo ?? "") : null;
    if (certifiedNo !== null && !NUMERIC.test(certifiedNo)) throw badRequest(M.certifiedNoInvalid);
    const updated = await updateRecipient(tx, recipient.recipientSeq, {
      status: "WRITTEN_SUBMITTED",
      submitType: "WRITTEN",
      submittedAt: at,
      certifiedNo,
      activeWithdrawnDays: consent.activeWithdrawnDays,
      activeWithdrawnAt: consent.isWithdrawRequired
        ? new Date(at.getTime() + consent.activeWithdrawnDays * DAY_MS)
        : null,
      withdrawnAt: null,
    });
    return {
      updated,
      action: "SUBMITTED",
      kind: CONSENT_EVIDENCE_KINDS.submitted,
      payload: {
        submitType: "WRITTEN",
        submittedAt: at.toISOString(),
        certifiedNoHash: certifiedNo === null ? null : sha256(certifiedNo),
      },
    };
  });
  // After the commit: the consent form PDF of this submission (consent-form.ts).
  await queueConsentForm(opts.jobs, submitted.recipientSeq);
  return submitted;
}

/**
 * 철회 (spec 02 sections 4 and 5): allowed by `canWithdraw`; the date lies between the submission and
 * now, and (but for a public owner's automatic consent) on or before the deadline's day. The earlier
 * submission no longer counts.
 */
export function withdrawSubmission(opts: RecipientCall & { actor: Actor; origin: RequestOrigin; withdrawnAt: string }) {
  return actOnRecipient(opts, async (tx, { consent }, { recipient, owner }) => {
    const deadline = deadlineDay(recipient.activeWithdrawnAt);
    const rule = {
      progressStatus: consent.progressStatus,
      status: recipient.status,
      ownerType: owner.ownerType,
      isWithdrawRequired: consent.isWithdrawRequired,
      deadline,
      today: todayInSeoul(),
    };
    if (!canWithdraw(rule)) throw badRequest(M.withdrawNotAllowed);
    const at = new Date(opts.withdrawnAt);
    const isAutomatic = owner.ownerType === "PUBLIC" && recipient.status === "AUTO_SUBMITTED";
    const afterDeadline = !isAutomatic && deadline !== null && todayInSeoul(at) > deadline;
    if (at < (recipient.submittedAt ?? consent.startedAt) || at.getTime() > Date.now() || afterDeadline) {
      throw badRequest(M.withdrawnAtOutOfRange);
    }
    const updated = await updateRecipient(tx, recipient.recipientSeq, { status: "WITHDRAWAL", withdrawnAt: at });
    await discardCertificate(tx, recipient.recipientSeq, new Date());
    return {
      updated,
      action: "WITHDRAWN",
      kind: CONSENT_EVIDENCE_KINDS.withdrawn,
      payload: {
        submitType: recipient.submitType,
        submittedAt: iso(recipient.submittedAt),
        withdrawnAt: at.toISOString(),
      },
    };
  });
}

/**
 * 서면 동의 취소: a written submission registered by mistake is undone while the consent is in progress;
 * the recipient is not submitted again. The history and the evidence chain keep both acts.
 */
export function cancelWritten(opts: RecipientCall & { actor: Actor; origin: RequestOrigin }) {
  return actOnRecipient(opts, async (tx, { consent }, { recipient }) => {
    if (!canCancelWritten(consent.progressStatus, recipient.status)) throw badRequest(M.cancelNotAllowed);
    const updated = await updateRecipient(tx, recipient.recipientSeq, {
      status: "NOT_SUBMITTED",
      submitType: null,
      submittedAt: null,
      certifiedNo: null,
      activeWithdrawnAt: null,
      withdrawnAt: null,
    });
    await discardCertificate(tx, recipient.recipientSeq, new Date());
    return {
      updated,
      action: "CANCELLED",
      kind: CONSENT_EVIDENCE_KINDS.submissionCancelled,
      payload: { submitType: recipient.submitType, cancelledSubmittedAt: iso(recipient.submittedAt) },
    };
  });
}

export async function listHistories(opts: RecipientCall): Promise<RecipientHistory[]> {
  assertSameUnion(opts.named, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const { recipient } = await recipientOf(opts.db, consent.consentSeq, opts.recipientSeq);
  return (await listHistoryRows(opts.db, recipient.recipientSeq)).map(toHistory);
}

/** Consented m² of all m² (land plus building rights of the recipients), percent rounded up to 2 decimals. */
export async function areaStatistics(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  named?: number;
}): Promise<AreaStatistics> {
  assertSameUnion(opts.named, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const { totalArea, consentedArea } = await areaTotals(opts.db, consent.consentSeq);
  return { totalArea, consentedArea, percent: ceilPercent(consentedArea, totalArea) };
}

/** Per apartment dong: recipients, those who consented, the building's name and the percent. */
export async function dongStatistics(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  named?: number;
}): Promise<DongStatistics[]> {
  assertSameUnion(opts.named, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const rows = await dongTotals(opts.db, consent.consentSeq);
  return rows.map((row) => ({ ...row, percent: ceilPercent(row.consentedCount, row.totalCount) }));
}
