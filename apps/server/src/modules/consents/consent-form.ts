import { type ConsentDocumentType, SUBMITTED_STATUSES, type SubmitType, type TemplateType } from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import { canonicalJson } from "../../platform/idempotency";
import { insertFile } from "../files/files.repository";
import type { RightLine } from "./consent-form.pdf";
import {
  currentDocument,
  type FormSource,
  formSourceOf,
  insertDocument,
  latestSubmissionActAt,
  localAddressRowsOf,
  supersedeDocument,
} from "./consent-form.repository";
import { renderConsentFormOnThread } from "./consent-form-thread";
import { consentTextHash } from "./consent-recipients.service";
import { electronicConsentRecipients as recipients } from "./consents.table";

/** Files the server makes itself (no member uploaded them) carry this uploader. */
export const SYSTEM_UPLOADER = 0;
export const CONSENT_FORM_DIVISION = "CONSENT";

/**
 * The submission record a consent form certifies. Its canonical JSON (keys sorted, no spaces) hashed
 * with SHA-256 is printed on the form, stored as the CONSENT_FORM document's `sha256`, and answered by
 * the public check. `version` names this shape; a changed shape gets a new version.
 */
export type ConsentFormFacts = {
  version: "consent-form/1";
  union: { unionSeq: number; name: string };
  consent: {
    consentSeq: number;
    title: string;
    content: string;
    templateName: string;
    templateType: TemplateType;
    /** The hash of the consented text, as the evidence chain's submission events carry it. */
    textHash: string;
  };
  recipient: { recipientSeq: number; recipientId: string };
  owner: {
    unionRegisterSeq: number;
    unionRegisterNo: string;
    ownerType: string;
    name: string;
    birth: string;
    companyNo: string;
  };
  submission: { submitType: SubmitType; submittedAt: string; certifiedNo: string | null };
  /** SHA-256 of the drawn signature's bytes, or null when the submission has none. */
  signatureSha256: string | null;
};

/** A recipient counts as submitted with a stamped submission (a public owner's counts from the consent's start). */
export const hasSubmission = (source: FormSource) =>
  SUBMITTED_STATUSES.includes(source.recipient.status) &&
  source.recipient.submittedAt !== null &&
  source.recipient.submitType !== null;

export function consentFormFacts(source: FormSource, signatureSha256: string | null): ConsentFormFacts {
  const { recipient, owner, consent, template } = source;
  return {
    version: "consent-form/1",
    union: { unionSeq: consent.unionSeq, name: source.unionName },
    consent: {
      consentSeq: consent.consentSeq,
      title: consent.title,
      content: consent.content,
      templateName: template.name,
      templateType: template.templateType,
      textHash: consentTextHash(consent),
    },
    recipient: { recipientSeq: recipient.recipientSeq, recipientId: recipient.recipientId },
    owner: {
      unionRegisterSeq: owner.unionRegisterSeq,
      unionRegisterNo: owner.unionRegisterNoSub
        ? `${owner.unionRegisterNoMain}-${owner.unionRegisterNoSub}`
        : `${owner.unionRegisterNoMain}`,
      ownerType: owner.ownerType,
      name: owner.name,
      birth: owner.birth,
      companyNo: owner.companyNo,
    },
    submission: {
      submitType: recipient.submitType as SubmitType,
      submittedAt: (recipient.submittedAt as Date).toISOString(),
      certifiedNo: recipient.certifiedNo,
    },
    signatureSha256,
  };
}

export const consentFormHash = (facts: ConsentFormFacts) => sha256(canonicalJson(facts));

/** The public check's address for a hash (GET, no sign-in). */
export const verifyPath = (hash: string) => `/v1/verify/consent-forms/${hash}`;

const area = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? `${n.toLocaleString("ko-KR", { maximumFractionDigits: 3 })}㎡` : null;
};

