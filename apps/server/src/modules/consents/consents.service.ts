import crypto from "node:crypto";
import {
  CONSENT_FIELD_LABELS,
  type ConsentField,
  type ConsentListItem,
  type ConsentTemplate,
  type CreateConsentInput,
  type ElectronicConsent,
  LINK_CODE_LENGTH,
  type ListConsentsQuery,
  lockedConsentFields,
  CONSENT_MESSAGES as M,
  type ProgressStatus,
  periodProblem,
  signatureOf,
  type UpdateConsentInput,
} from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { findFile } from "../files/files.repository";
import { settleFilesForUse } from "../files/files.service";
import { countShownOwners } from "./consent-candidates.repository";
import { assertSameUnion, consentOf } from "./consent-lookup";
import { insertRecipients } from "./consent-recipients.repository";
import { newRecipientRows } from "./consent-recipients.service";
import { toConsent, toConsentListItem, toTemplate } from "./consents.mapper";
import {
  type ConsentRow,
  findTemplate,
  insertConsent,
  listConsentRows,
  listTemplateRows,
  type NewConsent,
  recipientCountsOf,
  updateConsent,
} from "./consents.repository";
import { electronicConsents } from "./consents.table";
import { completion, scheduleLifecycle } from "./consents-lifecycle";

const LINK_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 6 random alphanumerics (crypto), not yet used by any consent (the unique index has the last word). */
export async function newLinkCode(db: Db) {
  for (;;) {
    const code = Array.from({ length: LINK_CODE_LENGTH }, () => LINK_ALPHABET[crypto.randomInt(62)]).join("");
    const [used] = await db
      .select({ consentSeq: electronicConsents.consentSeq })
      .from(electronicConsents)
      .where(eq(electronicConsents.linkCode, code));
    if (!used) return code;
  }
}

/** The guide PDF: a CONSENT file of the union (a pending signed upload is completed and checked first). */
async function assertGuideFile(db: Db, store: FileStore, unionSeq: number, fileSeq: number) {
  await settleFilesForUse({ db, store, unionSeq, fileSeqs: [fileSeq] });
  const file = await findFile(db, fileSeq);
  const isPdf = file?.status === "STORED" && file.contentType === "application/pdf";
  if (!file || file.unionSeq !== unionSeq || file.divisionCode !== "CONSENT" || !isPdf) {
    throw badRequest(M.guideFileNotPdf);
  }
}

async function templateOf(db: Db, unionSeq: number, templateSeq: number) {
  const template = await findTemplate(db, unionSeq, templateSeq);
  if (!template) throw badRequest(M.templateNotFound);
  return template;
}

export async function listTemplates(opts: {
  db: Db;
  unionSeq: number;
  query: { isPaging: boolean; page: number; pageSize: number };
}): Promise<{ items: ConsentTemplate[]; total: number }> {
  const { query } = opts;
  const { rows, total } = await listTemplateRows(opts.db, opts.unionSeq, query.isPaging ? query : null);
  const first = query.isPaging ? query.page * query.pageSize : 0;
  return { items: rows.map((row, i) => toTemplate(row, first + i + 1)), total };
}

export async function listConsents(opts: {
  db: Db;
  unionSeq: number;
  query: ListConsentsQuery;
}): Promise<{ items: ConsentListItem[]; total: number }> {
  const { rows, total } = await listConsentRows(opts.db, opts.unionSeq, opts.query);
  const counts = await recipientCountsOf(
    opts.db,
    rows.map((r) => r.consent.consentSeq),
  );
  const items = rows.map((r) =>
    toConsentListItem(r.consent, r.template, counts.get(r.consent.consentSeq) ?? { submitted: 0, total: 0 }),
  );
  return { items, total };
}

