import {
  CONSENT_EVIDENCE_KINDS,
  canWithdraw,
  documentRequirements,
  ERROR_CODES,
  isRequestedDocument,
  OWNER_MESSAGES as M,
  missingRequirement,
  OWNER_DOCUMENT_MAX_BYTES,
  type OwnerConsent,
  type OwnerConsentIntro,
  type OwnerDocument,
  type OwnerDocumentType,
  type OwnerSignerType,
  type OwnerVerification,
  type RecipientStatus,
  SIGNATURE_MAX_BYTES,
  sameName,
  todayInSeoul,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { appendEvidence, sha256 } from "../../platform/evidence/evidence-chain";
import { queueEvidence } from "../../platform/evidence/evidence-queue";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import { canonicalJson } from "../../platform/idempotency";
import type { Jobs } from "../../platform/jobs";
import { checkStoredContent } from "../files/file-content";
import { findFile, insertFile } from "../files/files.repository";
import { type ScopeResolver, startVerification } from "../owner/owner.service";
import type { OwnerClaims } from "../owner/owner-token";
import { discardCertificate } from "./consent-certificates.repository";
import { CONSENT_FORM_JOB, queueConsentForm } from "./consent-form-queue";
import type { ConsentLinks } from "./consent-link-cache";
import { insertHistory, updateRecipient } from "./consent-recipients.repository";
import { consentTextHash } from "./consent-recipients.service";
import { deadlineDay } from "./consents.mapper";
import {
  currentDocuments,
  findConsentByLink,
  insertDocument,
  liveRecipientOf,
  recipientsBornOn,
  recipientWithSigner,
  supersedeDocuments,
} from "./owner-consents.repository";

const DAY_MS = 24 * 3600 * 1000;
/** Signed download URLs of the template and guide live as long as an owner session. */
const FILE_URL_TTL_MS = 30 * 60_000;
/** Files an owner uploads have no member as uploader (as the files the server makes). */
const OWNER_UPLOADER = 0;

export type OwnerOrigin = { ip: string | null; userAgent: string | null };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const evidenceSubject = (consentSeq: number, recipientSeq: number) => `consent:${consentSeq}/recipient:${recipientSeq}`;
const isOpenStatus = (status: RecipientStatus) => status === "NOT_SUBMITTED" || status === "WITHDRAWAL";

/** How an owner request reads the consent of its link: from memory when `links` is given and nothing is locked. */
type LinkRead = { forUpdate?: boolean; links?: ConsentLinks | undefined };

async function consentOfLink(db: Db, linkCode: string, opts: LinkRead = {}) {
  const found =
    opts.links && !opts.forUpdate
      ? await opts.links.of(db, linkCode)
      : await findConsentByLink(db, linkCode, { forShare: opts.forUpdate });
  if (!found) throw notFound(M.consentNotFound);
  return found;
}

type Found = NonNullable<Awaited<ReturnType<typeof findConsentByLink>>>;

const toIntro = ({ consent, unionName }: Found): OwnerConsentIntro => ({
  linkCode: consent.linkCode,
  unionName,
  title: consent.title,
  progressStatus: consent.progressStatus,
  startedAt: consent.startedAt.toISOString(),
  endedAt: iso(consent.endedAt),
  isSignatureRequired: consent.isSignatureRequired,
  isIdentityRequired: consent.isIdentityRequired,
  isExternalDocumentRequired: consent.isExternalDocumentRequired,
  isWithdrawRequired: consent.isWithdrawRequired,
  activeWithdrawnDays: consent.activeWithdrawnDays,
});

/** GET /v1/owner/consents/{linkCode}: public facts only (no owner, no counts). */
export async function consentIntro(db: Db, linkCode: string, links?: ConsentLinks) {
  return toIntro(await consentOfLink(db, linkCode, { links }));
}

/**
 * 본인 확인: a live recipient of the consent whose owner, or the owner's agent, has this name and birth
 * date; the code goes to that person's phone. Several register entries of one person: the first (by
 * register number) not yet submitted, else the first. A wrong name or birth answers one message for both.
 */
export async function identifyOwner(opts: {
  db: Db;
  linkCode: string;
  name: string;
  birth: string;
  ip: string | null;
  links?: ConsentLinks;
}): Promise<OwnerVerification> {
  const found = await consentOfLink(opts.db, opts.linkCode, { links: opts.links });
  const { consent } = found;
  if (consent.progressStatus === "BEFORE") throw badRequest(M.notInProgress);
  const rows = await recipientsBornOn(opts.db, consent.consentSeq, opts.birth);
  type Match = { row: (typeof rows)[number]; signerType: OwnerSignerType; phone: string };
  const matches = rows.flatMap((row): Match[] => {
    if (row.ownerBirth === opts.birth && sameName(row.ownerName, opts.name)) {
      return [{ row, signerType: "OWNER", phone: row.ownerPhone }];
    }
    if (row.agentBirth === opts.birth && row.agentName && sameName(row.agentName, opts.name)) {
      return [{ row, signerType: "AGENT", phone: row.agentPhone ?? "" }];
    }
    return [];
  });
  const chosen = matches.find((m) => isOpenStatus(m.row.status)) ?? matches[0];
  if (!chosen) throw badRequest(M.identityMismatch);
  return startVerification({
    db: opts.db,
    ip: opts.ip,
    candidate: {
      unionSeq: consent.unionSeq,
      unionName: found.unionName,
      scopeType: "CONSENT",
      scopeSeq: consent.consentSeq,
      unionRegisterSeq: chosen.row.unionRegisterSeq,
      phone: chosen.phone,
      signerType: chosen.signerType,
    },
  });
}

/** What a confirmed code of a consent opens: the live recipient of that owner (gone: none). */
export const consentScopeResolver: ScopeResolver = async (db, verification) => {
  const row = await liveRecipientOf(db, verification.scopeSeq, verification.unionRegisterSeq);
  return row ? { recipientSeq: row.recipientSeq } : null;
};

const scopeMismatch = () => new AppError(403, ERROR_CODES.PERMISSION_DENIED, M.scopeMismatch);

/**
 * The consent of the link and the session's recipient, checked against the owner token: the same union,
 * consent, register entry and recipient (another consent's or union's token is refused), the recipient
 * still live. `forUpdate` locks the consent against a change (shared: owners of one consent do not wait for
 * each other), then the recipient.
 */
async function ownerScope(db: Db, linkCode: string, claims: OwnerClaims, opts: LinkRead = {}) {
  const found = await consentOfLink(db, linkCode, opts);
  const { consent } = found;
  if (
    claims.scopeType !== "CONSENT" ||
    claims.scopeSeq !== consent.consentSeq ||
    claims.unionSeq !== consent.unionSeq ||
    claims.recipientSeq === null
  ) {
    throw scopeMismatch();
  }
  const row = await recipientWithSigner(db, consent.consentSeq, claims.recipientSeq, { forUpdate: opts.forUpdate });
  if (!row || row.owner.unionRegisterSeq !== claims.unionRegisterSeq) throw scopeMismatch();
  return { ...found, ...row };
}

type Scope = Awaited<ReturnType<typeof ownerScope>>;

const signerName = (scope: Scope, signerType: OwnerSignerType) =>
  signerType === "AGENT" ? (scope.agentName ?? "") : scope.owner.name;

function withdrawRule(scope: Scope) {
  return {
    progressStatus: scope.consent.progressStatus,
    status: scope.recipient.status,
    ownerType: scope.owner.ownerType,
    isWithdrawRequired: scope.consent.isWithdrawRequired,
    deadline: deadlineDay(scope.recipient.activeWithdrawnAt),
    today: todayInSeoul(),
  };
}

async function signedFileUrl(db: Db, store: FileStore, fileSeq: number | null) {
  if (!fileSeq) return null;
  const file = await findFile(db, fileSeq);
  if (file?.status !== "STORED") return null;
  return store.downloadUrl({
    fileSeq: file.fileSeq,
    key: file.storageKey,
    expiresAt: Date.now() + FILE_URL_TTL_MS,
    fileName: file.originalName,
    contentType: file.contentType,
  });
}

async function documentsOf(db: Db, recipientSeq: number): Promise<OwnerDocument[]> {
  const rows = await currentDocuments(db, recipientSeq);
  return rows.flatMap(({ document, file }) =>
    document.documentType === "CONSENT_FORM"
      ? []
      : [
          {
            documentType: document.documentType as OwnerDocumentType,
            fileName: file?.originalName ?? "",
            contentType: file?.contentType ?? "",
            size: file?.size ?? 0,
            uploadedAt: document.createdAt.toISOString(),
          },
        ],
  );
}

/** GET /v1/owner/consents/{linkCode}/me: the consent's text, the guide, the status and what to attach. */
export async function ownerConsent(opts: {
  db: Db;
  store: FileStore;
  linkCode: string;
  claims: OwnerClaims;
  links?: ConsentLinks;
}): Promise<OwnerConsent> {
  const scope = await ownerScope(opts.db, opts.linkCode, opts.claims, { links: opts.links });
  const { consent, template, recipient } = scope;
  return {
    consent: {
      ...toIntro(scope),
      content: consent.content,
      templateName: template.name,
      templateFileUrl: await signedFileUrl(opts.db, opts.store, template.fileSeq),
      guideFileTitle: consent.guideFileTitle,
      guideFileContent: consent.guideFileContent,
      guideFileUrl: await signedFileUrl(opts.db, opts.store, consent.guideFileSeq),
    },
    signer: {
      signerType: opts.claims.signerType,
      name: signerName(scope, opts.claims.signerType),
      ownerName: scope.owner.name,
    },
    recipient: {
      status: recipient.status,
      submitType: recipient.submitType,
      submittedAt: iso(recipient.submittedAt),
      withdrawnAt: iso(recipient.withdrawnAt),
      withdrawalDeadline: consent.isWithdrawRequired ? deadlineDay(recipient.activeWithdrawnAt) : null,
      isSubmittable: consent.progressStatus === "IN_PROGRESS" && isOpenStatus(recipient.status),
      isWithdrawable: canWithdraw(withdrawRule(scope)),
    },
    requirements: documentRequirements(consent, opts.claims.signerType),
    documents: await documentsOf(opts.db, recipient.recipientSeq),
  };
}

/** Refuses a change unless the consent is in progress and the recipient has not submitted. */
function assertOpen(scope: Scope) {
  if (scope.consent.progressStatus !== "IN_PROGRESS") throw badRequest(M.notInProgress);
  if (!isOpenStatus(scope.recipient.status)) throw badRequest(M.uploadAfterSubmit);
}

/** Reads a part up to `maxBytes`, refusing a longer one with 413 and `message`. */
async function bytesWithin(stream: AsyncIterable<Buffer>, maxBytes: number, message: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, message);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A signature (PNG, 1 MB) or an ID document (JPG, PNG or PDF, 10 MB) the consent asks for, checked by
 * its bytes (magic numbers), stored through the FileStore and recorded as the recipient's current
 * document of its type (the earlier one superseded). Only while the recipient may still submit.
 */
export async function uploadOwnerDocument(opts: {
  db: Db;
  store: FileStore;
  linkCode: string;
  claims: OwnerClaims;
  links?: ConsentLinks;
  documentType: OwnerDocumentType;
  file: { fileName: string; stream: AsyncIterable<Buffer> } | null;
}): Promise<OwnerDocument> {
  const before = await ownerScope(opts.db, opts.linkCode, opts.claims, { links: opts.links });
  assertOpen(before);
  const requirements = documentRequirements(before.consent, opts.claims.signerType);
  if (!isRequestedDocument(requirements, opts.documentType)) throw badRequest(M.documentNotNeeded);
  if (!opts.file) throw badRequest(M.fileRequired);
  const isSignature = opts.documentType === "SIGNATURE";
  const bytes = await bytesWithin(
    opts.file.stream,
    isSignature ? SIGNATURE_MAX_BYTES : OWNER_DOCUMENT_MAX_BYTES,
    isSignature ? M.signatureTooLarge : M.fileTooLarge,
  );
  if (bytes.length === 0) throw badRequest(M.fileRequired);
  const storageKey = newStorageKey("CONSENT");
  await opts.store.put(storageKey, bytes);
  try {
    const { contentType } = await checkStoredContent("CONSENT", opts.store, storageKey, bytes.length).catch(() => {
      throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA, isSignature ? M.signatureNotPng : M.fileTypes);
    });
    if (isSignature && contentType !== "image/png") {
      throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA, M.signatureNotPng);
    }
    return await inTransaction(opts.db, async (tx) => {
      const scope = await ownerScope(tx, opts.linkCode, opts.claims, { forUpdate: true });
      assertOpen(scope);
      const file = await insertFile(tx, {
        unionSeq: scope.consent.unionSeq,
        uploadedBy: OWNER_UPLOADER,
        divisionCode: "CONSENT",
        originalName: opts.file!.fileName || `${opts.documentType.toLowerCase()}`,
        contentType,
        size: bytes.length,
        storageKey,
        status: "STORED",
      });
      const now = new Date();
      await supersedeDocuments(tx, scope.recipient.recipientSeq, now, opts.documentType);
      const document = await insertDocument(tx, {
        recipientSeq: scope.recipient.recipientSeq,
        consentSeq: scope.consent.consentSeq,
        unionSeq: scope.consent.unionSeq,
        documentType: opts.documentType,
        fileSeq: file.fileSeq,
        sha256: sha256(bytes),
        createdAt: now,
      });
      return {
        documentType: opts.documentType,
        fileName: file.originalName,
        contentType,
        size: file.size,
        uploadedAt: document.createdAt.toISOString(),
      };
    });
  } catch (error) {
    await opts.store.remove(storageKey);
    throw error;
  }
}

