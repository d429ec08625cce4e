import { z } from "zod";
import { cleanText } from "../platform/text";
import {
  MEET_METHODS,
  MEET_NAME_MAX,
  MEET_PAGE_SIZE,
  MEET_STATUSES,
  MEET_TYPES,
  OPEN_TYPES,
} from "./meetings.constants";

/**
 * 연명부 (attendee register) and certificates of a meeting (spec 03 §2.6, §2.8, §3, §4, §5, §7 and §9): the
 * roster request and its PDFs, the certificate list (M1005), each type's voters with their issuance status, the
 * counts, the cost, the charged request, the zip download and the paid storage extension.
 */

// ----- 연명부 -----

export const JOINT_BOOK_STATUSES = ["BEFORE", "PROCESSING", "COMPLETED", "FAILED"] as const;
export type JointBookStatus = (typeof JOINT_BOOK_STATUSES)[number];

export const MEET_CERTIFICATE_MESSAGES = {
  jointBookRequested: "연명부 신청이 완료 되었습니다.",
  jointBookNotAllowed: "연명부는 집계중 또는 종료된 총회에서만 신청할 수 있습니다.",
  jointBookAlreadyRequested: "이미 신청된 연명부입니다.",
  jointBookWaiting: "연명부를 생성하고 있습니다. 잠시 후 다시 확인해주세요.",
  jointBookFailed: "생성 실패",
  certificateRequested: "발급 신청이 완료되었습니다.",
  certificateNoneSelected: "발급 신청 또는 다운로드가 가능한 선거인을 선택해주세요.",
  certificateImpossible: "요청하신 증명서는 발급 신청 또는 다운로드가 불가능합니다. 가능한 선거인을 선택해주세요.",
  certificateMeetNotComplete: "종료된 총회만 증명서를 발급할 수 있습니다.",
  certificateTypeNotOffered: "이 총회의 투표 방식에서는 발급할 수 없는 증명서입니다.",
  agreementRequired: "주의사항을 확인하시고 내용에 동의해 주세요.",
  extensionRequested: "문서보간 기간 연장 신청이 완료되었습니다.",
  phoneRequired: "연락처를 입력해주세요.",
  phoneInvalid: "올바른 연락처를 입력해주세요.",
  resultFileMaking: "투표결과 파일 생성 중...",
} as const;
const C = MEET_CERTIFICATE_MESSAGES;

/** GET /v1/meets/{meetSeq}/joint-book: the meeting's roster request (BEFORE when never requested). */
export const JointBookSchema = z.object({
  meetSeq: z.number().int(),
  status: z.enum(JOINT_BOOK_STATUSES),
  /** 공개용: names and birth dates masked. */
  publicFileSeq: z.number().int().nullable(),
  /** 내부 보관용: in full. */
  privateFileSeq: z.number().int().nullable(),
  isNotificationAllowed: z.boolean(),
  name: z.string(),
  phoneNo: z.string(),
  requestedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  failReason: z.string().nullable(),
});
export type JointBook = z.infer<typeof JointBookSchema>;

const digitsOnly = (max: number, message: string) => z.string().trim().regex(/^\d*$/, message).max(max, message);

/**
 * POST /v1/meets/{meetSeq}/joint-book: the request (the member is the caller); a text when it is made if
 * `isNotificationAllowed` and a phone number are given.
 */
export const JointBookRequestBodySchema = z.object({
  isNotificationAllowed: z.boolean().default(false),
  name: cleanText().max(30).default(""),
  phoneNo: digitsOnly(11, C.phoneInvalid).default(""),
});
export type JointBookRequestBody = z.input<typeof JointBookRequestBodySchema>;

// ----- 증명서 -----

