import type { Pagination } from "@johap/contracts";
import { envelopeData, errorEnvelopeOf } from "./envelope";
import { HttpError } from "./http-error";
import { type HttpErrorAction, type HttpFailure, httpErrorActionOf } from "./http-error-action";
import { notifyError } from "./notify";
import { PATHS } from "./paths";
import { getAccessToken, getCurrentUnionSeq, getMemberId, removeAccessToken } from "./session-cookies";

/** What the client needs from the app to act on errors: routing and the global revoked alert. */
export type HttpEffects = {
  navigate: (to: string) => void;
  showUnionRevokedAlert: (message: string) => void;
};

let effects: HttpEffects = {
  navigate: (to) => window.location.assign(to),
  showUnionRevokedAlert: (message) => window.alert(message),
};

export function configureHttp(next: HttpEffects): void {
  effects = next;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions = {
  method?: HttpMethod;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string>;
  /** A multipart body (the browser sets its boundary). */
  multipart?: FormData;
  /** Extra headers, for example `Idempotency-Key` on a money POST. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function headersFor(method: HttpMethod, contentType: string | null, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: "application/json" });
  if (contentType) headers.set("Content-Type", contentType);
  const accessToken = getAccessToken();
  if (accessToken) headers.set("Authorization", `Bearer ${accessToken}`);
  if (method !== "GET") {
    const memberSeq = getMemberId();
    const unionSeq = getCurrentUnionSeq();
    if (memberSeq) headers.set("Member-Seq", memberSeq);
    if (unionSeq !== null) headers.set("Union-Seq", String(unionSeq));
  }
  return headers;
}

function bodyOf(options: RequestOptions): { body: BodyInit | null; contentType: string | null } {
  if (options.multipart) return { body: options.multipart, contentType: null };
  if (options.form) return { body: new URLSearchParams(options.form), contentType: null };
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: "application/json" };
  return { body: null, contentType: null };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Acts on a failure as spec 01 §8 says, then rejects (or, for 429, never settles). */
function fail(failure: HttpFailure): Promise<never> {
  const action: HttpErrorAction = httpErrorActionOf(failure);
  switch (action.kind) {
    case "throttle":
      notifyError(action.message);
      return new Promise<never>(() => {});
    case "session-expired":
      notifyError(action.message);
      removeAccessToken();
      effects.navigate(PATHS.signIn);
      break;
    case "union-revoked":
      removeAccessToken();
      effects.showUnionRevokedAlert(action.message);
      break;
    case "restricted":
      effects.navigate(PATHS.restricted);
      break;
    case "permission-denied":
    case "server-error":
    case "unknown":
      notifyError(action.message);
      break;
    case "reject":
      break;
  }
  const error = new HttpError({
    status: failure.status,
    code: failure.code,
    message: action.message,
    isNotified: action.kind !== "reject",
  });
  return Promise.reject(error);
}

/** Sends a call with the console's headers; a failure is acted on (`fail`) and rejects. */
async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  const { body, contentType } = bodyOf(options);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: headersFor(method, contentType, options.headers),
      body,
      credentials: "include",
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return fail({ status: 0, code: null, message: null, path });
  }
  if (!response.ok) {
    const envelope = errorEnvelopeOf(await readJson(response));
    return fail({ status: response.status, code: envelope?.code ?? null, message: envelope?.message || null, path });
  }
  return response;
}

/**
 * Calls the API: bearer from the accessToken cookie, credentials included, Member-Seq and Union-Seq
 * on non-GET requests; unwraps `{status, data}`. `T` is the contract type of `data`: the server
 * serialises every response through the same contract schema (the register list, built by the
 * database, is checked against it by the API tests), so the console does not parse it again (and
 * keeps zod out of the first screens).
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return envelopeData(await readJson(await send(path, options))) as T;
}

/** A list call: `data` with its `pagination` beside it (`headers`: for example Union-Seq of a /v2 list). */
export async function getPaged<T>(
  path: string,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<{ data: T[]; pagination: Pagination }> {
  const payload = (await readJson(await send(path, { signal, headers }))) as {
    data?: T[];
    pagination?: Pagination;
  } | null;
  return {
    data: payload?.data ?? [],
    pagination: payload?.pagination ?? { totalDataCount: 0, totalElements: 0 },
  };
}

/** A download's response, headers and bytes (failures are read and told like any other call). */
export async function getDownload(path: string, headers?: Record<string, string>): Promise<Response> {
  return send(path, { headers });
}

type CallOptions = Pick<RequestOptions, "signal" | "headers">;

export const http = {
  get: <T>(path: string, options: CallOptions = {}) => request<T>(path, options),
  post: <T>(path: string, json?: unknown, options: CallOptions = {}) =>
    request<T>(path, { ...options, method: "POST", json }),
  postForm: <T>(path: string, form: Record<string, string>, options: CallOptions = {}) =>
    request<T>(path, { ...options, method: "POST", form }),
  postMultipart: <T>(path: string, multipart: FormData, options: CallOptions = {}) =>
    request<T>(path, { ...options, method: "POST", multipart }),
  put: <T>(path: string, json?: unknown, options: CallOptions = {}) =>
    request<T>(path, { ...options, method: "PUT", json }),
  patch: <T>(path: string, json?: unknown, options: CallOptions = {}) =>
    request<T>(path, { ...options, method: "PATCH", json }),
  delete: <T>(path: string, json?: unknown, options: CallOptions = {}) =>
    request<T>(path, { ...options, method: "DELETE", json }),
};

/** A file answered to a POST (the spec's blob downloads, e.g. a consent recipient's document, a certificate zip). */
export async function postDownload(path: string, headers?: Record<string, string>, json?: unknown): Promise<Response> {
  return send(path, { method: "POST", headers, json });
}

/** A file answered to a PATCH (the online-vote certificates' DOWNLOAD). */
export async function patchDownload(path: string, headers?: Record<string, string>, json?: unknown): Promise<Response> {
  return send(path, { method: "PATCH", headers, json });
}
