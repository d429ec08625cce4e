/** Limits, states, labels and messages of spec 01 sections 4, 5, 8 and 9 for charges and tax invoices. */
export const MAX_CHARGE_AMOUNT = 50_000_000;
/** From this amount the tax invoice is issued automatically (the choice is forced to 'apply'). */
export const AUTO_TAX_INVOICE_AMOUNT = 100_000;
/** VAT 10 %: the total to deposit is the amount times 1.1, rounded. */
export const VAT_PERCENT = 10;
export const DEPOSITOR_NAME_MAX = 30;
export const CHARGE_PHONE_MAX_DIGITS = 11;
export const TAX_MANAGER_NAME_MAX = 10;
export const CHARGES_EXPORT_FILE_NAME = "충전및사용_다운로드.xlsx";
export const CHARGES_EXPORT_SHEET_NAME = "충전 및 사용 내역";
/** Reference of the ledger entry a confirmed deposit charge writes. */
export const depositChargeReference = (seq: number) => `deposit-charge:${seq}`;

/** REQUEST: waiting for the deposit; COMPLETE: deposit confirmed and credited; CANCEL: cancelled. */
export const DEPOSIT_CHARGE_STATUSES = ["REQUEST", "COMPLETE", "CANCEL"] as const;
export type DepositChargeStatus = (typeof DEPOSIT_CHARGE_STATUSES)[number];
/** NONE allows entering the tax invoice info; REQUEST: issue requested; ISSUED: issued once the deposit is confirmed. */
export const TAX_INVOICE_STATUSES = ["NONE", "REQUEST", "ISSUED"] as const;
export type TaxInvoiceStatus = (typeof TAX_INVOICE_STATUSES)[number];
export const CREDIT_TYPES = ["DEPOSIT", "POINT"] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];
/** Kinds of rows in the charge and usage list. */
export const TRANSACTION_KINDS = ["CHARGE", "USAGE", "REFUND"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const TAX_INVOICE_CHOICES = ["APPLY", "NOT_APPLY"] as const;
export type TaxInvoiceChoice = (typeof TAX_INVOICE_CHOICES)[number];

export const DEPOSIT_CHARGE_STATUS_LABELS: Record<DepositChargeStatus, string> = {
  REQUEST: "입금 대기",
  COMPLETE: "충전 완료",
  CANCEL: "요청 취소",
};
export const TAX_INVOICE_STATUS_LABELS: Record<TaxInvoiceStatus, string> = {
  NONE: "미신청",
  REQUEST: "발행 요청",
  ISSUED: "발행 완료",
};
export const CREDIT_TYPE_LABELS: Record<CreditType, string> = { DEPOSIT: "예치금", POINT: "포인트" };
export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  CHARGE: "충전",
  USAGE: "사용",
  REFUND: "환불",
};
export const TAX_INVOICE_CHOICE_LABELS: Record<TaxInvoiceChoice, string> = {
  APPLY: "신청",
  NOT_APPLY: "미신청",
};
/** Service types of ledger entries (paid actions name their own; unknown ones show the entry's description). */
export const SERVICE_TYPE_LABELS: Record<string, string> = {
  DEPOSIT_CHARGE: "예치금 충전",
  POINT: "포인트 지급",
  SMS: "문자 발송",
  POST: "우편 발송",
  E_POST: "전자 우편",
  DOCUMENT_ISSUANCE: "문서 발급",
  CERTIFICATE: "증명서 발급",
  MEETING: "총회 개설",
  /** Ballot links sent again (전자투표 재발송, 독려 투표 재발송); the entry's description names the meeting. */
  MEETING_EVOTE: "전자투표 재발송",
  ONLINE_MEETING: "온라인 총회",
  RETENTION: "보관 기간 연장",
};

export const BILLING_MESSAGES = {
  amountRequired: "충전 요청 금액을 입력해 주세요.",
  amountMax: "충전 요청 금액은 50,000,000원을 초과할 수 없습니다.",
  depositorNameRequired: "입금자명을 입력해 주세요.",
  depositorNameMax: "입금자명은 30자까지 입력할 수 있습니다.",
  depositorPhoneRequired: "비상 연락처를 입력해 주세요.",
  depositorPhoneInvalid: "비상 연락처는 숫자 11자리까지 입력할 수 있습니다.",
  taxInvoiceForced: "100,000원 이상 충전 시 세금계산서가 자동 발행됩니다.",
  chargeConfirm: "예치금 충전 요청을 등록하시겠습니까?",
  chargeDone: "충전 요청이 완료되었습니다.",
  emailRequired: "이메일을 입력해 주세요.",
  emailInvalid: "올바른 이메일 형식을 입력해 주세요.",
  managerNameRequired: "담당자명을 입력해 주세요.",
  managerNameMax: "담당자명은 10자까지만 입력할 수 있습니다.",
  managerPhoneRequired: "담당자 연락처를 입력해 주세요.",
  managerPhoneInvalid: "담당자 연락처는 숫자 11자리까지 입력할 수 있습니다.",
  depositAtRequired: "입금일을 선택해 주세요.",
  requestAtRequired: "발행 요청일을 선택해 주세요.",
  taxInvoiceDone: "세금계산서 발행 요청이 완료되었습니다.",
  cancelConfirm: "충전 요청을 취소하시겠습니까?",
  cancelDone: "요청이 취소 되었습니다.",
  notFound: "충전 요청을 찾을 수 없습니다.",
  cancelOnlyPending: "입금 대기 중인 충전 요청만 취소할 수 있습니다.",
  taxInvoiceOnlyNone: "이미 세금계산서 발행을 요청한 충전입니다.",
  taxInvoiceCancelled: "취소된 충전 요청에는 세금계산서를 요청할 수 없습니다.",
  idempotencyMismatch: "같은 요청 키로 다른 충전 요청이 이미 접수되었습니다.",
  idempotencyKeyInvalid: "요청 키는 1~100자의 영문, 숫자, '-', '_' 로 입력해 주세요.",
  periodInvalid: "조회 기간을 확인해 주세요.",
} as const;
