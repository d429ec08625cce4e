import { errors, jwtVerify, SignJWT } from "jose";
import type { ServerSecrets } from "./server-secrets";

export const ISSUER = "johap-oms-auth";
export const AUDIENCE = "johap-oms-api";

export type AccessClaims = { memberSeq: number; serviceMemberId: number; sessionId: string };

export async function signTokens(
  secrets: ServerSecrets,
  claims: AccessClaims & { name: string; nickname: string; clientId: string },
  ttlSeconds: number,
) {
  const header = { alg: "ES256", kid: secrets.kid, typ: "JWT" };
  const accessToken = await new SignJWT({ smid: claims.serviceMemberId, sid: claims.sessionId })
    .setProtectedHeader(header)
    .setSubject(String(claims.memberSeq))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secrets.privateKey);
  const idToken = await new SignJWT({
    memberSeq: claims.memberSeq,
    serviceMemberId: claims.serviceMemberId,
    name: claims.name,
    nickname: claims.nickname,
  })
    .setProtectedHeader(header)
    .setSubject(String(claims.memberSeq))
    .setIssuer(ISSUER)
    .setAudience(claims.clientId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secrets.privateKey);
  return { accessToken, idToken };
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

/**
 * Tokens whose signature and claims were already verified, with their expiry: every API call carries
 * the same token for hours, and an ES256 verification costs about 0.3 ms. The session behind a token
 * is still checked in the database on every call (revocation is immediate); this only skips repeating
 * the signature check of a token string already found valid. Per key set, bounded, oldest out first.
 */
const verifiedTokens = new WeakMap<ServerSecrets, Map<string, { claims: AccessClaims; expiresAtMs: number }>>();
const MAX_VERIFIED_TOKENS = 1000;

export async function verifyAccessToken(secrets: ServerSecrets, token: string): Promise<VerifyResult> {
  let cache = verifiedTokens.get(secrets);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(secrets, cache);
  }
  const known = cache.get(token);
  if (known) {
    if (Date.now() < known.expiresAtMs) return { ok: true, claims: known.claims };
    cache.delete(token);
    return { ok: false, reason: "expired" };
  }
  const result = await verifyWithKeys(secrets, token);
  if (result.ok) {
    if (cache.size >= MAX_VERIFIED_TOKENS) cache.delete(cache.keys().next().value as string);
    cache.set(token, { claims: result.claims, expiresAtMs: result.expiresAtMs });
    return { ok: true, claims: result.claims };
  }
  return result;
}

async function verifyWithKeys(
  secrets: ServerSecrets,
  token: string,
): Promise<{ ok: true; claims: AccessClaims; expiresAtMs: number } | { ok: false; reason: "expired" | "invalid" }> {
  try {
    const { payload } = await jwtVerify(token, secrets.jwks, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["ES256"],
    });
    const memberSeq = Number(payload.sub);
    const serviceMemberId = Number(payload.smid);
    const sessionId = String(payload.sid ?? "");
    if (!Number.isInteger(memberSeq) || !Number.isInteger(serviceMemberId) || !sessionId || !payload.exp) {
      return { ok: false, reason: "invalid" };
    }
    return { ok: true, claims: { memberSeq, serviceMemberId, sessionId }, expiresAtMs: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}
