import {
  CONSENT_FILE_LABELS,
  type ConsentDocumentType,
  type ConsentFileType,
  CONSENT_DOCUMENT_MESSAGES as D,
  EXTERNAL_DOCUMENT_TYPES,
  type ExternalDocumentType,
  type ListRecipientFilesQuery,
  CONSENT_MESSAGES as M,
  type RecipientFiles,
  type RecipientStatus,
  SUBMITTED_STATUSES,
  todayInSeoul,
} from "@johap/contracts";
import { badRequest, notFound } from "../../platform/errors";
import { maskIdCard } from "./consent-documents.masking";
import { recipientFileRows } from "./consent-documents.repository";
import { type ConsentFormDeps, makeConsentForm } from "./consent-form";
import { currentDocument, currentDocumentsOf } from "./consent-form.repository";
import { assertSameUnion, consentOf } from "./consent-lookup";
import { findRecipient } from "./consent-recipients.repository";

/** Ours: an ID card stored as something other than a PNG or JPEG photo cannot be masked by pixels. */
export const ID_CARD_NOT_MASKABLE = "신분증 이미지를 가릴 수 없어 내려받을 수 없습니다.";

/** The document a file type downloads (the consent form and the ID card by the spec's names). */
const DOCUMENT_OF: Readonly<Record<ConsentFileType, ConsentDocumentType>> = {
  UPLOADED_FILE: "CONSENT_FORM",
  MASKING_IDENTITY_FILE: "ID_CARD",
  RESIDENT_ABSTRACT: "RESIDENT_ABSTRACT",
  RESIDENT_COPY: "RESIDENT_COPY",
  FAMILY_RELATION: "FAMILY_RELATION",
};

const isSubmitted = (r: { status: RecipientStatus; submittedAt: Date | null }) =>
  SUBMITTED_STATUSES.includes(r.status) && r.submittedAt !== null;

export const downloadPath = (consentSeq: number, recipientSeq: number, fileType: ConsentFileType) =>
  `/v2/electronic-consents/${consentSeq}/recipients/${recipientSeq}/download?fileType=${fileType}`;

/**
 * GET .../recipients/files: the downloads tab's page. A recipient whose submission stands has its consent
 * form (made by the job, or on its first download) and the documents it uploaded; anything else is 미제출
 * (a null path). Documents of a withdrawn or cancelled submission are not offered.
 */
export async function listRecipientFiles(opts: {
  db: ConsentFormDeps["db"];
  unionSeq: number;
  consentSeq: number;
  query: ListRecipientFilesQuery;
}): Promise<{ items: RecipientFiles[]; total: number }> {
  assertSameUnion(opts.query.searchUnionSeq, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const { rows, total } = await recipientFileRows(opts.db, consent.consentSeq, opts.query);
  const documents = await currentDocumentsOf(
    opts.db,
    rows.filter(isSubmitted).map((r) => r.recipientSeq),
    ["ID_CARD", ...EXTERNAL_DOCUMENT_TYPES],
  );
  const has = (recipientSeq: number, type: ConsentDocumentType) =>
    documents.some((d) => d.document.recipientSeq === recipientSeq && d.document.documentType === type && d.file);
  const items = rows.map((row): RecipientFiles => {
    const submitted = isSubmitted(row);
    const pathOf = (fileType: ConsentFileType) =>
      submitted && (fileType === "UPLOADED_FILE" || has(row.recipientSeq, DOCUMENT_OF[fileType]))
        ? downloadPath(consent.consentSeq, row.recipientSeq, fileType)
        : null;
    return {
      recipientSeq: row.recipientSeq,
      recipientId: row.recipientId,
      name: row.name,
      mainNo: row.mainNo,
      subNo: row.subNo,
      status: row.status,
      submitType: row.submitType,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      originFilePath: pathOf("UPLOADED_FILE"),
      identityFilePath: pathOf("MASKING_IDENTITY_FILE"),
      externalDocumentFilePaths: EXTERNAL_DOCUMENT_TYPES.map((documentType: ExternalDocumentType) => {
        const filePath = pathOf(documentType);
        return { documentType, status: filePath ? "SUBMITTED" : "NOT_SUBMITTED", filePath };
      }),
    };
  });
  return { items, total };
}

export type DownloadedFile = { bytes: Buffer; contentType: string; fileName: string };

const EXTENSIONS: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
};

/** 동의서_홍길동_20261126.pdf: the document's word, the owner's name and the day of the download in Korea. */
export const downloadFileName = (fileType: ConsentFileType, name: string, extension: string) =>
  `${CONSENT_FILE_LABELS[fileType]}_${name || "이름없음"}_${todayInSeoul().replaceAll("-", "")}.${extension}`;

/**
 * POST .../recipients/{recipientSeq}/download?fileType=: one document of a recipient whose submission
 * stands. The consent form is made now if the job has not made it yet; the ID card is served masked.
 */
export async function downloadRecipientFile(
  deps: ConsentFormDeps,
  opts: { unionSeq: number; consentSeq: number; recipientSeq: number; fileType: ConsentFileType; named?: number },
): Promise<DownloadedFile> {
  assertSameUnion(opts.named, opts.unionSeq);
  const { consent } = await consentOf(deps.db, opts.unionSeq, opts.consentSeq);
  const found = await findRecipient(deps.db, consent.consentSeq, opts.recipientSeq);
  if (!found) throw notFound(M.recipientNotFound);
  const { recipient, owner } = found;
  if (!isSubmitted(recipient)) throw notFound(D.documentNotFound);

  const stored =
    opts.fileType === "UPLOADED_FILE"
      ? await makeConsentForm(deps, recipient.recipientSeq)
      : await currentDocument(deps.db, recipient.recipientSeq, DOCUMENT_OF[opts.fileType]);
  if (!stored?.file) throw notFound(D.documentNotFound);
  const bytes = await deps.store.get(stored.file.storageKey);

  if (opts.fileType === "MASKING_IDENTITY_FILE") {
    const masked = maskIdCard(bytes);
    if (!masked) throw badRequest(ID_CARD_NOT_MASKABLE);
    return {
      bytes: masked.bytes,
      contentType: masked.contentType,
      fileName: downloadFileName(opts.fileType, owner.name, masked.extension),
    };
  }
  const extension =
    EXTENSIONS[stored.file.contentType] ?? stored.file.originalName.split(".").pop()?.toLowerCase() ?? "bin";
  return {
    bytes,
    contentType: stored.file.contentType,
    fileName: downloadFileName(opts.fileType, owner.name, extension),
  };
}
