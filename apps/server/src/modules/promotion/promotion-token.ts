import { ERROR_CODES, PROMOTION_AUDIENCE, PROMOTION_MESSAGES, PROMOTION_SESSION_TTL_SECONDS } from "@johap/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import type { ServerSecrets } from "../../auth-server/server-secrets";
import { ISSUER } from "../../auth-server/tokens";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { promotionSessions, promotionUsers } from "./promotion.table";

/**
 * A promotion account's session: an ES256 token of the server's key with audience `promotion`, naming the account,
 * its meeting and union and the session row (`jti`). Staff routes verify audience `johap-oms-api` and owner routes
 * `owner`, so this token opens neither: a promotion account reaches only the routes declared PROMOTION.
 */
export type PromotionClaims = { promotionUserSeq: number; meetSeq: number; unionSeq: number; sessionId: string };

export async function signPromotionToken(secrets: ServerSecrets, claims: PromotionClaims, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + PROMOTION_SESSION_TTL_SECONDS;
  const accessToken = await new SignJWT({ meet: claims.meetSeq, union: claims.unionSeq })
    .setProtectedHeader({ alg: "ES256", kid: secrets.kid, typ: "JWT" })
    .setSubject(`promotion:${claims.promotionUserSeq}`)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setAudience(PROMOTION_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secrets.privateKey);
  return { accessToken, expiresAt: new Date(exp * 1000) };
}

const refused = () => new AppError(401, ERROR_CODES.SESSION_MISSING, PROMOTION_MESSAGES.sessionMissing);
const SUBJECT = /^promotion:(\d+)$/;

/**
 * The caller of a PROMOTION route: a valid promotion token whose session is live (not signed out, not expired)
 * and whose account is still in use. Anything else, a staff or owner token included, is 401.
 */
export async function verifiedPromotion(db: Db, secrets: ServerSecrets, request: FastifyRequest) {
  const header = request.headers.authorization ?? "";
  const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  if (!token) throw refused();
  let claims: PromotionClaims;
  try {
    const { payload } = await jwtVerify(token, secrets.jwks, {
      issuer: ISSUER,
      audience: PROMOTION_AUDIENCE,
      algorithms: ["ES256"],
      requiredClaims: ["exp", "jti", "sub"],
    });
    const subject = SUBJECT.exec(payload.sub ?? "");
    if (!subject || !payload.jti) throw refused();
    claims = {
      promotionUserSeq: Number(subject[1]),
      meetSeq: Number(payload.meet),
      unionSeq: Number(payload.union),
      sessionId: payload.jti,
    };
  } catch {
    throw refused();
  }
  const [live] = await db
    .select({ seq: promotionUsers.promotionUserSeq })
    .from(promotionSessions)
    .innerJoin(promotionUsers, eq(promotionUsers.promotionUserSeq, promotionSessions.promotionUserSeq))
    .where(
      and(
        eq(promotionSessions.sessionId, claims.sessionId),
        eq(promotionSessions.promotionUserSeq, claims.promotionUserSeq),
        isNull(promotionSessions.revokedAt),
        gt(promotionSessions.expiresAt, new Date()),
        eq(promotionUsers.userStatus, "USE"),
        eq(promotionUsers.meetSeq, claims.meetSeq),
      ),
    );
  if (!live) throw refused();
  return claims;
}
