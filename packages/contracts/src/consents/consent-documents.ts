import { z } from "zod";
import {
  CONSENT_PAGE_SIZE,
  CONSENT_SEARCH_NAME_MAX,
  CONSENT_MESSAGES as M,
  RECIPIENT_STATUSES,
  SUBMIT_TYPES,
} from "./consents.constants";

/**
 * The downloads tab (다운로드, spec 02 §2.2 and §7): per recipient the consent form PDF, the ID card
 * (masked), the resident registration abstract and copy and the family relation certificate, each to
 * download or tagged 미제출; and the public check of a consent form's hash.
 */

/** The external documents an owner uploads with a submission (spec: externalDocumentFilePaths). */
export const EXTERNAL_DOCUMENT_TYPES = ["RESIDENT_ABSTRACT", "RESIDENT_COPY", "FAMILY_RELATION"] as const;
export type ExternalDocumentType = (typeof EXTERNAL_DOCUMENT_TYPES)[number];

/**
 * `fileType` of POST .../recipients/{recipientSeq}/download: the spec's UPLOADED_FILE (the consent form,
 * originFilePath) and MASKING_IDENTITY_FILE (the ID card with the resident number's back digits hidden,
 * identityFilePath), and each external document by its type.
 */
export const CONSENT_FILE_TYPES = ["UPLOADED_FILE", "MASKING_IDENTITY_FILE", ...EXTERNAL_DOCUMENT_TYPES] as const;
export type ConsentFileType = (typeof CONSENT_FILE_TYPES)[number];

/** The tab's column labels, and the file names' words (with the owner's name and yyyyMMdd). */
export const CONSENT_FILE_LABELS: Readonly<Record<ConsentFileType, string>> = {
  UPLOADED_FILE: "동의서",
  MASKING_IDENTITY_FILE: "신분증",
  RESIDENT_ABSTRACT: "주민등록초본",
  RESIDENT_COPY: "주민등록등본",
  FAMILY_RELATION: "가족관계증명서",
};

export const DOCUMENT_SUBMIT_STATUSES = ["SUBMITTED", "NOT_SUBMITTED"] as const;

export const CONSENT_DOCUMENT_MESSAGES = {
  notSubmitted: "미제출",
  /** Ours: a download of a document the recipient has not submitted. */
  documentNotFound: "제출된 서류가 없습니다.",
  fileTypeInvalid: "내려받을 서류 종류를 확인해 주세요.",
  /** Ours: the public check of a consent form's hash. */
  hashInvalid: "확인할 동의서의 해시(SHA-256, 16진수 64자)를 확인해 주세요.",
  formNotFound: "등록된 전자 동의서가 아닙니다.",
} as const;

export const ListRecipientFilesQuerySchema = z.object({
  searchUnionSeq: z.coerce.number().int().positive().optional(),
  searchRecipientName: z.string().trim().max(CONSENT_SEARCH_NAME_MAX, M.searchNameMax).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(CONSENT_PAGE_SIZE),
});
export type ListRecipientFilesQuery = z.infer<typeof ListRecipientFilesQuerySchema>;

export const ExternalDocumentPathSchema = z.object({
  documentType: z.enum(EXTERNAL_DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_SUBMIT_STATUSES),
  /** The download call (POST) of the document, or null while 미제출. */
  filePath: z.string().nullable(),
});
export type ExternalDocumentPath = z.infer<typeof ExternalDocumentPathSchema>;

/** GET .../recipients/files: one recipient's documents (null paths are 미제출). */
export const RecipientFilesSchema = z.object({
  recipientSeq: z.number().int(),
  recipientId: z.string(),
  name: z.string(),
  mainNo: z.number().int(),
  subNo: z.number().int(),
  status: z.enum(RECIPIENT_STATUSES),
  submitType: z.enum(SUBMIT_TYPES).nullable(),
  submittedAt: z.string().nullable(),
  /** The consent form PDF (made by a job after the submission, or on its first download). */
  originFilePath: z.string().nullable(),
  /** The ID card, masked. */
  identityFilePath: z.string().nullable(),
  externalDocumentFilePaths: z.array(ExternalDocumentPathSchema),
});
export type RecipientFiles = z.infer<typeof RecipientFilesSchema>;

/** POST .../recipients/{recipientSeq}/download: which document (the body may name the union). */
export const DownloadFileQuerySchema = z.object({
  fileType: z.enum(CONSENT_FILE_TYPES, { error: CONSENT_DOCUMENT_MESSAGES.fileTypeInvalid }),
  searchUnionSeq: z.coerce.number().int().positive().optional(),
});
export type DownloadFileQuery = z.infer<typeof DownloadFileQuerySchema>;

export const ConsentFormHashParamsSchema = z.object({
  hash: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, CONSENT_DOCUMENT_MESSAGES.hashInvalid),
});

/**
 * GET /v1/verify/consent-forms/{hash}: what a consent form with this hash certifies, without personal
 * data beyond a masked name. `isCurrent` is false once the submission was withdrawn or replaced.
 */
export const ConsentFormVerificationSchema = z.object({
  sha256: z.string(),
  unionName: z.string(),
  consentTitle: z.string(),
  maskedName: z.string(),
  submitType: z.enum(SUBMIT_TYPES).nullable(),
  /** The submission's day in Korea (YYYY-MM-DD). */
  submittedDate: z.string().nullable(),
  issuedAt: z.string(),
  isCurrent: z.boolean(),
});
export type ConsentFormVerification = z.infer<typeof ConsentFormVerificationSchema>;