export async function getConsent(opts: { db: Db; unionSeq: number; consentSeq: number }): Promise<ElectronicConsent> {
  const { consent, template } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const counts = await recipientCountsOf(opts.db, [consent.consentSeq]);
  return toConsent(consent, template, counts.get(consent.consentSeq) ?? { submitted: 0, total: 0 });
}

/**
 * 생성: the consent (BEFORE, a new link code, the signature the template allows) and its recipients in
 * one transaction, then its start and end queued as jobs.
 */
export async function createConsent(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  input: CreateConsentInput;
}): Promise<ElectronicConsent> {
  const { db, unionSeq, input } = opts;
  assertSameUnion(input.unionSeq, unionSeq);
  const template = await templateOf(db, unionSeq, input.templateSeq);
  await assertGuideFile(db, opts.store, unionSeq, input.guideFileSeq);
  // The wizard picks from the owners the register shows (register-candidates): no others.
  const seqs = [...new Set(input.unionRegisterSeqs)];
  if ((await countShownOwners(db, unionSeq, seqs)) !== seqs.length) throw badRequest(M.ownerNotFound);
  const consent = await inTransaction(db, async (tx) => {
    const row = await insertConsent(tx, {
      unionSeq,
      templateSeq: template.templateSeq,
      title: input.title,
      content: input.content,
      guideFileTitle: input.guideFileTitle,
      guideFileContent: input.guideFileContent,
      guideFileSeq: input.guideFileSeq,
      startedAt: new Date(input.startedAt),
      endedAt: input.isEndDateUnknown || !input.endedAt ? null : new Date(input.endedAt),
      isEndDateUnknown: input.isEndDateUnknown,
      isSmsRequired: input.isSmsRequired,
      isSignatureRequired: signatureOf(template.signatureUsage, input.isSignatureRequired),
      isIdentityRequired: input.isIdentityRequired,
      isWithdrawRequired: input.isWithdrawRequired,
      activeWithdrawnDays: input.activeWithdrawnDays,
      isActiveCondition: input.isActiveCondition,
      consentCondition: input.consentCondition,
      isExternalDocumentRequired: input.isExternalDocumentRequired,
      linkCode: await newLinkCode(tx),
      createdBy: opts.actor.memberSeq,
    });
    await insertRecipients(tx, await newRecipientRows(tx, row, input.unionRegisterSeqs));
    return row;
  });
  await scheduleLifecycle(opts.jobs, consent);
  return getConsent({ db, unionSeq, consentSeq: consent.consentSeq });
}

type Editable = Omit<UpdateConsentInput, "unionSeq">;

/** The stored value of a form field, as the PUT body writes it (dates as epoch ms for comparison). */
function storedValue(consent: ConsentRow, field: ConsentField): unknown {
  if (field === "startedAt") return consent.startedAt.getTime();
  if (field === "endedAt") return consent.endedAt?.getTime() ?? null;
  return consent[field];
}

function givenValue(input: Editable, field: ConsentField): unknown {
  const value = input[field];
  if ((field === "startedAt" || field === "endedAt") && typeof value === "string") return Date.parse(value);
  return value;
}

/** The fields the body changes (left out or equal to the stored value: unchanged). */
function changedFields(consent: ConsentRow, input: Editable): ConsentField[] {
  return (Object.keys(CONSENT_FIELD_LABELS) as ConsentField[]).filter(
    (field) => input[field] !== undefined && givenValue(input, field) !== storedValue(consent, field),
  );
}

/**
 * 전자 동의서 정보 수정 under the consent's row lock: a COMPLETED consent refuses every change, the
 * status's locked fields (spec 02 section 4) refuse theirs with the field's name; the period is checked
 * on the merged values (a changed start or end must still lie ahead). Changed dates queue new jobs.
 */
