import { CLIENT_MESSAGES, ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";

/** What the client learned from a failed call; status 0 when no response arrived. */
export type HttpFailure = { status: number; code: string | null; message: string | null; path: string };

/** What the HTTP client does about a failure (spec 01 §8). */
export type HttpErrorAction =
  /** 429 / E00017: danger snackbar with the server message; the call never completes. */
  | { kind: "throttle"; message: string }
  /** E00500, E00505, E00506 or any 401: snackbar, access token removed, go to sign-in. */
  | { kind: "session-expired"; message: string }
  /** E00503, E00504: access token removed, alert with the server message, 확인 signs out. */
  | { kind: "union-revoked"; message: string }
  /** E00504 from service-info: go to /error/restricted. */
  | { kind: "restricted"; message: string }
  /** E00501: snackbar with the server message and 권한을 확인해주세요. */
  | { kind: "permission-denied"; message: string }
  /** 500-503: snackbar 서버 오류가 발생하였습니다. */
  | { kind: "server-error"; message: string }
  /** No response, an unreadable one, or another 5xx: snackbar 알 수 없는 오류가 발생하였습니다. */
  | { kind: "unknown"; message: string }
  /** Anything else (validation, not found, conflict...): the caller shows the server message. */
  | { kind: "reject"; message: string };

const SESSION_CODES: readonly string[] = [
  ERROR_CODES.SESSION_MISSING,
  ERROR_CODES.SESSION_EXPIRED,
  ERROR_CODES.SESSION_REVOKED,
];
const SERVICE_INFO_PATH = /^\/v1\/unions\/[^/]+\/service-info(?:\?|$)/;

export function httpErrorActionOf(failure: HttpFailure): HttpErrorAction {
  const { status, code, message, path } = failure;
  if (status === 429 || code === ERROR_CODES.TOO_MANY_REQUESTS) {
    return { kind: "throttle", message: message ?? ERROR_MESSAGES.TOO_MANY_REQUESTS };
  }
  if (status === 401 || (code !== null && SESSION_CODES.includes(code))) {
    return { kind: "session-expired", message: CLIENT_MESSAGES.sessionExpired };
  }
  if (code === ERROR_CODES.MEMBER_REVOKED && SERVICE_INFO_PATH.test(path)) {
    return { kind: "restricted", message: message ?? ERROR_MESSAGES.MEMBER_REVOKED };
  }
  if (code === ERROR_CODES.UNION_SERVICE_ENDED) {
    return { kind: "union-revoked", message: message ?? ERROR_MESSAGES.UNION_SERVICE_ENDED };
  }
  if (code === ERROR_CODES.MEMBER_REVOKED) {
    return { kind: "union-revoked", message: message ?? ERROR_MESSAGES.MEMBER_REVOKED };
  }
  if (code === ERROR_CODES.PERMISSION_DENIED) {
    const text = message ?? ERROR_MESSAGES.PERMISSION_DENIED;
    return { kind: "permission-denied", message: `${text} ${CLIENT_MESSAGES.checkPermission}` };
  }
  // An external system in maintenance answers 502 with its own message for the screen that called it.
  if (code === ERROR_CODES.EXTERNAL_MAINTENANCE) {
    return { kind: "reject", message: message ?? CLIENT_MESSAGES.serverErrorRetry };
  }
  if (status >= 500 && status <= 503) return { kind: "server-error", message: CLIENT_MESSAGES.serverError };
  if (status === 0 || status >= 500) return { kind: "unknown", message: CLIENT_MESSAGES.unknownError };
  return { kind: "reject", message: message ?? CLIENT_MESSAGES.unknownError };
}
