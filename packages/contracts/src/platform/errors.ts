/** Error codes of spec 01 section 8, plus our own (documented in docs/decisions.md). */
export const ERROR_CODES = {
  /** 429 from a rate limiter. */
  TOO_MANY_REQUESTS: "E00017",
  /** No access token, or one we cannot verify. */
  SESSION_MISSING: "E00500",
  /** Menu permission missing. */
  PERMISSION_DENIED: "E00501",
  /** Not a manager of the union in the path (never a revoked one). */
  UNION_FORBIDDEN: "E00502",
  /** Union service period is over or suspended. */
  UNION_SERVICE_ENDED: "E00503",
  /** The member's management permission for the union was revoked. */
  MEMBER_REVOKED: "E00504",
  /** Access token expired. */
  SESSION_EXPIRED: "E00505",
  /** Session signed out (token revoked). */
  SESSION_REVOKED: "E00506",
  VALIDATION: "E00400",
  NOT_FOUND: "E00404",
  CONFLICT: "E00409",
  PAYLOAD_TOO_LARGE: "E00413",
  UNSUPPORTED_MEDIA: "E00415",
  INTERNAL: "E09999",
  /** An external system (registry office, SMS, post) is in maintenance: 502. */
  EXTERNAL_MAINTENANCE: "E00510",
  /** The union's balance (deposit plus point) does not cover a paid action. */
  INSUFFICIENT_BALANCE: "E00520",
  /** 422: an `Idempotency-Key` sent again with another request (body, route or target). */
  IDEMPOTENCY_KEY_REUSED: "E00540",
  /** 409: the first request with this `Idempotency-Key` is still being processed. */
  IDEMPOTENCY_IN_FLIGHT: "E00541",
  /** Authorization server (OAuth) errors. */
  OAUTH_INVALID_REQUEST: "E01400",
  OAUTH_INVALID_CLIENT: "E01401",
  OAUTH_INVALID_GRANT: "E01402",
  OAUTH_BAD_CREDENTIALS: "E01403",
  PASSWORD_MISMATCH: "E01404",
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ERROR_MESSAGES = {
  TOO_MANY_REQUESTS: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  SESSION_MISSING: "로그인 정보가 없습니다. 다시 로그인해 주세요.",
  SESSION_EXPIRED: "세션이 만료되었습니다. 다시 로그인해 주세요.",
  SESSION_REVOKED: "로그아웃된 세션입니다. 다시 로그인해 주세요.",
  PERMISSION_DENIED: "해당 메뉴에 대한 권한이 없습니다.",
  UNION_FORBIDDEN: "해당 사업구역에 대한 접근 권한이 없습니다.",
  UNION_SERVICE_ENDED: "서비스 이용 기간이 종료된 사업구역입니다.",
  MEMBER_REVOKED: "사업구역 관리 권한이 해제되었습니다.",
  NOT_FOUND: "요청하신 정보를 찾을 수 없습니다.",
  INTERNAL: "서버 오류가 발생하였습니다. 잠시 후 다시 시도해 주세요.",
  VALIDATION: "입력값을 확인해 주세요.",
  /** A NUL character or half of a surrogate pair, in any text the API is sent. */
  INVALID_CHARACTERS: "허용되지 않는 문자가 포함되어 있습니다.",
  /** A body that is not valid JSON, or sent with a content type the route does not read. */
  MALFORMED_BODY: "요청 형식을 확인해 주세요.",
  PAYLOAD_TOO_LARGE: "파일 크기가 허용된 크기를 초과하였습니다.",
  UNSUPPORTED_MEDIA: "허용되지 않는 파일 형식입니다.",
  BAD_CREDENTIALS: "아이디 또는 비밀번호가 일치하지 않습니다.",
  PASSWORD_MISMATCH: "비밀번호가 일치하지 않습니다.",
  INSUFFICIENT_BALANCE: "잔액이 부족합니다. 충전 후 다시 이용해 주세요.",
  IDEMPOTENCY_KEY_REUSED: "같은 요청 키로 다른 내용을 보낼 수 없습니다.",
  IDEMPOTENCY_IN_FLIGHT: "같은 요청을 처리하고 있습니다. 잠시 후 다시 확인해 주세요.",
  IDEMPOTENCY_KEY_INVALID: "요청 키는 공백 없이 영문, 숫자, 기호로 200자까지 입력해 주세요.",
} as const;

/** Client-side texts of spec 01 section 8. */
export const CLIENT_MESSAGES = {
  sessionExpired: "세션이 만료되었습니다. 다시 로그인해 주세요.",
  contactUnion: "자세한 사항은 조합 관리자에게 문의해 주세요.",
  checkPermission: "권한을 확인해주세요.",
  serverError: "서버 오류가 발생하였습니다",
  serverErrorRetry: "서버 오류가 발생하였습니다. 잠시 후 다시 시도해 주세요.",
  unknownError: "알 수 없는 오류가 발생하였습니다.",
  unauthorizedTitle: "조합의 권한을 찾을 수 없습니다",
  unauthorizedNote: "조합 관리자에게 문의해 주세요.",
  notFoundTitle: "페이지를 찾을 수 없습니다",
  callbackNoCode: "인증 코드가 없습니다. 다시 로그인해 주세요.",
  callbackNoVerifier: "인증 세션이 만료되었습니다. 다시 로그인해 주세요.",
  callbackNoAccessToken: "액세스 토큰이 응답에 없습니다.",
  tokenFailed: (status: number) => `토큰 발급 실패: ${status}`,
  downloadFailed: "다운로드에 실패하였습니다.",
  logoutFailed: "Logout failed",
  restricted: "사업구역 접근 권한이 해제되었습니다. 마이페이지로 이동합니다.",
  /** Empty state of the console's lists (spec 02 §8, 03 §8, 04 §8: Empty states). */
  noData: "표시할 데이터가 없습니다.",
  /** Tooltip of a write action the member's permission group grants only 조회 (read) for. */
  writeDenied: "조회 권한만 있어 사용할 수 없습니다. 관리 권한은 조합 관리자에게 요청해 주세요.",
} as const;
