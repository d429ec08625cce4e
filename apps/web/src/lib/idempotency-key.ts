import { ERROR_CODES } from "@johap/contracts";
import { HttpError } from "./http-error";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A new `Idempotency-Key` for a money POST: a version 4 UUID. `crypto.randomUUID` exists only on
 * secure pages (https, localhost); on a plain-http page the key is built from `crypto.getRandomValues`,
 * which every page has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/**
 * Whether a failed money POST takes a new key before it is sent again. A 4xx is the server's answer for
 * good: a refusal (not enough balance, already resent) is kept under the key and would be replayed, and
 * 422 E00540 says the key was used for another request; the next try is a new request. The key is kept
 * while the outcome is not known, so a retry answers the first result and never charges twice: no
 * answer (status 0), a 5xx, or 409 E00541 (the first request is still being processed).
 */
export function needsNewIdempotencyKey(error: unknown): boolean {
  const failure = error instanceof HttpError ? error : error instanceof Error ? error.cause : null;
  if (!(failure instanceof HttpError)) return false;
  return failure.status >= 400 && failure.status < 500 && failure.code !== ERROR_CODES.IDEMPOTENCY_IN_FLIGHT;
}
