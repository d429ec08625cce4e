import { FILE_DIVISIONS, formatFileSize } from "../files/files.schemas";

/** Limits, statuses, labels and messages of electronic registered posts (전자 등기; spec 04 §2.3, §4, §5, §9). */
export const MAX_EPOST_RECIPIENTS = 1000;
/** Each PDF's limit is its upload division's (UNION_ELECTRONIC_DOCUMENT, 10 MB): the one place for it. */
export const MAX_EPOST_FILE_BYTES = FILE_DIVISIONS.UNION_ELECTRONIC_DOCUMENT.maxBytes;
export const EPOST_FILE_LIMIT_LABEL = formatFileSize(MAX_EPOST_FILE_BYTES);
/** Documents one post may carry (ours: the spec shows a list without a limit). */
export const MAX_EPOST_DOCUMENTS = 10;
export const EPOST_TITLE_MAX = 100;
/** Hours the recipient has to open and sign (spec: signatureExpireIn 168). */
export const EPOST_SIGNATURE_EXPIRE_HOURS = 168;
export const EPOST_PAGE_SIZE = 10;
/** Won per recipient (ours: the spec shows the cost but not the price). */
export const EPOST_UNIT_COST = 1000;
export const EPOST_SERVICE_TYPE = "E_POST";

export const EPOST_SEND_METHODS = ["KAKAO_PAY"] as const;
export type EpostSendMethod = (typeof EPOST_SEND_METHODS)[number];

/**
 * A post: TEMP (임시저장, not sendable, detail disabled) | READY (발송대기, sendable) | SCHEDULED (예약발송, charged,
 * goes at scheduledAt) | SENDING (handing to the service) | SENT (발송완료, recipients still open) | COMPLETED
 * (every recipient completed, expired or failed).
 */
export const EPOST_STATUSES = ["TEMP", "READY", "SCHEDULED", "SENDING", "SENT", "COMPLETED"] as const;
export type EpostStatus = (typeof EPOST_STATUSES)[number];

/** A recipient: WAIT (not yet sent) → SENT → RECEIVED → OPENED → COMPLETED, or EXPIRED (168 h), or FAILED. */
export const EPOST_RECIPIENT_STATUSES = [
  "WAIT",
  "SENT",
  "RECEIVED",
  "OPENED",
  "COMPLETED",
  "EXPIRED",
  "FAILED",
] as const;
export type EpostRecipientStatus = (typeof EPOST_RECIPIENT_STATUSES)[number];
/** Recipients whose document is still with the service (the sync job follows them). */
export const EPOST_OPEN_RECIPIENT_STATUSES = ["SENT", "RECEIVED", "OPENED"] as const satisfies EpostRecipientStatus[];

export const EPOST_LABELS = {
  documentStatus: {
    TEMP: "임시저장",
    READY: "발송대기",
    SCHEDULED: "예약발송",
    SENDING: "발송중",
    SENT: "발송완료",
    COMPLETED: "종료",
  } satisfies Record<EpostStatus, string>,
  recipientStatus: {
    WAIT: "발송대기",
    SENT: "발송",
    RECEIVED: "수신",
    OPENED: "열람",
    COMPLETED: "완료",
    EXPIRED: "기간만료",
    FAILED: "발송실패",
  } satisfies Record<EpostRecipientStatus, string>,
  sendMethod: { KAKAO_PAY: "카카오페이" } satisfies Record<EpostSendMethod, string>,
} as const;

export const EPOST_MESSAGES = {
  recipientsRequired: "선택 대상이 없습니다.",
  recipientsMax: "최대 1,000명까지 등록이 가능합니다.",
  /** Ours: a row lacking name, phone or birth (of the owner or the agent) sent anyway. */
  recipientIncomplete: "이름, 연락처, 생년월일이 없는 대상자는 선택할 수 없습니다.",
  /** Spec 04 §6. */
  notOwner: "조합원이 아니거나 소유자 정보가 없습니다.",
  documentsRequired: "등기 정보를 입력해주세요.",
  titleRequired: "제목을 입력해주세요.",
  attachmentRequired: "첨부된 파일이 없습니다.",
  pdfOnly: "PDF 파일만 첨부할 수 있습니다.",
  fileTooLarge: FILE_DIVISIONS.UNION_ELECTRONIC_DOCUMENT.tooLargeMessage,
  invalidForm: "입력을 확인해 주세요.",
  created: "전자 등기가 생성 되었습니다.",
  sent: "전자 등기가 발송 되었습니다.",
  /** Ours. */
  tempSaved: "전자 등기가 임시저장 되었습니다.",
  agreementRequired: "주의사항을 확인하시고 내용에 동의해 주세요.",
  notFound: "전자 등기를 찾을 수 없습니다.",
  notSendable: "발송할 수 없는 전자 등기입니다.",
  tempNotSendable: "임시저장된 전자 등기는 발송할 수 없습니다.",
  alreadySent: "이미 발송된 전자 등기입니다.",
  tempDetail: "임시저장된 전자 등기는 상세를 볼 수 없습니다.",
  /** Ours: resuming (이어서 작성) is for a TEMP post only. */
  notDraft: "임시저장된 전자 등기만 이어서 작성할 수 있습니다.",
  scheduledAtPast: "발송 예약 일시는 현재 이후로 선택해 주세요.",
  sendMethod: "발송 방식을 확인해 주세요.",
  signatureExpireIn: "서명 유효기간을 확인해 주세요.",
} as const;
