import type { IdTokenClaims } from "@johap/contracts";

/** Decodes a base64url segment as UTF-8 text (names in the token are Korean). */
function decodeSegment(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isPositiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/**
 * The claims the console reads from the id token's payload. The signature is not checked here: the
 * token came straight from the token endpoint, and the API verifies every access token.
 */
export function decodeIdToken(idToken: string): IdTokenClaims | null {
  const payload = idToken.split(".")[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeSegment(payload));
  } catch {
    return null;
  }
  if (typeof claims !== "object" || claims === null) return null;
  const { memberSeq, serviceMemberId, name, nickname } = claims as Record<string, unknown>;
  if (!isPositiveInt(memberSeq) || !isPositiveInt(serviceMemberId)) return null;
  return {
    memberSeq,
    serviceMemberId,
    name: typeof name === "string" ? name : "",
    nickname: typeof nickname === "string" ? nickname : "",
  };
}
