/** Limits, defaults and Korean messages of spec 02 §2.6, §5 "Counsel form" and §9 for counselling (M09). */

/** Spec 02 §3 Counsel: `serviceType` is always sent as OMS on save. */
export const COUNSEL_SERVICE_TYPE = "OMS";

/** Codes of COUNSEL_METHOD_TYPE, COUNSEL_TOPIC_TYPE, TENDENCY_TYPE, VOTING_WRITTEN_TYPE and ATTEND_TYPE. */
export const COUNSEL_METHODS = ["VISIT", "PHONE", "SMS", "ETC"] as const;
export const COUNSEL_TOPICS = [
  "BUSINESS_GENERAL",
  "MEMBER_QUALIFICATION",
  "SALES",
  "APPRAISAL",
  "CONTRIBUTION",
  "COMPENSATION",
  "RELOCATION",
  "GENERAL_MEETING",
  "CONSENT",
  "TAX",
  "ETC",
] as const;
export const COUNSEL_TENDENCIES = ["POSITIVE", "NEUTRAL", "NEGATIVE", "UNDETERMINED"] as const;
export const COUNSEL_VOTING_WRITTEN_TYPES = ["COMPLETE", "INCOMPLETE", "NOT_APPLICABLE"] as const;
export const COUNSEL_ATTEND_TYPES = ["MYSELF", "AGENT", "NON_APPEARANCE", "NOT_APPLICABLE"] as const;
export type CounselMethod = (typeof COUNSEL_METHODS)[number];
export type CounselTopic = (typeof COUNSEL_TOPICS)[number];
export type CounselTendency = (typeof COUNSEL_TENDENCIES)[number];
export type CounselVotingWrittenType = (typeof COUNSEL_VOTING_WRITTEN_TYPES)[number];
export type CounselAttendType = (typeof COUNSEL_ATTEND_TYPES)[number];

/** Spec 02 §9: counsel defaults VISIT, UNDETERMINED, NOT_APPLICABLE. */
export const COUNSEL_DEFAULTS = {
  method: "VISIT",
  tendency: "UNDETERMINED",
  votingWrittenType: "NOT_APPLICABLE",
  meetAttendType: "NOT_APPLICABLE",
} as const satisfies {
  method: CounselMethod;
  tendency: CounselTendency;
  votingWrittenType: CounselVotingWrittenType;
  meetAttendType: CounselAttendType;
};

/** Spec 02 §5 and §9: register number filter max 11 (digits and '-', no '--'); name max 30; years 1900-2100. */
export const COUNSEL_REGISTER_NO_MAX = 11;
export const COUNSEL_NAME_SEARCH_MAX = 30;
export const COUNSEL_YEAR_MIN = 1900;
export const COUNSEL_YEAR_MAX = 2100;
/** Ours: the memo holds at most 2,000 characters (the spec gives no limit). */
export const COUNSEL_MEMO_MAX = 2000;
/** Spec 02 §9: page size 10, grid height 442. */
export const COUNSEL_PAGE_SIZE = 10;
export const COUNSEL_GRID_HEIGHT = 442;

export const COUNSEL_MESSAGES = {
  /** Spec 02 §5 Counsel form. */
  methodRequired: "상담방식을 선택해 주세요.",
  memoRequired: "상담내용을 입력해 주세요.",
  counselAtRequired: "상담일시를 입력해 주세요.",
  topicsRequired: "상담주제를 최소 한 개 이상 선택해 주세요.",
  /** Ours: the spec says the three are required without a text. */
  tendencyRequired: "성향을 선택해 주세요.",
  votingWrittenTypeRequired: "서면결의 여부를 선택해 주세요.",
  meetAttendTypeRequired: "총회 참석 여부를 선택해 주세요.",
  /** Ours: future dates are disabled in the picker; a typed or sent one is refused with this. */
  counselAtFuture: "상담일시는 현재 시각 이후로 입력할 수 없습니다.",
  counselAtInvalid: "상담일시를 알맞게 입력해 주세요.",
  memoMax: `상담내용은 ${COUNSEL_MEMO_MAX}자까지 입력할 수 있습니다.`,
  serviceType: "서비스 구분은 OMS만 가능합니다.",
  /** Spec 02 §5 filters (the register grid's wording). */
  unionRegisterNoFilter: "일련번호는 숫자와 '-'로 11자까지 입력할 수 있습니다.",
  nameFilter: "이름은 30자까지 입력할 수 있습니다.",
  /** Spec 02 §5 Search boxes. */
  periodIncomplete: "기간 조회는 연도, 월, 일을 모두 입력해야 합니다.",
  /** Ours. */
  periodYear: "기간은 1900년부터 2100년까지 조회할 수 있습니다.",
  periodOrder: "조회 시작일은 종료일보다 늦을 수 없습니다.",
  /** Ours: 404 and 403 of the service. */
  counselNotFound: "상담 내역을 찾을 수 없습니다.",
  registerNotFound: "조합원 정보를 찾을 수 없습니다.",
  notCounselor: "상담자 본인만 상담 내역을 수정하거나 삭제할 수 있습니다.",
  /** Spec 02 §2.6 and §8. */
  deleteConfirm: "해당 상담 내역을 삭제하시겠습니까?",
  saved: "저장이 완료 되었습니다.",
  /** Ours. */
  deleted: "상담 내역이 삭제되었습니다.",
  /** Spec 02 §5: leaving a dirty form. */
  leaveConfirm: "수정한 내용이 저장되지 않았습니다.",
  noData: "표시할 데이터가 없습니다.",
  /** Ours: the side panel with no earlier record. */
  noHistory: "이전 상담 이력이 없습니다.",
} as const;
