/** Spec 03 §2.11, §3 Promotion user, §5 (promotion leader edit), §8 (E03206 and the successes). */
export const PROMOTION_POSITIONS = ["HEAD", "PROM"] as const;
export type PromotionPosition = (typeof PROMOTION_POSITIONS)[number];
export const PROMOTION_POSITION_LABELS: Record<PromotionPosition, string> = { HEAD: "홍보 팀장", PROM: "홍보 담당자" };

/** Code group PROMOTION_USER_STATUS (USE given by the spec; UNUSED ours). */
export const PROMOTION_USER_STATUSES = ["USE", "UNUSED"] as const;
export type PromotionUserStatus = (typeof PROMOTION_USER_STATUSES)[number];
export const PROMOTION_USER_STATUS_LABELS: Record<PromotionUserStatus, string> = { USE: "사용", UNUSED: "미사용" };

/** 접속 이력 actionType (ours): sign-in, sign-out, refused sign-in. */
export const PROMOTION_CONNECTION_ACTIONS = ["LOGIN", "LOGOUT", "LOGIN_FAIL"] as const;
export type PromotionConnectionAction = (typeof PROMOTION_CONNECTION_ACTIONS)[number];
export const PROMOTION_CONNECTION_ACTION_LABELS: Record<PromotionConnectionAction, string> = {
  LOGIN: "로그인",
  LOGOUT: "로그아웃",
  LOGIN_FAIL: "로그인 실패",
};

/** The meeting statuses in which heads may be registered and accounts sent (spec 03 §4 Promotion). */
export const PROMOTION_OPEN_STATUSES = ["BEFORE", "PROCESS"] as const;

export const PROMOTION_NAME_MAX = 10;
export const PROMOTION_PHONE_MAX = 11;
export const PROMOTION_MEMO_MAX = 200;
export const PROMOTION_SEARCH_ID_MAX = 20;
export const PROMOTION_PAGE_SIZE = 10;
/** A promotion session lasts 12 hours (ours). */
export const PROMOTION_SESSION_TTL_SECONDS = 12 * 3600;
/** Audience of a promotion account's token: staff and owner routes refuse it. */
export const PROMOTION_AUDIENCE = "promotion";
/** Length of the temporary password texted with an account (ours). */
export const PROMOTION_TEMP_PASSWORD_LENGTH = 10;

/** Spec 03 §8: E03206 = already registered as a manager (the console offers to change the row to head). */
export const PROMOTION_ERROR_CODES = { ALREADY_MANAGER: "E03206" } as const;

export const PROMOTION_MESSAGES = {
  required: "입력되지 않은 값이 있습니다.",
  alreadyManager: "이미 담당자로 등록되어있는 정보입니다. 홍보 팀장으로 변경하시겠습니까?",
  registered: "등록이 완료되었습니다.",
  changedToHead: "홍보 팀장으로 변경이 완료되었습니다.",
  updated: "정보 수정이 완료되었습니다.",
  accountSent: "계정이 발송되었습니다.",
  noneSelected: "선택된 대상이 없습니다.",
  excelFailed: "다운로드에 실패하였습니다.",
  empty: "표시할 데이터가 없습니다.",
  // ours
  nameMax: "이름은 10자 이하로 입력하세요.",
  phoneInvalid: "전화번호는 숫자만 11자리까지 입력하세요.",
  phoneShort: "전화번호를 확인해 주세요.",
  memoMax: "메모는 200자 이하로 입력하세요.",
  alreadyHead: "이미 홍보 팀장으로 등록되어있는 정보입니다.",
  alreadyRegistered: "이미 등록되어있는 정보입니다.",
  notOpen: "진행전 또는 진행중인 총회에서만 가능합니다.",
  notUsable: "사용 중인 계정만 선택할 수 있습니다.",
  userNotFound: "홍보 인원을 찾을 수 없습니다.",
  headNotFound: "소속 홍보 팀장을 찾을 수 없습니다.",
  badCredentials: "아이디 또는 비밀번호가 일치하지 않습니다.",
  sessionMissing: "홍보 계정으로 로그인해 주세요.",
  accountText: (meetName: string, id: string, password: string) =>
    `[조합 OMS] ${meetName} 홍보 계정 안내\n아이디: ${id}\n임시 비밀번호: ${password}\n로그인 후 담당 선거인을 확인하실 수 있습니다.`,
} as const;
