import { CLIENT_MESSAGES, type Pagination } from "@johap/contracts";
import { envelopeData, errorEnvelopeOf } from "../../../lib/envelope";
import { HttpError } from "../../../lib/http-error";
import { httpErrorActionOf } from "../../../lib/http-error-action";
import { notifyError } from "../../../lib/notify";
import { PATHS } from "../../../lib/paths";
import { getAccessToken, getCurrentUnionSeq, getMemberId, removeAccessToken } from "../../../lib/session-cookies";

/**
 * Calls that lib/http's JSON client does not cover: the paged envelope (pagination beside data),
 * multipart uploads and file downloads. Same headers as lib/http (bearer, credentials, Member-Seq and
 * Union-Seq on non-GET requests) and the same reading of failures (spec 01 §8).
 */
type RawOptions = { method?: "GET" | "POST"; body?: FormData; signal?: AbortSignal };

function headersFor(method: string): Headers {
  const headers = new Headers();
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

async function failureOf(response: Response, path: string): Promise<never> {
  let payload: unknown = null;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    payload = null;
  }
  const envelope = errorEnvelopeOf(payload);
  const action = httpErrorActionOf({
    status: response.status,
    code: envelope?.code ?? null,
    message: envelope?.message || null,
    path,
  });
  if (action.kind === "throttle") {
    notifyError(action.message);
    return new Promise<never>(() => {});
  }
  if (action.kind === "session-expired") {
    removeAccessToken();
    window.location.assign(PATHS.signIn);
  }
  if (action.kind === "union-revoked") removeAccessToken();
  if (action.kind !== "reject") notifyError(action.message);
  throw new HttpError({
    status: response.status,
    code: envelope?.code ?? null,
    message: action.message,
    isNotified: action.kind !== "reject",
  });
}

async function send(path: string, options: RawOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: headersFor(method),
      body: options.body ?? null,
      credentials: "include",
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    notifyError(CLIENT_MESSAGES.unknownError);
    throw new HttpError({ status: 0, code: null, message: CLIENT_MESSAGES.unknownError, isNotified: true });
  }
  if (!response.ok) return failureOf(response, path);
  return response;
}

/** A list call: `data` with its `pagination`. */
export async function getPaged<T>(path: string, signal?: AbortSignal): Promise<{ data: T[]; pagination: Pagination }> {
  const payload = (await (await send(path, { signal })).json()) as { data?: T[]; pagination?: Pagination };
  return {
    data: payload.data ?? [],
    pagination: payload.pagination ?? { totalDataCount: 0, totalElements: 0 },
  };
}

/** A multipart POST answering the usual envelope. */
export async function postMultipart<T>(path: string, body: FormData): Promise<T> {
  const response = await send(path, { method: "POST", body });
  return envelopeData(await response.json()) as T;
}

/** The bytes of a download. */
export async function getBlob(path: string): Promise<Blob> {
  return (await send(path)).blob();
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