export async function editConsent(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  unionSeq: number;
  consentSeq: number;
  input: UpdateConsentInput;
}): Promise<ElectronicConsent> {
  const { db, unionSeq, consentSeq } = opts;
  const { unionSeq: named, ...input } = opts.input;
  assertSameUnion(named, unionSeq);
  if (input.guideFileSeq !== undefined) await assertGuideFile(db, opts.store, unionSeq, input.guideFileSeq);
  const { updated, reschedule } = await inTransaction(db, async (tx) => {
    const { consent, template: current } = await consentOf(tx, unionSeq, consentSeq, { forUpdate: true });
    if (consent.progressStatus === "COMPLETED") throw badRequest(M.editCompleted);
    const template =
      input.templateSeq !== undefined && input.templateSeq !== consent.templateSeq
        ? await templateOf(tx, unionSeq, input.templateSeq)
        : current;
    const changed = changedFields(consent, input);
    const locked = lockedConsentFields(consent.progressStatus, template.signatureUsage);
    for (const field of changed.filter((f) => locked.includes(f))) {
      if (field === "isSignatureRequired" && consent.progressStatus === "BEFORE") throw badRequest(M.signatureLocked);
      throw badRequest(M.editLocked(CONSENT_FIELD_LABELS[field]));
    }
    const isEndDateUnknown = input.isEndDateUnknown ?? consent.isEndDateUnknown;
    const merged = {
      startedAt: input.startedAt ?? consent.startedAt.toISOString(),
      endedAt: isEndDateUnknown ? null : input.endedAt !== undefined ? input.endedAt : iso(consent.endedAt),
      isEndDateUnknown,
    };
    const isEndNew = !isEndDateUnknown && (changed.includes("endedAt") || changed.includes("isEndDateUnknown"));
    const problem = periodProblem(merged, { now: Date.now(), isStartNew: changed.includes("startedAt"), isEndNew });
    if (problem) throw badRequest(problem.message);
    const patch: Partial<NewConsent> = {
      ...pick(input, ["title", "content", "guideFileTitle", "guideFileContent", "guideFileSeq", "isSmsRequired"]),
      ...pick(input, ["isIdentityRequired", "isWithdrawRequired", "activeWithdrawnDays", "isActiveCondition"]),
      ...pick(input, ["consentCondition", "isExternalDocumentRequired"]),
      templateSeq: template.templateSeq,
      isSignatureRequired: signatureOf(
        template.signatureUsage,
        input.isSignatureRequired ?? consent.isSignatureRequired,
      ),
      startedAt: new Date(merged.startedAt),
      endedAt: merged.endedAt ? new Date(merged.endedAt) : null,
      isEndDateUnknown,
    };
    const row = await updateConsent(tx, consentSeq, patch);
    const datesMoved =
      row.startedAt.getTime() !== consent.startedAt.getTime() ||
      (row.endedAt?.getTime() ?? null) !== (consent.endedAt?.getTime() ?? null);
    return { updated: row, reschedule: datesMoved };
  });
  if (reschedule) await scheduleLifecycle(opts.jobs, updated);
  return getConsent({ db, unionSeq, consentSeq });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function pick<T extends object, K extends keyof T>(input: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (input[key] !== undefined) out[key] = input[key];
  return out;
}

/** 동의서 종료: IN_PROGRESS → COMPLETED by hand, now; irreversible (no other change is taken). */
export async function changeProgressStatus(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  progressStatus: ProgressStatus;
  named?: number;
}): Promise<ElectronicConsent> {
  const { db, unionSeq, consentSeq } = opts;
  assertSameUnion(opts.named, unionSeq);
  if (opts.progressStatus !== "COMPLETED") throw badRequest(M.progressStatusOnlyCompleted);
  await inTransaction(db, async (tx) => {
    const { consent } = await consentOf(tx, unionSeq, consentSeq, { forUpdate: true });
    if (consent.progressStatus !== "IN_PROGRESS") throw badRequest(M.endOnlyInProgress);
    await updateConsent(tx, consentSeq, completion(new Date()));
  });
  return getConsent({ db, unionSeq, consentSeq });
}
