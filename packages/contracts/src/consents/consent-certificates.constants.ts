/**
 * Constants and messages of the consent certificates (spec 02 §2.5, §3, §5, §8, §9), without zod: the owner
 * app's verify page imports them through `owner-client`.
 */

/** 신청불가, 신청중, 신청가능, 다운로드 (code group CERTIFICATE_ISSUED_STATUS). */
export const CERTIFICATE_ISSUED_STATUSES = ["UNAVAILABLE", "PENDING", "AVAILABLE", "DOWNLOAD"] as const;
export type CertificateIssuedStatus = (typeof CERTIFICATE_ISSUED_STATUSES)[number];
export const CERTIFICATE_ISSUED_STATUS_LABELS: Record<CertificateIssuedStatus, string> = {
  UNAVAILABLE: "신청불가",
  PENDING: "신청중",
  AVAILABLE: "신청가능",
  DOWNLOAD: "다운로드",
};

/** The consents a certificate can be issued for: started ones (spec 02 §2.5 excludes BEFORE). */
export const CERTIFICATE_CONSENT_STATUSES = ["IN_PROGRESS", "COMPLETED"] as const;

/** 증명서 발급 요금: 0 won a certificate (spec 02 §9). */
export const CONSENT_CERTIFICATE_UNIT_COST = 0;
/** 문서보관 기간 연장: 5-year steps (spec 02 §9); the price is ours (the same as a meeting's step). */
export const CONSENT_STORAGE_EXTENSION_YEARS = 5;
export const CONSENT_STORAGE_EXTENSION_COST = 50_000;
/** At least 3 days of processing (spec 02 §9). */
export const CONSENT_STORAGE_EXTENSION_PROCESSING_DAYS = 3;
/** Recipients per request or download (a page is 10; "select all" of a large consent goes in several). */
export const CONSENT_CERTIFICATE_REQUEST_MAX = 10_000;
/** The largest PDF the verify page accepts (a certificate is one page, about 30 KB). */
export const CERTIFICATE_VERIFY_MAX_BYTES = 5 * 1024 * 1024;
/** ###-####-#### (spec 02 §5). */
export const EXTENSION_PHONE_PATTERN = /^\d{3}-\d{4}-\d{4}$/;

export const CONSENT_CERTIFICATE_MESSAGES = {
  requestImpossible: "요청하신 증명서를 발급 신청할 수 없습니다. 발급 신청이 가능한 대상자를 선택해 주세요.",
  downloadImpossible: "요청하신 증명서를 다운로드할 수 없습니다. 다운로드가 가능한 대상자를 선택해 주세요.",
  requested: "발급 신청이 완료되었습니다.",
  /** The spec's text, typo (보간) included. */
  extensionRequested: "문서보간 기간 연장 신청이 완료되었습니다.",
  agreementRequired: "주의사항을 확인하시고 내용에 동의해 주세요.",
  phoneRequired: "연락처를 입력해주세요.",
  phoneInvalid: "올바른 연락처를 입력해주세요.",
  /** Ours. */
  consentNotStarted: "진행전 전자 동의서는 증명서를 발급하거나 보관 기간을 연장할 수 없습니다.",
  extensionPending: "처리 중인 문서보관 기간 연장 신청이 있습니다. 완료된 후 다시 신청해 주세요.",
  verifyFileRequired: "확인할 증명서 PDF 파일을 선택해 주세요.",
  verifyNotPdf: "PDF 파일만 확인할 수 있습니다.",
  verifyTooLarge: "파일이 너무 큽니다. 5MB 이하의 증명서 PDF를 선택해 주세요.",
  verifyNotMatched: "일치하는 증명서가 없습니다. 발급받은 증명서 파일을 수정 없이 올려 주세요.",
  verifyMatched: "이 조합에서 발급한 증명서와 일치합니다.",
} as const;