/**
 * 제출: while the consent is IN_PROGRESS and the recipient NOT_SUBMITTED or WITHDRAWAL, with every
 * document the consent asks for. ELECTRONIC_SUBMITTED, submitType ELECTRONIC, submittedAt now and the
 * withdrawal deadline, a history row and an evidence event (hashes of the consented text, the documents
 * and the signature; IP and user agent) in one transaction; then the consent form PDF is queued. A
 * repeated submit of an electronic submission changes nothing and answers the same.
 */
export async function submitOwnerConsent(opts: {
  db: Db;
  store: FileStore;
  jobs: Jobs;
  linkCode: string;
  claims: OwnerClaims;
  links?: ConsentLinks;
  origin: OwnerOrigin;
  log?: { error: (obj: object, msg: string) => void };
}): Promise<OwnerConsent> {
  const submitted = await inTransaction(opts.db, async (tx) => {
    const scope = await ownerScope(tx, opts.linkCode, opts.claims, { forUpdate: true });
    const { consent, recipient } = scope;
    if (recipient.status === "ELECTRONIC_SUBMITTED") return false;
    if (consent.progressStatus !== "IN_PROGRESS") throw badRequest(M.notInProgress);
    if (!isOpenStatus(recipient.status)) throw badRequest(M.submitNotAllowed);
    const docs = (await currentDocuments(tx, recipient.recipientSeq)).map((d) => d.document);
    const requirements = documentRequirements(consent, opts.claims.signerType);
    const missing = missingRequirement(
      requirements,
      docs.map((d) => d.documentType as OwnerDocumentType),
    );
    if (missing) {
      throw badRequest(missing.key === "SIGNATURE" ? M.signatureMissing : M.documentMissing(missing.label));
    }
    const at = new Date();
    const updated = await updateRecipient(tx, recipient.recipientSeq, {
      status: "ELECTRONIC_SUBMITTED",
      submitType: "ELECTRONIC",
      submittedAt: at,
      certifiedNo: null,
      activeWithdrawnDays: consent.activeWithdrawnDays,
      activeWithdrawnAt: consent.isWithdrawRequired
        ? new Date(at.getTime() + consent.activeWithdrawnDays * DAY_MS)
        : null,
      withdrawnAt: null,
    });
    const name = signerName(scope, opts.claims.signerType);
    await insertHistory(tx, {
      recipientSeq: updated.recipientSeq,
      consentSeq: consent.consentSeq,
      action: "SUBMITTED",
      status: updated.status,
      managerMemberSeq: null,
      managerName: opts.claims.signerType === "AGENT" ? `${name}(대리인)` : name,
      occurredAt: at,
    });
    const documents = docs
      .filter((d) => d.documentType !== "CONSENT_FORM")
      .map((d) => ({ documentType: d.documentType, sha256: d.sha256 }))
      .sort((a, b) => a.documentType.localeCompare(b.documentType));
    // Queued with the submission (chained a moment later by the drain job): owners submitting at once do not
    // wait for each other on the union's chain.
    await queueEvidence(tx, {
      unionSeq: consent.unionSeq,
      kind: CONSENT_EVIDENCE_KINDS.submitted,
      subject: evidenceSubject(consent.consentSeq, updated.recipientSeq),
      payload: {
        consentSeq: consent.consentSeq,
        recipientSeq: updated.recipientSeq,
        consentTextHash: consentTextHash(consent),
        submitType: "ELECTRONIC",
        submittedAt: at.toISOString(),
        signerType: opts.claims.signerType,
        verificationId: opts.claims.verificationId,
        documentHash: sha256(canonicalJson(documents)),
        documents,
        signatureHash: docs.find((d) => d.documentType === "SIGNATURE")?.sha256 ?? null,
      },
      ip: opts.origin.ip,
      userAgent: opts.origin.userAgent,
      occurredAt: at,
    });
    return true;
  });
  if (submitted && opts.claims.recipientSeq) {
    try {
      await opts.jobs.declare(CONSENT_FORM_JOB);
      await queueConsentForm(opts.jobs, opts.claims.recipientSeq);
    } catch (error) {
      // The submission stands; the form is also made when it is first downloaded.
      opts.log?.error({ err: error, recipientSeq: opts.claims.recipientSeq }, "consent form not queued");
    }
  }
  return ownerConsent(opts);
}

