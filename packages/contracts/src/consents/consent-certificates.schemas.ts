import { z } from "zod";
import {
  CERTIFICATE_CONSENT_STATUSES,
  CERTIFICATE_ISSUED_STATUSES,
  CONSENT_CERTIFICATE_MESSAGES,
  CONSENT_CERTIFICATE_REQUEST_MAX,
  EXTENSION_PHONE_PATTERN,
} from "./consent-certificates.constants";
import {
  CONSENT_PAGE_SIZE,
  CONSENT_SEARCH_NAME_MAX,
  CONSENT_SEARCH_TITLE_MAX,
  CONSENT_MESSAGES as M,
  RECIPIENT_STATUSES,
  SUBMIT_TYPES,
  TEMPLATE_TYPES,
} from "./consents.constants";
import { ConsentTemplateRefSchema, ProgressStatusSchema, RecipientCountSchema } from "./consents.schemas";

/**
 * 전자 동의 증명서 발급 (spec 02 §2.5, §3 Certificate summary, §4, §5, §8, §9; menu M1202): the certificate list
 * of consents (all but BEFORE), a consent's recipients with their issue status, the request (0 won), the
 * download, the paid document-retention extension, and the public check of an issued certificate PDF.
 */

const C = CONSENT_CERTIFICATE_MESSAGES;

const paging = {
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(CONSENT_PAGE_SIZE),
};
const consentSeq = z.coerce.number().int().positive();
const recipientSeqs = (empty: string) =>
  z.array(z.number().int().positive()).min(1, empty).max(CONSENT_CERTIFICATE_REQUEST_MAX);

/** GET /v2/certificate-electronic-consents: title, template type, progress status (IN_PROGRESS, COMPLETED). */
export const ListCertificateConsentsQuerySchema = z.object({
  searchTitle: z.string().trim().max(CONSENT_SEARCH_TITLE_MAX, M.searchTitleMax).optional(),
  searchTemplateType: z.enum(TEMPLATE_TYPES).optional(),
  searchProgressStatus: z.enum(CERTIFICATE_CONSENT_STATUSES).optional(),
  ...paging,
});
export type ListCertificateConsentsQuery = z.infer<typeof ListCertificateConsentsQuerySchema>;

/** The four counts of a consent's certificates (spec 02 §3 Certificate summary). */
export const ConsentCertificateCountsSchema = z.object({
  availableCount: z.number().int(),
  pendingCount: z.number().int(),
  unavailableCount: z.number().int(),
  downloadCount: z.number().int(),
});
export type ConsentCertificateCounts = z.infer<typeof ConsentCertificateCountsSchema>;

export const CertificateConsentSchema = z.object({
  no: z.number().int(),
  consentSeq: z.number().int(),
  title: z.string(),
  progressStatus: ProgressStatusSchema,
  template: ConsentTemplateRefSchema,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  recipientCount: RecipientCountSchema,
  certificateCounts: ConsentCertificateCountsSchema,
  documentStorageEndAt: z.string().nullable(),
  documentStorageStatus: z.string(),
  /** NONE, PENDING (an extension is being processed), COMPLETED (the last one extended the end). */
  documentStorageExtensionStatus: z.string(),
  /** The end the pending extension will give, or null. */
  pendingExtensionUntil: z.string().nullable(),
});
export type CertificateConsent = z.infer<typeof CertificateConsentSchema>;

/** GET /v2/electronic-consents/certificates/summary?consentSeq. */
export const CertificateSummaryQuerySchema = z.object({ consentSeq });
export const ConsentCertificateSummarySchema = ConsentCertificateCountsSchema.extend({
  consentSeq: z.number().int(),
  title: z.string(),
  progressStatus: ProgressStatusSchema,
  unitCost: z.number().int(),
  /** The signed-in member's name: the request dialog's 신청자 (spec 02 §6). */
  requestorName: z.string(),
});
export type ConsentCertificateSummary = z.infer<typeof ConsentCertificateSummarySchema>;

/** GET /v2/electronic-consents/certificates: a consent's recipients by name and issue status. */
export const ListConsentCertificatesQuerySchema = z.object({
  consentSeq,
  searchName: z.string().trim().max(CONSENT_SEARCH_NAME_MAX, M.searchNameMax).optional(),
  searchIssuedStatus: z.enum(CERTIFICATE_ISSUED_STATUSES).optional(),
  ...paging,
});
export type ListConsentCertificatesQuery = z.infer<typeof ListConsentCertificatesQuerySchema>;

