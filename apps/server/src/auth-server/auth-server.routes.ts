import {
  ERROR_CODES,
  ERROR_MESSAGES,
  envelope,
  LogoutBodySchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from "@johap/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../db/client";
import { MEMBER, PUBLIC } from "../platform/access";
import { ok } from "../platform/envelope";
import { AppError } from "../platform/errors";
import {
  type AuthorizeParams,
  checkAuthorizeRequest,
  exchangeCode,
  issueCode,
  revokeSession,
  verifyCredentials,
} from "./auth-server.service";
import type { ServerSecrets } from "./server-secrets";
import { renderAuthErrorPage, renderSignInPage, signInPagePolicy } from "./sign-in-page";
import { isSignInThrottled, recordSignInFailure, type SignInLimits } from "./sign-in-throttle";

export type AuthServerDeps = {
  db: Db;
  secrets: ServerSecrets;
  accessTokenTtlSeconds: number;
  signInLimits: SignInLimits;
  showDemoHint: boolean;
};

const AuthorizeQuerySchema = z.object({
  response_type: z.string().optional(),
  client_id: z.string().optional(),
  redirect_uri: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
  state: z.string().max(500).optional(),
});
const SignInBodySchema = AuthorizeQuerySchema.extend({
  loginId: z.string().max(100).default(""),
  password: z.string().max(200).default(""),
});

function hiddenFields(params: AuthorizeParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params))
    if (typeof v === "string" && k !== "loginId" && k !== "password") out[k] = v;
  return out;
}

export const authServerRoutes: FastifyPluginAsyncZod<AuthServerDeps> = async (app, deps) => {
  app.get(
    "/oauth/authorize",
    {
      config: { access: PUBLIC },
      schema: {
        tags: ["auth"],
        summary: "로그인 페이지 (authorization code + PKCE S256)",
        querystring: AuthorizeQuerySchema,
      },
    },
    async (request, reply) => {
      let checked: Awaited<ReturnType<typeof checkAuthorizeRequest>>;
      try {
        checked = await checkAuthorizeRequest(deps.db, request.query);
      } catch (error) {
        return reply
          .status(400)
          .header("content-security-policy", signInPagePolicy())
          .type("text/html")
          .send(renderAuthErrorPage((error as Error).message));
      }
      return reply
        .header("content-security-policy", signInPagePolicy(checked.redirectUri))
        .type("text/html")
        .send(renderSignInPage({ hidden: hiddenFields(request.query), showDemoHint: deps.showDemoHint }));
    },
  );

  app.post(
    "/oauth/authorize",
    {
      config: {
        access: PUBLIC,
        // Guessing is limited by failed attempts per account and per address (sign-in-throttle.ts), answered
        // inside the sign-in page; the plugin's JSON 429 would replace the page.
        rateLimit: false,
      },
      schema: {
        tags: ["auth"],
        summary: "로그인 (아이디, 비밀번호) 후 인가 코드와 함께 리다이렉트",
        body: SignInBodySchema,
      },
    },
    async (request, reply) => {
      const { loginId, password, ...params } = request.body;
      let checked: Awaited<ReturnType<typeof checkAuthorizeRequest>>;
      try {
        checked = await checkAuthorizeRequest(deps.db, params);
      } catch (error) {
        return reply
          .status(400)
          .header("content-security-policy", signInPagePolicy())
          .type("text/html")
          .send(renderAuthErrorPage((error as Error).message));
      }
      if (await isSignInThrottled(deps.db, deps.signInLimits, loginId, request.ip)) {
        return reply
          .status(429)
          .header("content-security-policy", signInPagePolicy(checked.redirectUri))
          .type("text/html")
          .send(
            renderSignInPage({
              hidden: hiddenFields(params),
              loginId,
              error: ERROR_MESSAGES.TOO_MANY_REQUESTS,
              showDemoHint: deps.showDemoHint,
            }),
          );
      }
      try {
        const member = await verifyCredentials(deps.db, loginId, password);
        const code = await issueCode(deps.db, { ...checked, memberSeq: member.memberSeq });
        const target = new URL(checked.redirectUri);
        target.searchParams.set("code", code);
        if (params.state) target.searchParams.set("state", params.state);
        return reply.redirect(target.toString(), 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await recordSignInFailure(deps.db, loginId, request.ip);
        return reply
          .status(401)
          .header("content-security-policy", signInPagePolicy(checked.redirectUri))
          .type("text/html")
          .send(
            renderSignInPage({
              hidden: hiddenFields(params),
              loginId,
              error: error.message,
              showDemoHint: deps.showDemoHint,
            }),
          );
      }
    },
  );

  app.post(
    "/oauth/token",
    {
      config: { access: PUBLIC, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "인가 코드를 토큰으로 교환 (form-encoded)",
        body: TokenRequestSchema,
        response: { 200: envelope(TokenResponseSchema) },
      },
    },
    async (request) => ok(await exchangeCode(deps.db, deps.secrets, request.body, deps.accessTokenTtlSeconds)),
  );

  app.get(
    "/oauth/jwks",
    { config: { access: PUBLIC }, schema: { tags: ["auth"], summary: "토큰 서명 공개키 (JWKS)" } },
    async () => ({ keys: [deps.secrets.publicJwk] }),
  );

  app.post(
    "/v2/logout",
    {
      config: { access: MEMBER },
      schema: {
        tags: ["auth"],
        summary: "로그아웃 (세션 폐기)",
        body: LogoutBodySchema,
        response: { 200: envelope(z.object({ redirectUri: z.string() })) },
      },
    },
    async (request) => {
      if (!request.actor) throw new AppError(401, ERROR_CODES.SESSION_MISSING, "로그인 정보가 없습니다.");
      await revokeSession(deps.db, request.actor.sessionId);
      return ok({ redirectUri: request.body.redirectUri });
    },
  );
};
