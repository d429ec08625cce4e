import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { Pagination } from "@johap/contracts";
import type { FastifyReply } from "fastify";

export const ok = <T>(data: T) => ({ status: 200, data });
export const created = <T>(data: T) => ({ status: 201, data });
const paginationOf = (total: number): Pagination => ({ totalDataCount: total, totalElements: total });

export const paged = <T>(data: T[], total: number): { status: number; data: T[]; pagination: Pagination } => ({
  status: 200,
  data,
  pagination: paginationOf(total),
});

/** Brotli quality of every compressed answer: a page of 300 KB in about 0.6 ms. */
export const BROTLI_QUALITY = 1;

const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
const encodings = new Negotiator({ supportedValues: ["br", "gzip"] });
const utf8 = new TextEncoder();

/**
 * The UTF-8 bytes of texts written one after the other. `TextEncoder.encodeInto` into one buffer of the
 * largest possible size (3 bytes per UTF-16 unit) takes a quarter of the time `Buffer.from` takes on a
 * 300 KB text of Hangul and ASCII, which also first flattens the joined text.
 */
export function utf8Of(texts: readonly string[]): Buffer {
  const buffer = Buffer.allocUnsafeSlow(texts.reduce((size, text) => size + text.length * 3, 0));
  let written = 0;
  for (const text of texts) written += utf8.encodeInto(text, buffer.subarray(written)).written;
  return buffer.subarray(0, written);
}

/**
 * Sends a paged envelope whose `data` is a JSON array text the database already built in the
 * contract's shape: the text goes out as is, without being parsed and serialized again. A client that
 * accepts it (every browser) gets it compressed in one synchronous call (a register page is about
 * 300 KB of JSON, 20 KB as brotli, in 0.6 ms): the same call on the thread pool took 1.2 to 1.9 ms to
 * come back, as the asynchronous form builds a stream per call. @fastify/compress leaves an answer
 * already encoded alone.
 */
export function sendPagedJson(reply: FastifyReply, dataJson: string, total: number) {
  const body = utf8Of(['{"status":200,"data":', dataJson, `,"pagination":${JSON.stringify(paginationOf(total))}}`]);
  const encoding = encodings.negotiate(String(reply.request.headers["accept-encoding"] ?? ""));
  reply.type("application/json; charset=utf-8");
  if (encoding && body.length >= 1024) {
    const compressed =
      encoding === "br" ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, { level: 1 });
    return reply.header("content-encoding", encoding).header("vary", "accept-encoding").send(compressed);
  }
  return reply.send(body);
}
