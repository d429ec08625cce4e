/**
 * A bench's phone: one keep-alive connection of its own (as a phone's browser holds one to the site), requests
 * over node:http with the encodings a phone accepts, the answer decoded and its JSON parsed, and the time from
 * the request's start to its last byte.
 *
 * The benches drove their phones with `fetch` (undici) before: on this 2-core machine its per-request cost in
 * the bench's own process (WHATWG streams, a connection pool per origin shared by every phone) delayed the
 * bench's event loop under a burst of 400 requests in a second, and that delay was counted in every measured
 * time, the yardstick's too. A plain request per phone costs the bench a fraction of it, so the times measure
 * the server.
 */
import http from "node:http";
import zlib from "node:zlib";

export type PhoneAnswer = { status: number; body: { message?: string; [key: string]: unknown }; ms: number };

export type Phone = {
  request: (
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ) => Promise<PhoneAnswer>;
  close: () => void;
};

const decoded = (encoding: string | undefined, raw: Buffer) =>
  encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;

/** A phone: its own agent, so its requests share one connection and no other phone's. */
export function phone(headers: Record<string, string> = {}): Phone {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  return {
    request: (url, init = {}) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const request = http.request(
          url,
          {
            method: init.method ?? "GET",
            agent,
            headers: {
              "accept-encoding": "br, gzip",
              ...headers,
              ...init.headers,
              ...(init.body ? { "content-length": String(Buffer.byteLength(init.body)) } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () => {
              const ms = performance.now() - started;
              try {
                const text = decoded(response.headers["content-encoding"], Buffer.concat(chunks)).toString("utf8");
                resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {}, ms });
              } catch (error) {
                reject(error);
              }
            });
          },
        );
        request.on("error", reject);
        request.end(init.body);
      }),
    close: () => agent.destroy(),
  };
}