async function rightsOf(db: Db, unionRegisterSeq: number): Promise<RightLine[]> {
  const rows = await localAddressRowsOf(db, unionRegisterSeq);
  return rows.map((row) => {
    const apartment = [row.apartmentDong && `${row.apartmentDong}동`, row.apartmentHosu && `${row.apartmentHosu}호`]
      .filter(Boolean)
      .join(" ");
    const location = [row.city, row.gu, row.dong, row.jibun, row.building, apartment].filter(Boolean).join(" ");
    const land = area(row.landOwnership?.ownedArea);
    const building = area(row.buildingOwnership?.ownedArea);
    const holding = [land && `토지 ${land}`, building && `건물 ${building}`].filter(Boolean).join(" · ");
    return { location, holding: holding || "소유 면적 미기재" };
  });
}

/** The stored bytes of a current document of the recipient (the signature), or null. */
async function documentBytes(db: Db, store: FileStore, recipientSeq: number, type: ConsentDocumentType) {
  const found = await currentDocument(db, recipientSeq, type);
  if (!found?.file) return null;
  return store.get(found.file.storageKey);
}

/**
 * A consent form made before the recipient's latest submission act belongs to an earlier submission
 * (withdrawn or cancelled, then submitted again): it is replaced.
 */
export async function isFresh(db: Db, recipientSeq: number, createdAt: Date) {
  const lastAct = await latestSubmissionActAt(db, recipientSeq);
  return lastAct === null || createdAt >= lastAct;
}

export type ConsentFormDeps = { db: Db; store: FileStore; publicBaseUrl: string };

/**
 * The consent form job (CONSENT_FORM_JOB), also run on a download that finds none: for a recipient with
 * a submission, renders the form, stores it through the file store (division CONSENT) and records it as
 * the current CONSENT_FORM document with the hash it certifies. Idempotent: a current form of the same
 * submission ends it; a recipient without a submission gets none. Answers the current form, or null.
 */
export async function makeConsentForm(deps: ConsentFormDeps, recipientSeq: number) {
  const { db, store } = deps;
  const source = await formSourceOf(db, recipientSeq);
  if (!source || !hasSubmission(source)) return null;
  const existing = await currentDocument(db, recipientSeq, "CONSENT_FORM");
  if (existing && (await isFresh(db, recipientSeq, existing.document.createdAt))) return existing;

  const signature = await documentBytes(db, store, recipientSeq, "SIGNATURE");
  const facts = consentFormFacts(source, signature ? sha256(signature) : null);
  const hash = consentFormHash(facts);
  const bytes = await renderConsentFormOnThread({
    facts,
    hash,
    verifyUrl: `${deps.publicBaseUrl}${verifyPath(hash)}`,
    rights: await rightsOf(db, source.owner.unionRegisterSeq),
    signature,
  });
  const storageKey = newStorageKey(CONSENT_FORM_DIVISION);
  await store.put(storageKey, Buffer.from(bytes));

  const made = await inTransaction(db, async (tx) => {
    // One maker at a time per recipient; the submission must still be the one rendered.
    const [locked] = await tx.select().from(recipients).where(eq(recipients.recipientSeq, recipientSeq)).for("update");
    const unchanged =
      locked &&
      locked.removedAt === null &&
      SUBMITTED_STATUSES.includes(locked.status) &&
      locked.submittedAt?.getTime() === source.recipient.submittedAt?.getTime() &&
      locked.submitType === source.recipient.submitType;
    if (!unchanged) return null;
    const current = await currentDocument(tx, recipientSeq, "CONSENT_FORM", { forUpdate: true });
    if (current) {
      if (await isFresh(tx, recipientSeq, current.document.createdAt)) return { kept: current };
      await supersedeDocument(tx, current.document.documentSeq, new Date());
    }
    const file = await insertFile(tx, {
      unionSeq: source.consent.unionSeq,
      uploadedBy: SYSTEM_UPLOADER,
      divisionCode: CONSENT_FORM_DIVISION,
      originalName: `${source.consent.title}_${source.owner.name}.pdf`,
      contentType: "application/pdf",
      size: bytes.length,
      storageKey,
      status: "STORED",
    });
    const document = await insertDocument(tx, {
      recipientSeq,
      consentSeq: source.consent.consentSeq,
      unionSeq: source.consent.unionSeq,
      documentType: "CONSENT_FORM",
      fileSeq: file.fileSeq,
      sha256: hash,
    });
    return { made: { document, file } };
  });
  if (!made || "kept" in made) {
    await store.remove(storageKey);
    return made?.kept ?? null;
  }
  return made.made;
}