/**
 * 철회 by the owner: the console's rule (canWithdraw: in progress, submitted, and before the deadline's
 * day or a public owner's automatic consent). WITHDRAWAL, a history row and an evidence event in one
 * transaction; the submission's documents are superseded (a new submission uploads its own).
 */
export async function withdrawOwnerConsent(opts: {
  db: Db;
  store: FileStore;
  linkCode: string;
  claims: OwnerClaims;
  links?: ConsentLinks;
  origin: OwnerOrigin;
}): Promise<OwnerConsent> {
  await inTransaction(opts.db, async (tx) => {
    const scope = await ownerScope(tx, opts.linkCode, opts.claims, { forUpdate: true });
    const { consent, recipient } = scope;
    if (!canWithdraw(withdrawRule(scope))) throw badRequest(M.withdrawNotAllowed);
    const at = new Date();
    const updated = await updateRecipient(tx, recipient.recipientSeq, { status: "WITHDRAWAL", withdrawnAt: at });
    await supersedeDocuments(tx, recipient.recipientSeq, at);
    await discardCertificate(tx, recipient.recipientSeq, at);
    const name = signerName(scope, opts.claims.signerType);
    await insertHistory(tx, {
      recipientSeq: updated.recipientSeq,
      consentSeq: consent.consentSeq,
      action: "WITHDRAWN",
      status: updated.status,
      managerMemberSeq: null,
      managerName: opts.claims.signerType === "AGENT" ? `${name}(대리인)` : name,
      occurredAt: at,
    });
    await appendEvidence(tx, {
      unionSeq: consent.unionSeq,
      kind: CONSENT_EVIDENCE_KINDS.withdrawn,
      subject: evidenceSubject(consent.consentSeq, updated.recipientSeq),
      payload: {
        consentSeq: consent.consentSeq,
        recipientSeq: updated.recipientSeq,
        consentTextHash: consentTextHash(consent),
        submitType: recipient.submitType,
        submittedAt: iso(recipient.submittedAt),
        withdrawnAt: at.toISOString(),
        signerType: opts.claims.signerType,
        verificationId: opts.claims.verificationId,
      },
      ip: opts.origin.ip,
      userAgent: opts.origin.userAgent,
      occurredAt: at,
    });
  });
  return ownerConsent(opts);
}
