/** Spec 04 §3: consent status codes of group UNION_AGREEMENT_RESPONSE_TYPE (NONE = 미확인). */
export const AGREEMENT_STATUSES = ["AGREE", "DISAGREE", "NONE"] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** Spec 04 §9: the download's file and sheet names. */
export const AGREEMENTS_FILE_NAME = "동의_현황.xlsx";
export const AGREEMENTS_SHEET_NAME = "동의 현황 내역";
/** Spec 04 §9 list page size; the dialog changes at most the register's page limit at once (ours). */
export const AGREEMENTS_PAGE_SIZE = 10;
export const AGREEMENTS_SELECT_MAX = 10_000;
export const AGREEMENTS_ADDRESS_FILTER_MAX = 100;

/** Korean texts of spec 04 §5 (consent status), §8, and ours where marked. */
export const AGREEMENT_MESSAGES = {
  statusRequired: "동의 현황을 선택해주세요.",
  saved: "저장이 완료되었습니다.",
  downloadFailed: "다운로드에 실패하였습니다.",
  empty: "표시할 데이터가 없습니다.",
  // ours
  selectNone: "선택된 조합원이 없습니다. 조합원을 선택해 주세요.",
  selectMax: `한 번에 최대 ${AGREEMENTS_SELECT_MAX.toLocaleString("ko-KR")}명까지 변경할 수 있습니다.`,
  responseAtRequired: "응답일을 선택해주세요.",
  responseAtInvalid: "응답일을 확인해 주세요.",
  periodIncomplete: "조회 기간의 날짜를 모두 입력해 주세요.",
  periodYear: "조회 기간은 1900년부터 2100년까지 입력할 수 있습니다.",
  periodOrder: "조회 시작일이 종료일보다 늦습니다.",
  notInRegister: "조합원 명부에 없는 소유자가 포함되어 있습니다.",
  smsNoContact: "연락처가 있는 조합원이 없습니다.",
} as const;