export const ConsentCertificateRowSchema = z.object({
  no: z.number().int(),
  recipientSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.string(),
  ownerType: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  submitType: z.enum(SUBMIT_TYPES).nullable(),
  submittedAt: z.string().nullable(),
  issuedStatus: z.enum(CERTIFICATE_ISSUED_STATUSES),
  certificateSeq: z.number().int().nullable(),
  requestorName: z.string().nullable(),
  requestedAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  downloadCount: z.number().int(),
  /** Why the last issue failed (shown as 신청가능 again, with this note). */
  failReason: z.string().nullable(),
});
export type ConsentCertificateRow = z.infer<typeof ConsentCertificateRowSchema>;

/** POST /v2/electronic-consents/certificates: AVAILABLE recipients, the agreement ticked (spec 02 §5). */
export const ConsentCertificateRequestBodySchema = z.object({
  consentSeq: z.number().int().positive(),
  recipientSeqs: recipientSeqs(C.requestImpossible),
  agreed: z.literal(true, { error: C.agreementRequired }),
});
export type ConsentCertificateRequestBody = z.infer<typeof ConsentCertificateRequestBodySchema>;
export const ConsentCertificateRequestResultSchema = z.object({
  requested: z.number().int(),
  totalCost: z.number().int(),
});
export type ConsentCertificateRequestResult = z.infer<typeof ConsentCertificateRequestResultSchema>;

/** POST .../certificates/download and .../download-status: DOWNLOAD recipients. */
export const ConsentCertificateDownloadBodySchema = z.object({
  consentSeq: z.number().int().positive(),
  recipientSeqs: recipientSeqs(C.downloadImpossible),
});
export type ConsentCertificateDownloadBody = z.infer<typeof ConsentCertificateDownloadBodySchema>;
export const ConsentCertificateDownloadStatusSchema = z.object({ downloaded: z.number().int() });

/** `전자 문서 증명서_{yyyyMMddHHmmss}.pdf` (spec 02 §9), or `.zip` for several. */
export const consentCertificateFileName = (stamp: string, isZip: boolean) =>
  `전자 문서 증명서_${stamp}.${isZip ? "zip" : "pdf"}`;

/** POST /v2/electronic-consents/{consentSeq}/certificate-extensions. */
export const ConsentStorageExtensionBodySchema = z.object({
  phoneNo: z
    .string({ error: C.phoneRequired })
    .trim()
    .min(1, C.phoneRequired)
    .regex(EXTENSION_PHONE_PATTERN, C.phoneInvalid),
  agreed: z.literal(true, { error: C.agreementRequired }),
});
export type ConsentStorageExtensionBody = z.infer<typeof ConsentStorageExtensionBodySchema>;
export const ConsentStorageExtensionSchema = z.object({
  extensionSeq: z.number().int(),
  consentSeq: z.number().int(),
  status: z.enum(["REQUESTED", "COMPLETED"]),
  years: z.number().int(),
  cost: z.number().int(),
  extendedFrom: z.string().nullable(),
  extendedUntil: z.string().nullable(),
  requestedAt: z.string(),
  /** When the processing is due (at least 3 days after the request). */
  dueAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ConsentStorageExtension = z.infer<typeof ConsentStorageExtensionSchema>;

/** POST /v1/verify/consent-certificates: what a presented PDF matched (public; no personal data but a masked name). */
export const ConsentCertificateVerificationSchema = z.discriminatedUnion("matched", [
  z.object({
    matched: z.literal(true),
    sha256: z.string(),
    unionName: z.string(),
    consentTitle: z.string(),
    maskedName: z.string(),
    submitType: z.enum(SUBMIT_TYPES).nullable(),
    issuedAt: z.string(),
    chainIndex: z.number().int(),
    chainHeadHash: z.string(),
    /** The union's chain recomputed up to the certificate's head, unbroken and ending in that head. */
    isChainIntact: z.boolean(),
    /** False once the submission was withdrawn (the certificate was discarded). */
    isCurrent: z.boolean(),
  }),
  z.object({ matched: z.literal(false), sha256: z.string(), message: z.string() }),
]);
export type ConsentCertificateVerification = z.infer<typeof ConsentCertificateVerificationSchema>;
