import crypto from "node:crypto";
import { ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import { verify } from "@node-rs/argon2";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { members, serviceMembers } from "../modules/account/account.table";
import { AppError } from "../platform/errors";
import { authorizationCodes, authSessions, oauthClients } from "./auth-server.table";
import { newOpaqueToken, sha256Base64Url, verifierMatches } from "./pkce";
import type { ServerSecrets } from "./server-secrets";
import { signTokens } from "./tokens";

export const CODE_TTL_MS = 60_000;

const oauthError = (code: string, message: string) => new AppError(400, code, message);

export type AuthorizeParams = {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  state?: string;
};

/** Checks an authorization request; a bad client or redirect URI is never redirected to. */
export async function checkAuthorizeRequest(db: Db, params: AuthorizeParams) {
  const [client] = params.client_id
    ? await db.select().from(oauthClients).where(eq(oauthClients.clientId, params.client_id))
    : [];
  if (!client) throw oauthError(ERROR_CODES.OAUTH_INVALID_CLIENT, "등록되지 않은 클라이언트입니다.");
  if (!params.redirect_uri || !client.redirectUris.includes(params.redirect_uri)) {
    throw oauthError(ERROR_CODES.OAUTH_INVALID_REQUEST, "등록되지 않은 리다이렉트 주소입니다.");
  }
  if (params.response_type !== "code") {
    throw oauthError(ERROR_CODES.OAUTH_INVALID_REQUEST, "response_type은 code만 지원합니다.");
  }
  if (params.code_challenge_method !== "S256" || !/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge ?? "")) {
    throw oauthError(ERROR_CODES.OAUTH_INVALID_REQUEST, "PKCE(S256) 코드 챌린지가 필요합니다.");
  }
  return { clientId: client.clientId, redirectUri: params.redirect_uri, codeChallenge: params.code_challenge ?? "" };
}

export async function verifyCredentials(db: Db, loginId: string, password: string) {
  const [member] = await db.select().from(members).where(eq(members.loginId, loginId.trim()));
  const isValid = member ? await verify(member.passwordHash, password) : false;
  if (!member || !isValid) throw new AppError(401, ERROR_CODES.OAUTH_BAD_CREDENTIALS, ERROR_MESSAGES.BAD_CREDENTIALS);
  return member;
}

export async function issueCode(
  db: Db,
  input: { clientId: string; redirectUri: string; codeChallenge: string; memberSeq: number },
) {
  const code = newOpaqueToken();
  await db.insert(authorizationCodes).values({
    codeHash: sha256Base64Url(code),
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    codeChallenge: input.codeChallenge,
    memberSeq: input.memberSeq,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return code;
}

export type TokenRequest = {
  grant_type: string;
  client_id: string;
  code: string;
  code_verifier: string;
  redirect_uri: string;
};

/** Exchanges a single-use code: client, redirect URI, expiry and the PKCE verifier must all match. */
export async function exchangeCode(db: Db, secrets: ServerSecrets, input: TokenRequest, accessTokenTtlSeconds: number) {
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, input.client_id));
  if (!client) throw oauthError(ERROR_CODES.OAUTH_INVALID_CLIENT, "등록되지 않은 클라이언트입니다.");
  const [grant] = await db
    .update(authorizationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authorizationCodes.codeHash, sha256Base64Url(input.code)), isNull(authorizationCodes.usedAt)))
    .returning();
  if (!grant) throw oauthError(ERROR_CODES.OAUTH_INVALID_GRANT, "유효하지 않거나 이미 사용된 인증 코드입니다.");
  if (grant.expiresAt.getTime() < Date.now()) {
    throw oauthError(ERROR_CODES.OAUTH_INVALID_GRANT, "인증 코드가 만료되었습니다. 다시 로그인해 주세요.");
  }
  if (grant.clientId !== input.client_id || grant.redirectUri !== input.redirect_uri) {
    throw oauthError(ERROR_CODES.OAUTH_INVALID_GRANT, "인증 요청 정보가 일치하지 않습니다.");
  }
  if (!verifierMatches(input.code_verifier, grant.codeChallenge)) {
    throw oauthError(ERROR_CODES.OAUTH_INVALID_GRANT, "코드 검증값(code_verifier)이 일치하지 않습니다.");
  }
  const [member] = await db.select().from(members).where(eq(members.memberSeq, grant.memberSeq));
  const [serviceMember] = await db.select().from(serviceMembers).where(eq(serviceMembers.memberSeq, grant.memberSeq));
  if (!member || !serviceMember) throw oauthError(ERROR_CODES.OAUTH_INVALID_GRANT, "회원 정보를 찾을 수 없습니다.");
  const sessionId = crypto.randomUUID();
  await db.insert(authSessions).values({
    sessionId,
    memberSeq: member.memberSeq,
    clientId: client.clientId,
    expiresAt: new Date(Date.now() + accessTokenTtlSeconds * 1000),
  });
  const tokens = await signTokens(
    secrets,
    {
      memberSeq: member.memberSeq,
      serviceMemberId: serviceMember.serviceMemberId,
      sessionId,
      name: member.name,
      nickname: member.nickname,
      clientId: client.clientId,
    },
    accessTokenTtlSeconds,
  );
  return { ...tokens, tokenType: "Bearer" as const, expiresIn: accessTokenTtlSeconds };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.sessionId, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeAllSessionsOf(db: Db, memberSeq: number) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.memberSeq, memberSeq),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    );
}
