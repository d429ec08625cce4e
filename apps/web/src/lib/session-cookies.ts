import { getCookie, removeCookie, setCookie } from "./cookies";

/** Cookie names of the console session (spec 01 §3, §7). */
export const SESSION_COOKIES = {
  accessToken: "accessToken",
  memberId: "memberId",
  serviceMemberId: "serviceMemberId",
  unionSeq: "unionSeq",
  codeVerifier: "codeVerifier",
} as const;

/** The PKCE verifier cookie lives 10 years (spec 01 §7). */
export const CODE_VERIFIER_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;

export type Session = { accessToken: string; memberId: number; serviceMemberId: number };

const positiveInt = (value: string | null): number | null => {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
};

export type SessionIds = Omit<Session, "accessToken">;

/** The member ids of the session; they outlive the access token until sign-out. */
export function readSessionIds(): SessionIds | null {
  const memberId = positiveInt(getCookie(SESSION_COOKIES.memberId));
  const serviceMemberId = positiveInt(getCookie(SESSION_COOKIES.serviceMemberId));
  return memberId === null || serviceMemberId === null ? null : { memberId, serviceMemberId };
}

/** The signed-in session, or null when any of its cookies is missing. */
export function readSession(): Session | null {
  const accessToken = getCookie(SESSION_COOKIES.accessToken);
  const ids = readSessionIds();
  return accessToken && ids ? { accessToken, ...ids } : null;
}

export function saveSession(session: Session, maxAgeSeconds: number): void {
  setCookie(SESSION_COOKIES.accessToken, session.accessToken, { maxAgeSeconds });
  setCookie(SESSION_COOKIES.memberId, String(session.memberId), { maxAgeSeconds });
  setCookie(SESSION_COOKIES.serviceMemberId, String(session.serviceMemberId), { maxAgeSeconds });
}

export function removeAccessToken(): void {
  removeCookie(SESSION_COOKIES.accessToken);
}

/** Signs the browser out: every session cookie but the PKCE verifier goes. */
export function clearSession(): void {
  removeCookie(SESSION_COOKIES.accessToken);
  removeCookie(SESSION_COOKIES.memberId);
  removeCookie(SESSION_COOKIES.serviceMemberId);
  removeCookie(SESSION_COOKIES.unionSeq);
}

export const getAccessToken = () => getCookie(SESSION_COOKIES.accessToken);
export const getMemberId = () => getCookie(SESSION_COOKIES.memberId);

/** The union the console works on; sent as Union-Seq on every non-GET request. */
export const getCurrentUnionSeq = () => positiveInt(getCookie(SESSION_COOKIES.unionSeq));
export const setCurrentUnionSeq = (unionSeq: number) => setCookie(SESSION_COOKIES.unionSeq, String(unionSeq));

export const getCodeVerifier = () => getCookie(SESSION_COOKIES.codeVerifier);
export const setCodeVerifier = (verifier: string) =>
  setCookie(SESSION_COOKIES.codeVerifier, verifier, { maxAgeSeconds: CODE_VERIFIER_MAX_AGE_SECONDS });
