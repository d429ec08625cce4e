/** Postal mail (우편 발송; spec 04 §2.2, §3 Post, §5 Postal mail, §9). */

export const POST_TYPES = ["COMMON", "REGISTERED", "SEMI_REGISTERED"] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_COLOR_TYPES = ["COLOR", "BLACK_WHITE"] as const;
export type PostColorType = (typeof POST_COLOR_TYPES)[number];
export const POST_FLEX_TYPES = ["CROSS", "SINGLE"] as const;
export type PostFlexType = (typeof POST_FLEX_TYPES)[number];

/** Spec §9 defaults. */
export const POST_DEFAULTS = { postType: "COMMON", colorType: "COLOR", flexType: "CROSS" } as const;

/**
 * A post's status (codes ours; spec: "status code names not listed here are not shown"):
 * REQUESTED 접수 → PRODUCING 제작 중 (letters printed) → SHIPPING 발송 중 (handed to the carrier) →
 * COMPLETED 발송 완료 (every letter delivered, returned or undelivered).
 */
export const POST_STATUSES = ["REQUESTED", "PRODUCING", "SHIPPING", "COMPLETED"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * A letter's delivery status (codes ours; the spec shows only '미배달'): WAIT 접수 → PRINTING 인쇄 →
 * DISPATCHED 발송 (in the carrier's hands) → DELIVERED 배달 완료, or RETURNED 반송 (sent back to the sender),
 * or UNDELIVERED 미배달 (the carrier could not deliver, e.g. no such address). RETURNED and UNDELIVERED are
 * final and not delivered: they may be resent, and their postage is refunded.
 */
export const POST_DELIVERY_STATUSES = [
  "WAIT",
  "PRINTING",
  "DISPATCHED",
  "DELIVERED",
  "RETURNED",
  "UNDELIVERED",
] as const;
export type PostDeliveryStatus = (typeof POST_DELIVERY_STATUSES)[number];
export const POST_NOT_DELIVERED_STATUSES: readonly PostDeliveryStatus[] = ["RETURNED", "UNDELIVERED"];
export const POST_FINAL_STATUSES: readonly PostDeliveryStatus[] = ["DELIVERED", "RETURNED", "UNDELIVERED"];

/** The merged letters PDF made by the job. */
export const POST_LETTERS_STATUSES = ["WAIT", "MAKING", "DONE", "FAILED"] as const;
export type PostLettersStatus = (typeof POST_LETTERS_STATUSES)[number];

/** A document of a letter: a chosen form's file or an upload, with its page count. */
export type PostDocument = { fileSeq: number; originName: string; pageCount: number; postFormSeq: number | null };

export const POST_LIMITS = {
  /** Spec §9: up to 6 document forms selectable. */
  maxForms: 6,
  /** Documents of one letter (forms and uploads together; ours). */
  maxDocuments: 10,
  /** Spec §9: an A4 envelope holds up to 150 sheets; semi-registered mail up to 30. */
  maxSheets: 150,
  maxSemiRegisteredSheets: 30,
  senderNameMax: 30,
  senderPhoneMax: 11,
  recipientNameMax: 10,
  recipientPhoneMax: 11,
  formNameMax: 30,
  /** Recipients of one post (ours, as the SMS limit). */
  maxRecipients: 10_000,
  /** Upload size of one document (ours). */
  maxFileBytes: 20 * 1024 * 1024,
  pageSize: 10,
} as const;

/**
 * Unit prices in won (ours; the spec gives no prices). Production per printed page by colour plus an
 * envelope and handling fee per letter; postage per letter by post type, plus a weight surcharge per
 * 25 sheets above the first 25 (an A4 envelope of 25 sheets is about 130 g).
 */
export const POST_PRICES = {
  pageCost: { COLOR: 200, BLACK_WHITE: 70 } satisfies Record<PostColorType, number>,
  envelopeCost: 100,
  postage: { COMMON: 520, REGISTERED: 2_830, SEMI_REGISTERED: 1_800 } satisfies Record<PostType, number>,
  weightStepSheets: 25,
  weightStepCost: 350,
} as const;

/** Production and dispatch about 5 working days after payment (spec §9). */
export const POST_PRODUCTION_WORKING_DAYS = 5;

export const POST_MESSAGES = {
  senderNameRequired: "발송자를 입력하세요.",
  senderPhoneRequired: "발송자 연락처를 입력하세요.",
  senderAddressRequired: "발송자 주소를 검색해 주세요.",
  senderZipRequired: "발송자 우편번호를 입력하세요.",
  postTypeRequired: "발송방식을 선택해 주세요.",
  colorTypeRequired: "출력색상을 선택해 주세요.",
  flexTypeRequired: "출력형태을 선택해 주세요.",
  fileRequired: "서식을 선택하거나, 보낼 문서를 업로드 해주세요.",
  duplicateFileName: "파일 이름이 중복되어 첨부하실 수 없습니다.",
  fileType: "PNG 또는 PDF 파일만 첨부할 수 있습니다.",
  fileNotFound: "첨부 파일을 찾을 수 없습니다.",
  fileUnreadable: "PDF 파일을 읽을 수 없습니다.",
  tooManyForms: "서식은 최대 6개까지 선택할 수 있습니다.",
  tooManyDocuments: "문서는 최대 10개까지 첨부할 수 있습니다.",
  noRecipients: "선택된 수신자가 없습니다. 수신자를 선택해 주세요.",
  tooManyRecipients: "수신자는 최대 10,000명까지 선택할 수 있습니다.",
  recipientName: "수신자 이름을 확인해 주세요. (최대 10자)",
  recipientPhone: "수신자 연락처를 확인해 주세요. (숫자 또는 /, 최대 11자)",
  recipientAddress: "수신자 주소가 없습니다. 주소를 확인해 주세요.",
  recipientZip: "수신자 우편번호가 없습니다. 우편번호를 확인해 주세요.",
  tooManySheets: "A4 봉투에는 최대 150매까지 넣을 수 있습니다.",
  tooManySemiRegisteredSheets: "준등기는 최대 30매까지 발송할 수 있습니다.",
  agreementRequired: "발송 내용과 비용을 확인하고 동의해 주세요.",
  formNameRequired: "서식명을 입력해 주세요.",
  formNameTooLong: "서식명은 30자까지 입력할 수 있습니다.",
  formsToDeleteRequired: "삭제할 서식을 선택해 주세요.",
  notFound: "우편 발송 내역을 찾을 수 없습니다.",
  nothingToResend: "재발송할 미배달 수신자가 없습니다.",
  alreadyResent: "이미 재발송한 수신자가 있습니다.",
  resendNotDelivered: "배달되지 않은 수신자만 재발송할 수 있습니다.",
  maintenance: "우편 발송 시스템 점검 중입니다. 잠시 후 다시 시도해 주세요.",
  requested: "우편발송 요청이 완료되었습니다.",
  approved: "우편 발송 요청이 승인 되었습니다",
  formSaved: "서식 등록에 성공하였습니다.",
  formDeleted: "서식 삭제에 성공하였습니다.",
} as const;
