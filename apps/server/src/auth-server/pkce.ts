import crypto from "node:crypto";

export const sha256Base64Url = (value: string) => crypto.createHash("sha256").update(value).digest("base64url");

/** RFC 7636: verifier of 43-128 unreserved characters; S256 challenge. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const expected = Buffer.from(sha256Base64Url(verifier));
  const given = Buffer.from(challenge);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export const newOpaqueToken = () => crypto.randomBytes(32).toString("base64url");
