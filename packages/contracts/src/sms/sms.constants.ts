import { FILE_DIVISIONS, formatFileSize } from "../files/files.schemas";

/** Limits, prices, statuses and messages of spec 04 sections 2.1, 4, 5, 8 and 9 for messages (문자 발송). */
export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2000;
export const SMS_TITLE_MAX_BYTES = 40;
export const MAX_SMS_IMAGES = 3;
/** Each image's limit is its upload division's (SMS_IMAGE, 300 KB): the one place for it. */
export const MAX_SMS_IMAGE_BYTES = FILE_DIVISIONS.SMS_IMAGE.maxBytes;
/** The limit as shown: "300KB". */
export const SMS_IMAGE_LIMIT_LABEL = formatFileSize(MAX_SMS_IMAGE_BYTES);
export const MAX_SMS_RECIPIENTS = 10_000;
export const MANUAL_PHONE_MIN_DIGITS = 9;
export const MANUAL_PHONE_MAX_DIGITS = 12;
export const CALLER_PHONE_MAX_DIGITS = 11;
export const SMS_PAGE_SIZE = 10;
export const SENT_BOX_PAGE_SIZE = 3;
export const SENT_BOX_MONTHS = 6;
export const CALLER_PROOF_MAX_MONTHS = 3;
/** Image types an MMS may carry (spec 04 section 5). */
export const SMS_IMAGE_EXTENSIONS = ["png", "jpg", "jpeg"] as const;
/** Document types a caller registration accepts (spec 04 section 5). */
export const CALLER_FILE_EXTENSIONS = ["png", "jpeg", "jpg", "pdf"] as const;

export const SMS_TYPES = ["SMS", "LMS", "MMS"] as const;
export type SmsType = (typeof SMS_TYPES)[number];
export const SEND_TYPES = ["IMMEDIATE", "SCHEDULE"] as const;
export type SendType = (typeof SEND_TYPES)[number];
/** A message: WAIT (scheduled, not yet due), SENDING (handed to the gateway), COMPLETE (every recipient settled), CANCEL. */
export const SEND_STATUSES = ["WAIT", "SENDING", "COMPLETE", "CANCEL"] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];
/** A recipient row: WAIT (queued), SENDING (with the carrier), COMPLETE (settled), CANCEL. */
export const RECIPIENT_SEND_STATUSES = ["WAIT", "SENDING", "COMPLETE", "CANCEL"] as const;
export type RecipientSendStatus = (typeof RECIPIENT_SEND_STATUSES)[number];
export const SEND_RESULTS = ["SUCCESS", "FAIL"] as const;
export type SendResult = (typeof SEND_RESULTS)[number];
/** Caller number: W waiting for operator approval, C approved (usable), R rejected. */
export const CALLER_STATUSES = ["W", "C", "R"] as const;
export type CallerStatus = (typeof CALLER_STATUSES)[number];

/** Default unit prices in won per recipient; the server reads the configured table (sms_prices). */
export const DEFAULT_SMS_PRICES: Record<SmsType, number> = { SMS: 20, LMS: 50, MMS: 200 };

/** The five documents of a caller registration (spec 04 section 3); the first two are required. */
export const CALLER_FILE_FIELDS = [
  "communicationFileSeq",
  "attorneyFileSeq",
  "businessFileSeq",
  "employmentFileSeq",
  "identityFileSeq",
] as const;
export type CallerFileField = (typeof CALLER_FILE_FIELDS)[number];

export const SMS_LABELS = {
  smsType: { SMS: "SMS", LMS: "LMS", MMS: "MMS" },
  sendType: { IMMEDIATE: "즉시발송", SCHEDULE: "예약발송" },
  sendStatus: { WAIT: "예약대기", SENDING: "발송중", COMPLETE: "발송완료", CANCEL: "예약취소" },
  recipientSendStatus: { WAIT: "대기", SENDING: "발송중", COMPLETE: "완료", CANCEL: "취소" },
  sendResult: { SUCCESS: "성공", FAIL: "실패" },
  callerStatus: { W: "승인대기", C: "승인완료", R: "반려" },
  callerFile: {
    communicationFileSeq: "통신서비스 이용증명원",
    attorneyFileSeq: "위임장",
    businessFileSeq: "사업자등록증",
    employmentFileSeq: "재직증명서",
    identityFileSeq: "신분증 사본",
  },
} as const;

