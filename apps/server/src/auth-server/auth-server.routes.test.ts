import { CONSOLE_CLIENT_ID, ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { createLocalJWKSet, jwtVerify, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGIN } from "../db/seed/demo-seed";
import {
  authorize,
  createTestApp,
  exchange,
  newPkce,
  REDIRECT_URI,
  signIn,
  type TestApp,
  UNION_1,
} from "../test/test-app";
import { authorizationCodes } from "./auth-server.table";
import { sha256Base64Url } from "./pkce";
import { AUDIENCE, ISSUER } from "./tokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: "25" });
});
afterAll(() => t.close());

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: "code",
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code_challenge: newPkce().challenge,
    code_challenge_method: "S256",
    state: "abc",
    ...overrides,
  }).toString();

describe("authorization server", () => {
  it("shows the Korean sign-in page for a registered client", async () => {
    const response = await t.app.inject({ url: `/oauth/authorize?${authorizeQuery()}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("아이디");
    expect(response.body).toContain("비밀번호");
    expect(response.body).toContain('name="code_challenge"');
  });

  it("refuses an unknown client without redirecting", async () => {
    const response = await t.app.inject({ url: `/oauth/authorize?${authorizeQuery({ client_id: "evil" })}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain("등록되지 않은 클라이언트입니다.");
  });

  it("refuses a redirect URI that is not exactly registered", async () => {
    for (const uri of [`${REDIRECT_URI}/`, `${REDIRECT_URI}?x=1`, "http://evil.example/auth/callback"]) {
      const response = await t.app.inject({ url: `/oauth/authorize?${authorizeQuery({ redirect_uri: uri })}` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("등록되지 않은 리다이렉트 주소입니다.");
    }
  });

  it("accepts only S256 challenges", async () => {
    const response = await t.app.inject({
      url: `/oauth/authorize?${authorizeQuery({ code_challenge_method: "plain" })}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a wrong password with the Korean message and issues no code", async () => {
    const { response, code } = await authorize(t.app, { loginId: "demo", password: "wrong" }, newPkce().challenge);
    expect(response.statusCode).toBe(401);
    expect(code).toBeNull();
    expect(response.body).toContain("아이디 또는 비밀번호가 일치하지 않습니다.");
  });

  it("signs in with PKCE and returns ES256 tokens verifiable with the JWKS", async () => {
    const { verifier, challenge } = newPkce();
    const { response, code } = await authorize(t.app, DEMO_LOGIN, challenge);
    expect(response.statusCode).toBe(302);
    expect(new URL(String(response.headers.location)).searchParams.get("state")).toBe("st");
    const token = await exchange(t.app, { code: code!, code_verifier: verifier });
    expect(token.statusCode).toBe(200);
    const { accessToken, idToken } = token.json().data;
    const jwks = await t.app.inject({ url: "/oauth/jwks" });
    const keySet = createLocalJWKSet(jwks.json());
    const access = await jwtVerify(accessToken, keySet, { issuer: ISSUER, audience: AUDIENCE });
    expect(access.protectedHeader.alg).toBe("ES256");
    const id = await jwtVerify(idToken, keySet, { issuer: ISSUER, audience: CONSOLE_CLIENT_ID });
    expect(id.payload.memberSeq).toBe(1);
    expect(typeof id.payload.serviceMemberId).toBe("number");
  });

  it("refuses a wrong code verifier", async () => {
    const { challenge } = newPkce();
    const { code } = await authorize(t.app, DEMO_LOGIN, challenge);
    const response = await exchange(t.app, { code: code!, code_verifier: newPkce().verifier });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(ERROR_CODES.OAUTH_INVALID_GRANT);
  });

  it("refuses a reused code", async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await authorize(t.app, DEMO_LOGIN, challenge);
    expect((await exchange(t.app, { code: code!, code_verifier: verifier })).statusCode).toBe(200);
    const again = await exchange(t.app, { code: code!, code_verifier: verifier });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("유효하지 않거나 이미 사용된 인증 코드입니다.");
  });

  it("refuses an expired code", async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await authorize(t.app, DEMO_LOGIN, challenge);
    await t.handle.db
      .update(authorizationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authorizationCodes.codeHash, sha256Base64Url(code!)));
    const response = await exchange(t.app, { code: code!, code_verifier: verifier });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("인증 코드가 만료되었습니다. 다시 로그인해 주세요.");
  });

  it("refuses an unknown client and a different redirect URI at the token endpoint", async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await authorize(t.app, DEMO_LOGIN, challenge);
    const unknown = await exchange(t.app, { code: code!, code_verifier: verifier, client_id: "other" });
    expect(unknown.json().code).toBe(ERROR_CODES.OAUTH_INVALID_CLIENT);
    const second = await authorize(t.app, DEMO_LOGIN, challenge);
    const wrongUri = await exchange(t.app, {
      code: second.code!,
      code_verifier: verifier,
      redirect_uri: "http://localhost:5173/auth/callback",
    });
    expect(wrongUri.statusCode).toBe(400);
    expect(wrongUri.json().message).toBe("인증 요청 정보가 일치하지 않습니다.");
  });

  it("logs out: the token is refused afterwards with E00506", async () => {
    const session = await signIn(t.app);
    const before = await t.app.inject({ url: `/v1/unions/${UNION_1}/service-info`, headers: session.auth });
    expect(before.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: "POST",
      url: "/v2/logout",
      headers: { ...session.auth, "content-type": "application/x-www-form-urlencoded" },
      payload: `clientId=${CONSOLE_CLIENT_ID}&redirectUri=${encodeURIComponent("http://localhost:8080/")}`,
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/v1/unions/${UNION_1}/service-info`, headers: session.auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(ERROR_CODES.SESSION_REVOKED);
  });

  it("refuses an expired token with E00505 and a missing one with E00500", async () => {
    const expired = await new SignJWT({ smid: 1, sid: "x" })
      .setProtectedHeader({ alg: "ES256", kid: t.secrets.kid })
      .setSubject("1")
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.secrets.privateKey);
    const response = await t.app.inject({
      url: `/v1/unions/${UNION_1}/service-info`,
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.json()).toMatchObject({ status: 401, code: ERROR_CODES.SESSION_EXPIRED });
    const missing = await t.app.inject({ url: `/v1/unions/${UNION_1}/service-info` });
    expect(missing.json()).toMatchObject({ status: 401, code: ERROR_CODES.SESSION_MISSING });
    const forged = await t.app.inject({
      url: `/v1/unions/${UNION_1}/service-info`,
      headers: { authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0." },
    });
    expect(forged.json().code).toBe(ERROR_CODES.SESSION_MISSING);
  });
});

describe("sign-in limits", () => {
  const attempt = async (loginId: string, password: string, remoteAddress: string, headers = {}) =>
    (await authorize(t.app, { loginId, password }, newPkce().challenge, {}, { remoteAddress, headers })).response;

  it("stops a password guesser after 5 failures of one account, with the Korean 429 message inside the page", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt("member", `bad-${i}`, "10.9.0.1")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits: the guesser learns nothing from it.
    const locked = await attempt("member", "member1234!", "10.9.0.2");
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["content-type"]).toContain("text/html");
    expect(locked.body).toContain(ERROR_MESSAGES.TOO_MANY_REQUESTS);
    expect(locked.body).toContain('<form method="post" action="/oauth/authorize">');
  });

  it("lets ten staff behind one address sign in together, and stops one address trying many accounts", async () => {
    for (let i = 0; i < 10; i++) {
      const ok = await attempt("demo", "demo1234!", "10.9.1.1");
      expect(ok.statusCode).toBe(302);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await attempt(`nobody-${i}`, "x", "10.9.1.1")).statusCode);
    expect(statuses.slice(0, 25).every((s) => s === 401)).toBe(true);
    expect(statuses[25]).toBe(429);
    // Another address is not held up by it.
    expect((await attempt("demo", "demo1234!", "10.9.1.2")).statusCode).toBe(302);
  });

  it("counts a forged X-Forwarded-For on the real address: no proxy is trusted by default", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) {
      const forged = { "x-forwarded-for": `203.0.113.${i}` };
      statuses.push((await attempt(`forged-${i}`, "x", "10.9.2.1", forged)).statusCode);
    }
    expect(statuses[25]).toBe(429);
  });
});
