import { CLIENT_MESSAGES, ERROR_CODES } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { type HttpFailure, httpErrorActionOf } from "./http-error-action";

const failure = (overrides: Partial<HttpFailure>): HttpFailure => ({
  status: 400,
  code: null,
  message: null,
  path: "/v1/unions/1/registers",
  ...overrides,
});

describe("httpErrorActionOf", () => {
  it("throttles a 429 with the server message", () => {
    expect(httpErrorActionOf(failure({ status: 429, code: "E00017", message: "잠시 후" }))).toEqual({
      kind: "throttle",
      message: "잠시 후",
    });
  });

  it.each(["E00500", "E00505", "E00506"])("sends %s to sign-in with the session-expired text", (code) => {
    expect(httpErrorActionOf(failure({ status: 401, code, message: "서버 문구" }))).toEqual({
      kind: "session-expired",
      message: CLIENT_MESSAGES.sessionExpired,
    });
  });

  it("treats the session codes as expired even on a 403", () => {
    expect(httpErrorActionOf(failure({ status: 403, code: "E00505" })).kind).toBe("session-expired");
  });

  it("treats any 401 as an expired session", () => {
    expect(httpErrorActionOf(failure({ status: 401, code: null })).kind).toBe("session-expired");
  });

  it.each(["E00503", "E00504"])("shows the revoked alert with the server message for %s", (code) => {
    expect(httpErrorActionOf(failure({ status: 403, code, message: "서비스 종료" }))).toEqual({
      kind: "union-revoked",
      message: "서비스 종료",
    });
  });

  it("sends E00504 from service-info to /error/restricted", () => {
    const action = httpErrorActionOf(failure({ status: 403, code: "E00504", path: "/v1/unions/3/service-info" }));
    expect(action.kind).toBe("restricted");
  });

  it("keeps E00503 from service-info as the revoked alert", () => {
    const action = httpErrorActionOf(failure({ status: 403, code: "E00503", path: "/v1/unions/3/service-info" }));
    expect(action.kind).toBe("union-revoked");
  });

  it("adds 권한을 확인해주세요. to the E00501 server message", () => {
    expect(httpErrorActionOf(failure({ status: 403, code: "E00501", message: "메뉴 권한이 없습니다." }))).toEqual({
      kind: "permission-denied",
      message: "메뉴 권한이 없습니다. 권한을 확인해주세요.",
    });
  });

  it.each([500, 501, 502, 503])("shows the server-error text for %i", (status) => {
    expect(httpErrorActionOf(failure({ status, code: "E09999", message: "x" }))).toEqual({
      kind: "server-error",
      message: "서버 오류가 발생하였습니다",
    });
  });

  it("shows the unknown-error text without a response or for other 5xx", () => {
    expect(httpErrorActionOf(failure({ status: 0 })).message).toBe("알 수 없는 오류가 발생하였습니다.");
    expect(httpErrorActionOf(failure({ status: 504 })).kind).toBe("unknown");
  });

  it("leaves an external maintenance 502 to the screen with its message", () => {
    expect(
      httpErrorActionOf(failure({ status: 502, code: ERROR_CODES.EXTERNAL_MAINTENANCE, message: "점검 중" })),
    ).toEqual({
      kind: "reject",
      message: "점검 중",
    });
  });

  it("rejects other errors with the server message, else the unknown-error text", () => {
    expect(httpErrorActionOf(failure({ status: 400, code: "E00400", message: "입력값을 확인해 주세요." }))).toEqual({
      kind: "reject",
      message: "입력값을 확인해 주세요.",
    });
    expect(httpErrorActionOf(failure({ status: 404 })).message).toBe("알 수 없는 오류가 발생하였습니다.");
  });
});
