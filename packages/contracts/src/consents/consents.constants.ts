/**
 * Statuses, limits, labels and messages of electronic consents (spec 02 sections 2.1 to 2.4, 3, 4, 5, 8
 * and 9). Messages marked "ours" are the server's where the spec shows only a disabled control.
 */
export const CONSENT_TITLE_MAX = 50;
export const CONSENT_CONTENT_MAX = 300;
export const CONSENT_SEARCH_TITLE_MAX = 50;
export const CONSENT_SEARCH_NAME_MAX = 30;
export const CONSENT_CONDITION_MIN = 1;
export const CONSENT_CONDITION_MAX = 100;
export const CONSENT_CONDITION_DECIMALS = 3;
export const WITHDRAWN_DAYS_MIN = 1;
export const WITHDRAWN_DAYS_MAX = 999;
export const LINK_CODE_LENGTH = 6;
export const CONSENT_PAGE_SIZE = 10;
/** Documents are kept in 5-year units from the consent's end (spec 02 section 9). */
export const DOCUMENT_STORAGE_YEARS = 5;
/** The earliest end is one day after the start (spec 02 section 5). */
export const MIN_CONSENT_PERIOD_MS = 24 * 3600 * 1000;

export const PROGRESS_STATUSES = ["BEFORE", "IN_PROGRESS", "COMPLETED"] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export const TEMPLATE_TYPES = ["NORMAL", "CERTIFIED"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** OPTIONAL: the union chooses; REQUIRED: always signed; DISABLED: never signed. */
export const SIGNATURE_USAGES = ["OPTIONAL", "REQUIRED", "DISABLED"] as const;
export type SignatureUsage = (typeof SIGNATURE_USAGES)[number];

export const RECIPIENT_STATUSES = [
  "NOT_SUBMITTED",
  "ELECTRONIC_SUBMITTED",
  "WRITTEN_SUBMITTED",
  "AUTO_SUBMITTED",
  "SUBMITTED",
  "WITHDRAWAL",
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/** The statuses that count as consented (the donut's submitted, the statistics' consented). */
export const SUBMITTED_STATUSES: readonly RecipientStatus[] = [
  "ELECTRONIC_SUBMITTED",
  "WRITTEN_SUBMITTED",
  "AUTO_SUBMITTED",
  "SUBMITTED",
];

/** How a submission was made: electronically by the owner, written (서면) by staff, or automatically (public owners). */
export const SUBMIT_TYPES = ["ELECTRONIC", "WRITTEN", "AUTO"] as const;
export type SubmitType = (typeof SUBMIT_TYPES)[number];

/** What a recipient history row records. */
export const RECIPIENT_ACTIONS = ["SUBMITTED", "WITHDRAWN", "CANCELLED"] as const;
export type RecipientAction = (typeof RECIPIENT_ACTIONS)[number];

/** The documents of a submission (downloads tab): consent form, signature, ID card, resident registration abstract and copy, family relation certificate. */
export const CONSENT_DOCUMENT_TYPES = [
  "CONSENT_FORM",
  "SIGNATURE",
  "ID_CARD",
  "RESIDENT_ABSTRACT",
  "RESIDENT_COPY",
  "FAMILY_RELATION",
] as const;
export type ConsentDocumentType = (typeof CONSENT_DOCUMENT_TYPES)[number];

export const DOCUMENT_STORAGE_STATUSES = ["STORING", "EXPIRED"] as const;
export const DOCUMENT_STORAGE_EXTENSION_STATUSES = ["NONE", "PENDING", "COMPLETED"] as const;

/** The evidence events a consent writes to the union's hash chain. */
export const CONSENT_EVIDENCE_KINDS = {
  submitted: "CONSENT_SUBMITTED",
  withdrawn: "CONSENT_WITHDRAWN",
  submissionCancelled: "CONSENT_SUBMISSION_CANCELLED",
} as const;
export type ConsentEvidenceKind = (typeof CONSENT_EVIDENCE_KINDS)[keyof typeof CONSENT_EVIDENCE_KINDS];

export const CONSENT_LABELS = {
  progressStatus: { BEFORE: "진행전", IN_PROGRESS: "진행중", COMPLETED: "마감" },
  templateType: { NORMAL: "일반", CERTIFIED: "인감" },
  signatureUsage: { OPTIONAL: "선택", REQUIRED: "필수", DISABLED: "사용 안 함" },
  recipientStatus: {
    NOT_SUBMITTED: "미제출",
    ELECTRONIC_SUBMITTED: "전자 제출",
    WRITTEN_SUBMITTED: "서면 제출",
    AUTO_SUBMITTED: "자동 제출",
    SUBMITTED: "제출",
    WITHDRAWAL: "철회",
  },
  submitType: { ELECTRONIC: "전자", WRITTEN: "서면", AUTO: "자동" },
  recipientAction: { SUBMITTED: "제출", WITHDRAWN: "철회", CANCELLED: "서면 동의 취소" },
} as const;

/** The consent form's fields as the edit locks name them. */
export const CONSENT_FIELD_LABELS = {
  templateSeq: "동의서 유형",
  title: "제목",
  content: "내용",
  guideFileTitle: "안내자료 제목",
  guideFileContent: "안내자료 내용",
  guideFileSeq: "안내자료 파일",
  startedAt: "제출 시작일시",
  endedAt: "제출 종료일시",
  isEndDateUnknown: "종료일 미정",
  isSmsRequired: "문자 발송 여부",
  isSignatureRequired: "서명 사용 여부",
  isIdentityRequired: "본인 확인 여부",
  isWithdrawRequired: "철회 허용 여부",
  activeWithdrawnDays: "철회 기간",
  isActiveCondition: "공유자 동의 조건 사용 여부",
  consentCondition: "공유자 동의 조건",
  isExternalDocumentRequired: "외부 서류 제출 여부",
} as const;
export type ConsentField = keyof typeof CONSENT_FIELD_LABELS;

export const CONSENT_MESSAGES = {
  templateRequired: "동의서 유형을 선택해 주세요.",
  titleRequired: "제목을 입력해 주세요.",
  titleMax: `제목은 최대 ${CONSENT_TITLE_MAX}자까지 입력 가능합니다.`,
  contentMax: `내용은 최대 ${CONSENT_CONTENT_MAX}자까지 입력 가능합니다.`,
  guideTitleRequired: "안내자료 제목을 입력해 주세요.",
  guideTitleMax: `안내자료 제목은 최대 ${CONSENT_TITLE_MAX}자까지 입력 가능합니다.`,
  guideContentMax: `안내자료 내용은 최대 ${CONSENT_CONTENT_MAX}자까지 입력 가능합니다.`,
  guideFileRequired: "안내자료 파일(PDF)을 업로드해 주세요.",
  startedAtRequired: "제출 시작일시를 설정해 주세요.",
  startedAtPast: "제출 시작일시는 현재 시각 이후로 설정해 주세요.",
  endedAtRequired: "제출 종료일시를 설정해 주세요.",
  /** Ours: the picker's earliest end is a day after the start. */
  endedAtTooEarly: "제출 종료일시는 제출 시작일시로부터 1일 이후로 설정해 주세요.",
  /** Ours: a changed end must still be ahead. */
  endedAtPast: "제출 종료일시는 현재 시각 이후로 설정해 주세요.",
  conditionRequired: "공유자 동의 조건을 입력해 주세요.",
  conditionMin: "최소 1%부터 입력 가능합니다.",
  conditionMax: "최대 100%까지 입력 가능합니다.",
  /** Ours: up to 3 decimals (spec 02 section 9). */
  conditionDecimals: "공유자 동의 조건은 소수점 셋째 자리까지 입력 가능합니다.",
  withdrawnDaysMin: "최소 1일부터 입력 가능합니다.",
  withdrawnDaysMax: "최대 999일까지 입력 가능합니다.",
  /** Ours: the wizard's 생성 needs a selected recipient. */
  recipientsRequired: "대상자를 1명 이상 선택해 주세요.",
  searchNameMax: `이름은 최대 ${CONSENT_SEARCH_NAME_MAX}자까지 입력 가능합니다.`,
  searchTitleMax: `제목은 최대 ${CONSENT_SEARCH_TITLE_MAX}자까지 입력 가능합니다.`,
  consentNotFound: "전자 동의서를 찾을 수 없습니다.",
  recipientNotFound: "대상자를 찾을 수 없습니다.",
  templateNotFound: "동의서 유형을 찾을 수 없습니다.",
  /** Ours: the guide file must be a PDF of this union's consent files. */
  guideFileNotPdf: "안내자료 파일(PDF)을 업로드해 주세요.",
  /** Ours: an owner id of no owner of the union. */
  ownerNotFound: "조합원 정보를 찾을 수 없습니다.",
  /** Ours (spec 02 section 5: owners without name or birth, own or agent's, cannot view the consent). */
  ownerWithoutIdentity: (name: string) =>
    `${name || "이름 없는 소유자"}: 이름 또는 생년월일(본인 또는 대리인)이 없는 소유자는 대상자로 추가할 수 없습니다.`,
  editCompleted: "마감된 전자 동의서는 수정할 수 없습니다.",
  editLocked: (label: string) => `진행중인 전자 동의서의 ${label}은(는) 수정할 수 없습니다.`,
  signatureLocked: "선택한 동의서 유형은 서명 사용 여부를 변경할 수 없습니다.",
  endOnlyInProgress: "진행중인 전자 동의서만 종료할 수 있습니다.",
  progressStatusOnlyCompleted: "전자 동의서는 마감(COMPLETED)으로만 변경할 수 있습니다.",
  recipientsAddCompleted: "마감된 전자 동의서에는 대상자를 추가할 수 없습니다.",
  recipientRemoveCompleted: "마감된 전자 동의서의 대상자는 제외할 수 없습니다.",
  /** Ours: a submission is evidence; it is withdrawn (or a mistaken written one cancelled) first. */
  recipientRemoveSubmitted: "제출한 대상자는 제외할 수 없습니다. 철회 후 제외해 주세요.",
  writtenNotAllowed: "지금은 서면 동의 등록이 불가능한 상태입니다.",
  submittedAtRequired: "제출일자를 선택해주세요.",
  submittedAtBeforeStart: "동의서 시작일시 이후로 선택해 주세요.",
  /** Ours: the picker stops at the lesser of now and the end. */
  submittedAtAfterLimit: "제출일자는 현재 시각과 동의서 종료일시 이전으로 선택해 주세요.",
  certifiedNoInvalid: "일련번호를 알맞게 입력해주세요.",
  withdrawNotAllowed: "지금은 철회를 진행할 수 없는 상태입니다.",
  /** Ours: the withdrawal date lies between the submission and the deadline. */
  withdrawnAtOutOfRange: "철회일자는 제출일자와 철회 가능 기한 사이로 선택해 주세요.",
  /** Ours: only a written submission registered by mistake is cancelled. */
  cancelNotAllowed: "진행중인 전자 동의서의 서면 동의 등록만 취소할 수 있습니다.",
  submitTypeWritten: "서면 동의(WRITTEN)만 등록할 수 있습니다.",
  written: "서면 동의 등록이 완료되었습니다.",
  withdrawn: "철회가 완료되었습니다.",
  saved: "저장이 완료 되었습니다.",
  created: "전자 동의서가 등록되었습니다. (전자 동의서 상세 페이지에서 현황을 확인하세요.)",
} as const;