export const SMS_MESSAGES = {
  outgoingPhoneNoRequired: "발신번호를 선택해 주세요.",
  sendTypeRequired: "발송방식을 선택해 주세요.",
  scheduledAtRequired: "예약발송일시를 선택해 주세요.",
  scheduledAtPast: "예약발송일시는 현재 이후로 선택해 주세요.",
  recipientsRequired: "선택된 수신자가 없습니다. 수신자를 선택해 주세요.",
  recipientsMax: "수신자는 최대 10,000명까지 선택할 수 있습니다.",
  recipientPhone: "수신자 연락처를 확인해 주세요.",
  contactNotAllowed: "연락 동의하지 않은 조합원은 직접 포함한 경우에만 발송할 수 있습니다.",
  messageRequired: "발송할 문자 내용을 입력 또는 이미지를 첨부해 주세요.",
  overLimitTitle: "입력 초과",
  overLimit: "2000Bytes이상 입력할 수 없습니다.",
  titleMax: "제목은 40Bytes까지 입력할 수 있습니다.",
  imagesMax: "이미지는 최대 3장까지 첨부 가능합니다.",
  imageType: "이미지는 png, jpg, jpeg 파일만 첨부 가능합니다.",
  imageSize: FILE_DIVISIONS.SMS_IMAGE.tooLargeMessage,
  manualEmpty: "등록할 번호를 입력해주세요.",
  manualInvalid: "올바르지 않은 번호가 있습니다. 숫자 9~12자리로 입력해 주세요.",
  costConfirmRequired: "비용을 확인하고 발송 동의에 체크해 주세요.",
  callerNotApproved: "승인된 발신번호만 사용할 수 있습니다.",
  noCaller: "발신번호 없음",
  sent: "문자 발송이 완료되었습니다.",
  resent: "문자 재발송이 완료되었습니다.",
  cancelled: "문자 예약 전송 취소가 완료되었습니다.",
  cancelTitle: "예약 발송 취소",
  cancelConfirm: "예약된 문자 발송을 취소하시겠습니까? 차감된 비용은 모두 환불됩니다.",
  scheduleCancelNote:
    "예약 발송은 발송 전(예약대기)까지 내역 관리에서 취소할 수 있으며, 취소하면 차감된 비용이 환불됩니다.",
  empty: "표시할 데이터가 없습니다.",
  sentBoxDeleted: "해당 문자함을 삭제하였습니다.",
  notCancellable: "예약 대기 중인 문자만 취소할 수 있습니다.",
  notDeletable: "예약 대기 중이거나 발송 중인 문자는 삭제할 수 없습니다.",
  noFailedRecipients: "재발송할 실패 문자가 없습니다.",
  alreadyResent: "이미 재발송한 문자입니다. 재발송한 문자에서 다시 보내 주세요.",
  notFound: "문자 발송 내역을 찾을 수 없습니다.",
  callerNumberRequired: "발신번호를 입력해 주세요.",
  callerNumberFormat: "발신번호는 숫자 11자리까지 입력할 수 있습니다.",
  callerNameRequired: "명의자를 입력해 주세요.",
  callerNameMax: "명의자는 30자까지 입력할 수 있습니다.",
  emergencyPhoneNoRequired: "비상연락처를 입력해 주세요.",
  emergencyPhoneNoFormat: "비상연락처는 숫자 11자리까지 입력할 수 있습니다.",
  communicationFileRequired: "통신서비스 이용증명원을 첨부해 주세요.",
  attorneyFileRequired: "위임장을 첨부해 주세요.",
  callerFileType: "png, jpeg, jpg, pdf 파일만 첨부 가능합니다.",
  callerDuplicate: "이미 등록된 발신번호입니다.",
  callerRegistered: "발신번호가 등록되었습니다.",
  callerDeleted: "발신번호가 삭제되었습니다.",
  callerDeleteNone: "삭제할 발신번호를 선택해 주세요.",
  passwordRequired: "비밀번호를 입력해 주세요.",
  callerNotFound: "발신번호를 찾을 수 없습니다.",
} as const;