/** 유통 증명서, 투표내역 증명서, 전자문서 증명서 (electronic and mixed meetings) and 온라인투표 내역 증명서 (onsite, mixed). */
export const CERTIFICATE_TYPES = ["DIST_CERT", "VOTE_CERT", "ELEC_CERT", "ONLINE"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
export const ELECTRONIC_CERTIFICATE_TYPES = ["DIST_CERT", "VOTE_CERT", "ELEC_CERT"] as const;
export type ElectronicCertificateType = (typeof ELECTRONIC_CERTIFICATE_TYPES)[number];

export const CERTIFICATE_TYPE_LABELS: Record<CertificateType, string> = {
  DIST_CERT: "유통 증명서",
  VOTE_CERT: "투표내역 증명서",
  ELEC_CERT: "전자문서 증명서",
  ONLINE: "온라인투표 내역 증명서",
};

/**
 * A voter's issuance status of an electronic-style certificate: UNABLE (nothing to certify: no delivery, no
 * opening or no electronic vote), ABLE (can be requested), REQUESTED (paid, being made), COMPLETE (file ready).
 */
export const CERTIFICATE_STATUSES = ["UNABLE", "ABLE", "REQUESTED", "COMPLETE", "FAILED"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  UNABLE: "발급 불가",
  ABLE: "발급 가능",
  REQUESTED: "발급 중",
  COMPLETE: "발급 완료",
  FAILED: "발급 실패",
};

/** Online vote record statuses (spec 03 §4); the console reads them (the online meeting itself is issue 18). */
export const ONLINE_CERTIFICATE_STATUSES = [
  "UNAVAILABLE",
  "APPLYING",
  "AVAILABLE",
  "DOWNLOADABLE",
  "DOWNLOADED",
] as const;
export type OnlineCertificateStatus = (typeof ONLINE_CERTIFICATE_STATUSES)[number];

/** 증명서 발급 요금 (원, per certificate) and 문서 보관 기간 연장 (원, per 5-year step). */
export const CERTIFICATE_UNIT_COST = 1_000;
export const STORAGE_EXTENSION_YEARS = 5;
export const STORAGE_EXTENSION_COST = 50_000;
/** Certificates per request (a page of voters is 10; "select all" of a large meeting goes in several). */
export const CERTIFICATE_REQUEST_MAX = 10_000;

/** Which certificate tabs a method offers (spec 03 §2.8). */
export function certificateTypesOf(meetMethod: (typeof MEET_METHODS)[number]): CertificateType[] {
  if (meetMethod === "ELECTRONIC") return [...ELECTRONIC_CERTIFICATE_TYPES];
  if (meetMethod === "ONSITE") return ["ONLINE"];
  return [...ELECTRONIC_CERTIFICATE_TYPES, "ONLINE"];
}

/** `yyyyMMddHHmmss` of a date in Seoul time: the zip's timestamp. */
export const certificateZipName = (type: CertificateType, stamp: string) =>
  `${CERTIFICATE_TYPE_LABELS[type]}_${stamp}.zip`;

/** GET /v1/certificate-meets: meeting name and method (ALL or a code), 10 a page (spec 03 §2.8, §7). */
export const ListCertificateMeetsQuerySchema = z.object({
  meetName: cleanText().max(MEET_NAME_MAX).optional(),
  meetMethod: z.enum(MEET_METHODS).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(MEET_PAGE_SIZE),
});
export type ListCertificateMeetsParams = z.output<typeof ListCertificateMeetsQuerySchema>;
export const ListCertificateMeetsExcelQuerySchema = ListCertificateMeetsQuerySchema.omit({
  page: true,
  pageSize: true,
});

/** A meeting of the certificate list, and the detail's header. */
export const CertificateMeetSchema = z.object({
  no: z.number().int(),
  meetSeq: z.number().int(),
  name: z.string(),
  meetMethod: z.enum(MEET_METHODS),
  meetType: z.enum(MEET_TYPES),
  openType: z.enum(OPEN_TYPES),
  meetStatus: z.enum(MEET_STATUSES),
  meetAt: z.string(),
  isMock: z.boolean(),
  participantCount: z.number().int(),
  completedAt: z.string().nullable(),
  documentStorageEndAt: z.string().nullable(),
  documentStorageStatus: z.string(),
  documentStorageExtensionStatus: z.string(),
  /** `/v1/files?fileSeq=N` of the result certificate; null while it is being made (투표결과 파일 생성 중...). */
  voteResultCertificateFilePath: z.string().nullable(),
});
export type CertificateMeet = z.infer<typeof CertificateMeetSchema>;

export const CERTIFICATE_MEETS_SHEET_NAME = "증명서 발급";
export const certificateMeetsFileName = (yyyyMMdd: string) => `증명서 발급_${yyyyMMdd}.xlsx`;

/** Counts of a type (spec 03 §3 Certificate counts). */
export const CertificateCountsSchema = z.object({
  ableCount: z.number().int(),
  requestCount: z.number().int(),
  completeCount: z.number().int(),
  downloadCount: z.number().int(),
});
export type CertificateCounts = z.infer<typeof CertificateCountsSchema>;
export const OnlineCertificateCountsSchema = z.object({
  availableCount: z.number().int(),
  inProgressCount: z.number().int(),
  unavailableCount: z.number().int(),
  downloadCount: z.number().int(),
});

/** GET /v1/meets/{id}/certificates/summary: the meeting header and the counts of each type it offers. */
export const CertificateSummarySchema = z.object({
  meet: CertificateMeetSchema.omit({ no: true }),
  certificateTypes: z.array(z.enum(CERTIFICATE_TYPES)),
  DIST_CERT: CertificateCountsSchema.nullable(),
  VOTE_CERT: CertificateCountsSchema.nullable(),
  ELEC_CERT: CertificateCountsSchema.nullable(),
  ONLINE: OnlineCertificateCountsSchema.nullable(),
  unitCost: z.number().int(),
  extensionCost: z.number().int(),
});
export type CertificateSummary = z.infer<typeof CertificateSummarySchema>;

export const CertificateTypeSchema = z.enum(CERTIFICATE_TYPES);

/** GET /v1/meets/{id}/certificates/participants: one type's voters, in register-number order, 10 a page. */
export const ListCertificateParticipantsQuerySchema = z.object({
  certificateType: CertificateTypeSchema,
  name: cleanText().max(30).optional(),
  certificateIssuanceStatus: z.enum([...CERTIFICATE_STATUSES, ...ONLINE_CERTIFICATE_STATUSES]).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(MEET_PAGE_SIZE),
});
export type ListCertificateParticipantsParams = z.output<typeof ListCertificateParticipantsQuerySchema>;

export const CertificateParticipantSchema = z.object({
  meetParticipantSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  voteCategory: z.string(),
  attendanceCategory: z.string(),
  /** When the certified event happened: the delivery, the opening, the vote (null when there is none). */
  eventAt: z.string().nullable(),
  certificateSeq: z.number().int().nullable(),
  certificateIssuanceStatus: z.enum([...CERTIFICATE_STATUSES, ...ONLINE_CERTIFICATE_STATUSES]),
  certificateFileSeq: z.number().int().nullable(),
  requestedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  downloadAt: z.string().nullable(),
  downloadCount: z.number().int(),
});
export type CertificateParticipant = z.infer<typeof CertificateParticipantSchema>;

const seqs = z.array(z.number().int().positive()).max(CERTIFICATE_REQUEST_MAX);

/** POST /v1/meets/{id}/certificates/cost/calculate and POST /v1/meets/{id}/certificates. */
export const CertificateRequestBodySchema = z.object({
  certificateType: z.enum(ELECTRONIC_CERTIFICATE_TYPES),
  meetParticipantSeqs: seqs.min(1, C.certificateNoneSelected),
});
export type CertificateRequestBody = z.infer<typeof CertificateRequestBodySchema>;

export const CertificateCostSchema = z.object({
  count: z.number().int(),
  unitCost: z.number().int(),
  totalCost: z.number().int(),
});
export type CertificateCost = z.infer<typeof CertificateCostSchema>;
export const CertificateRequestResultSchema = z.object({ requested: z.number().int(), totalCost: z.number().int() });
export type CertificateRequestResult = z.infer<typeof CertificateRequestResultSchema>;

/** POST /v1/meets/{meetSeq}/certificates/download: the files of one type, as one zip. */
export const CertificateDownloadBodySchema = z.object({
  certificateType: CertificateTypeSchema,
  fileSeqs: z.array(z.number().int().positive()).min(1, C.certificateNoneSelected).max(CERTIFICATE_REQUEST_MAX),
});
export type CertificateDownloadBody = z.infer<typeof CertificateDownloadBodySchema>;

/** POST /v1/meets/{id}/certificate-extensions: 5 more years of the meeting's documents (spec 03 §5, §9). */
export const StorageExtensionBodySchema = z.object({
  phoneNo: z
    .string({ error: C.phoneRequired })
    .trim()
    .min(1, C.phoneRequired)
    .regex(/^\d+$/, C.phoneInvalid)
    .min(10, C.phoneInvalid)
    .max(11, C.phoneInvalid),
});
export type StorageExtensionBody = z.infer<typeof StorageExtensionBodySchema>;
export const StorageExtensionResultSchema = z.object({
  documentStorageEndAt: z.string(),
  documentStorageExtensionStatus: z.string(),
  totalCost: z.number().int(),
});
export type StorageExtensionResult = z.infer<typeof StorageExtensionResultSchema>;
