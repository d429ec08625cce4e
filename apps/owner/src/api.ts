/** Calls to /v1/owner: the envelope's `data`, or an ApiError carrying the server's Korean message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const NETWORK = "네트워크 연결을 확인한 뒤 다시 시도해 주세요.";

/** The response early-fetch.ts started for `path`, taken once (a later call fetches again). */
function takeEarly(path: string): Promise<Response> | null {
  const holder = globalThis as { __ownerEarly?: { path: string; response: Promise<Response> } };
  const early = holder.__ownerEarly;
  if (!early || early.path !== path) return null;
  holder.__ownerEarly = undefined;
  return early.response;
}

export async function call<T>(
  path: string,
  opts: { method?: "GET" | "POST"; body?: unknown; form?: FormData; token?: string | null } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    const early = opts.method === undefined && !opts.token ? takeEarly(path) : null;
    response = await (early ??
      fetch(path, {
        method: opts.method ?? "GET",
        headers,
        body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      }));
  } catch {
    throw new ApiError(0, NETWORK);
  }
  const json = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!response.ok) throw new ApiError(response.status, json?.message ?? NETWORK);
  return json?.data as T;
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : NETWORK);
