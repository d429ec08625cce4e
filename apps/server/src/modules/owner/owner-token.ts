import { OWNER_AUDIENCE, OWNER_TOKEN_TTL_SECONDS, type OwnerScopeType, type OwnerSignerType } from "@johap/contracts";
import { errors, jwtVerify, SignJWT } from "jose";
import type { ServerSecrets } from "../../auth-server/server-secrets";
import { ISSUER } from "../../auth-server/tokens";

/**
 * An owner session (ARCHITECTURE "Owner pages"): an ES256 token of the server's key with audience
 * `owner`, scoped to one union, one register entry and one consent (or meeting). Staff routes verify
 * audience `johap-oms-api` and refuse it; owner routes verify audience `owner` and refuse a staff token.
 */
export type OwnerClaims = {
  unionSeq: number;
  unionRegisterSeq: number;
  scopeType: OwnerScopeType;
  scopeSeq: number;
  /** The consent's recipient row (a consent scope). */
  recipientSeq: number | null;
  signerType: OwnerSignerType;
  /** The identity check it came from (`jti`). */
  verificationId: string;
};

export async function signOwnerToken(secrets: ServerSecrets, claims: OwnerClaims, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + OWNER_TOKEN_TTL_SECONDS;
  const accessToken = await new SignJWT({
    union: claims.unionSeq,
    reg: claims.unionRegisterSeq,
    scope: `${claims.scopeType}:${claims.scopeSeq}`,
    rcp: claims.recipientSeq,
    signer: claims.signerType,
  })
    .setProtectedHeader({ alg: "ES256", kid: secrets.kid, typ: "JWT" })
    .setSubject(`register:${claims.unionRegisterSeq}`)
    .setJti(claims.verificationId)
    .setIssuer(ISSUER)
    .setAudience(OWNER_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secrets.privateKey);
  return { accessToken, expiresAt: new Date(exp * 1000) };
}

export type OwnerVerifyResult = { ok: true; claims: OwnerClaims } | { ok: false; reason: "expired" | "invalid" };

const SCOPE = /^(CONSENT|MEETING|ONLINE):(\d+)$/;
const positive = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : null);

/** Tokens verified lately, per key set: an owner's page load and cast carry the same token within a minute. */
const VERIFIED_MAX = 5_000;
const verifiedTokens = new WeakMap<ServerSecrets, Map<string, { claims: OwnerClaims; expiresAtMs: number }>>();

/**
 * The claims of a valid owner token: signature (ES256, the server's keys), issuer, audience and expiry. A token
 * verified before is answered from memory until its expiry (the signature of the same bytes cannot change).
 */
export async function verifyOwnerToken(secrets: ServerSecrets, token: string): Promise<OwnerVerifyResult> {
  let verified = verifiedTokens.get(secrets);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secrets, verified);
  }
  const hit = verified.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAtMs) return { ok: true, claims: hit.claims };
    verified.delete(token);
    return { ok: false, reason: "expired" };
  }
  const result = await verifyUncached(secrets, token);
  if (result.ok) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims: result.claims, expiresAtMs: result.expiresAtMs });
    return { ok: true, claims: result.claims };
  }
  return result;
}

async function verifyUncached(
  secrets: ServerSecrets,
  token: string,
): Promise<{ ok: true; claims: OwnerClaims; expiresAtMs: number } | { ok: false; reason: "expired" | "invalid" }> {
  try {
    const { payload } = await jwtVerify(token, secrets.jwks, {
      issuer: ISSUER,
      audience: OWNER_AUDIENCE,
      algorithms: ["ES256"],
      requiredClaims: ["exp", "jti"],
    });
    const scope = SCOPE.exec(String(payload.scope ?? ""));
    const unionSeq = positive(payload.union);
    const unionRegisterSeq = positive(payload.reg);
    const signerType = payload.signer === "OWNER" || payload.signer === "AGENT" ? payload.signer : null;
    if (!scope || !unionSeq || !unionRegisterSeq || !signerType || !payload.jti)
      return { ok: false, reason: "invalid" };
    return {
      ok: true,
      expiresAtMs: Number(payload.exp) * 1000,
      claims: {
        unionSeq,
        unionRegisterSeq,
        scopeType: scope[1] as OwnerScopeType,
        scopeSeq: Number(scope[2]),
        recipientSeq: positive(payload.rcp),
        signerType,
        verificationId: payload.jti,
      },
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}
