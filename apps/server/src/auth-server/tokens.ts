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

export async function verifyAccessToken(secrets: ServerSecrets, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secrets.jwks, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["ES256"],
    });
    const memberSeq = Number(payload.sub);
    const serviceMemberId = Number(payload.smid);
    const sessionId = String(payload.sid ?? "");
    if (!Number.isInteger(memberSeq) || !Number.isInteger(serviceMemberId) || !sessionId) {
      return { ok: false, reason: "invalid" };
    }
    return { ok: true, claims: { memberSeq, serviceMemberId, sessionId } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}
