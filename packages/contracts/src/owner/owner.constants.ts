/**
 * The owners' pages (apps/owner, ARCHITECTURE "Owner pages"): identity check by name and birth date,
 * a 6-digit code texted to the register's phone, then a short owner session. No zod here: the owner
 * app imports this file (and owner.rules.ts) alone to keep its first load small.
 */
export const OWNER_CODE_LENGTH = 6;
/** A texted code is good for 3 minutes and 5 tries. */
export const OWNER_CODE_TTL_SECONDS = 180;
export const OWNER_CODE_MAX_TRIES = 5;
/** A new code for the same person at most every 30 seconds, and at most 10 an hour. */
export const OWNER_CODE_RESEND_SECONDS = 30;
export const OWNER_CODES_PER_HOUR = 10;
/**
 * Identity attempts (right or wrong) from one address in 10 minutes, and for one consent in a minute: the
 * consent limit stops a guessing run spread over many addresses, yet lets a bulk text's owners in at
 * 20 a second (3,000 owners at 5 a second is the load we plan for).
 */
export const OWNER_IDENTITY_PER_ADDRESS = 20;
export const OWNER_IDENTITY_PER_CONSENT = 1_200;
/** The owner session (an ES256 token with audience `owner`). */
export const OWNER_TOKEN_TTL_SECONDS = 30 * 60;
export const OWNER_AUDIENCE = "owner";
export const OWNER_NAME_MAX = 30;

/** Who signs: the owner of the register entry, or the owner's agent (대리인) as the register holds them. */
export const OWNER_SIGNER_TYPES = ["OWNER", "AGENT"] as const;
export type OwnerSignerType = (typeof OWNER_SIGNER_TYPES)[number];

/** What an owner session opens: a consent, a meeting's e-vote ballot, or an online meeting (its viewer). */
export const OWNER_SCOPE_TYPES = ["CONSENT", "MEETING", "ONLINE"] as const;
export type OwnerScopeType = (typeof OWNER_SCOPE_TYPES)[number];

/** The documents an owner uploads (the consent form PDF is made by the server). */
export const OWNER_DOCUMENT_TYPES = [
  "SIGNATURE",
  "ID_CARD",
  "RESIDENT_ABSTRACT",
  "RESIDENT_COPY",
  "FAMILY_RELATION",
] as const;
export type OwnerDocumentType = (typeof OWNER_DOCUMENT_TYPES)[number];

/** A drawn signature: PNG, at most 1 MB. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
/** An ID document: JPG, PNG or PDF, at most 10 MB. */
export const OWNER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const OWNER_DOCUMENT_MEDIA_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;

export const OWNER_DOCUMENT_LABELS: Record<OwnerDocumentType, string> = {
  SIGNATURE: "서명",
  ID_CARD: "신분증",
  RESIDENT_ABSTRACT: "주민등록초본",
  RESIDENT_COPY: "주민등록등본",
  FAMILY_RELATION: "가족관계증명서",
};

export const OWNER_SIGNER_LABELS: Record<OwnerSignerType, string> = { OWNER: "본인", AGENT: "대리인" };

export const OWNER_MESSAGES = {
  nameRequired: "이름을 입력해 주세요.",
  nameMax: `이름은 최대 ${OWNER_NAME_MAX}자까지 입력 가능합니다.`,
  birthInvalid: "생년월일 8자리를 입력해 주세요. (예: 19600101)",
  /** Never says which of the two was wrong. */
  identityMismatch: "입력하신 정보와 일치하는 대상자가 없습니다. 이름과 생년월일을 확인해 주세요.",
  noPhone: "등록된 휴대전화 번호가 없어 인증번호를 보낼 수 없습니다. 조합 사무실에 문의해 주세요.",
  codeFormat: "인증번호 6자리를 입력해 주세요.",
  codeMismatch: (left: number) => `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`,
  codeTriesExceeded: `인증번호를 ${OWNER_CODE_MAX_TRIES}회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.`,
  codeExpired: "인증번호 입력 시간(3분)이 지났습니다. 인증번호를 다시 받아 주세요.",
  codeUsed: "이미 사용한 인증번호입니다. 인증번호를 다시 받아 주세요.",
  verificationNotFound: "인증 요청을 찾을 수 없습니다. 처음부터 다시 진행해 주세요.",
  resendTooSoon: (seconds: number) => `인증번호는 ${seconds}초 후에 다시 받을 수 있습니다.`,
  tooManyCodes: "인증번호 요청이 너무 많습니다. 1시간 후에 다시 시도해 주세요.",
  tooManyAttempts: "본인 확인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  consentNotFound: "전자 동의서를 찾을 수 없습니다. 받으신 주소를 확인해 주세요.",
  sessionMissing: "본인 확인이 필요합니다. 처음부터 다시 진행해 주세요.",
  sessionExpired: "본인 확인 후 30분이 지났습니다. 다시 본인 확인을 해 주세요.",
  scopeMismatch: "이 전자 동의서에 대한 본인 확인 정보가 아닙니다. 다시 본인 확인을 해 주세요.",
  notInProgress: "지금은 제출 기간이 아닙니다.",
  submitNotAllowed: "지금은 동의서를 제출할 수 없는 상태입니다.",
  documentMissing: (label: string) => `${label}을(를) 첨부해 주세요.`,
  signatureMissing: "서명을 해 주세요.",
  documentTypeInvalid: "첨부할 서류 종류를 확인해 주세요.",
  documentNotNeeded: "이 동의서에 필요하지 않은 서류입니다.",
  signatureNotPng: "서명 이미지를 확인해 주세요.",
  fileTypes: "JPG, PNG, PDF 파일만 올릴 수 있습니다.",
  fileTooLarge: "파일은 10MB 이하만 올릴 수 있습니다.",
  signatureTooLarge: "서명 이미지는 1MB 이하만 올릴 수 있습니다.",
  fileRequired: "올릴 파일을 선택해 주세요.",
  uploadAfterSubmit: "제출한 뒤에는 서류를 바꿀 수 없습니다.",
  withdrawNotAllowed: "지금은 철회를 진행할 수 없는 상태입니다.",
  submitted: "동의서 제출이 완료되었습니다.",
  withdrawn: "철회가 완료되었습니다.",
  codeSent: "인증번호를 보냈습니다.",
} as const;

/** The text carrying the code (a service notice: not charged to the union). */
export const ownerCodeText = (unionName: string, code: string) =>
  `[${unionName}] 전자 동의서 본인 확인 인증번호는 [${code}]입니다. 3분 안에 입력해 주세요.`;
