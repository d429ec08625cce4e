import type { ErrorEnvelope } from "@johap/contracts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** `data` of a `{status, data}` envelope, or undefined. */
export const envelopeData = (payload: unknown): unknown => (isRecord(payload) ? payload.data : undefined);

/** `{status, code, message}` of a failed call, or null when the body is something else. */
export function errorEnvelopeOf(payload: unknown): ErrorEnvelope | null {
  if (!isRecord(payload)) return null;
  const { status, code, message } = payload;
  if (typeof status !== "number" || typeof code !== "string" || typeof message !== "string") return null;
  return { status, code, message };
}
