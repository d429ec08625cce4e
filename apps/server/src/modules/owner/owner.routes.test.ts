import { ERROR_CODES, OWNER_MESSAGES as M, OWNER_CODE_MAX_TRIES, OWNER_IDENTITY_PER_ADDRESS } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { ownerVerifications } from "../consents/consents.table";
import { addConsentOwners, consoleHeaders, uploadGuide } from "../consents/consents-test-support";
import {
  AGENT_PHONE,
  ageCodes,
  confirm,
  identify,
  lastCodeTo,
  OWNER_PHONE,
  openOwnerConsent,
  ownerCall,
  ownerSession,
} from "../consents/owner-consents-test-support";
import { signOwnerToken } from "./owner-token";

let t: TestApp;
let member: Session;
let supervisor: Session;
let linkCode: string;
let consentSeq: number;
let otherLink: string;
let union2Link: string;
let owners: number[];

const HONG = { name: "홍길동", birth: "19600101" };
const HONG_AGENT = { name: "홍대리", birth: "19900909" };
const KIM = { name: "김영희", birth: "19700202" };

beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
  owners = await addConsentOwners(t.handle.db, UNION_1, [
    { ...HONG, agent: HONG_AGENT },
    KIM,
    { name: "박영수", birth: "19900404" },
  ]);
  const guide = await uploadGuide(t, member, UNION_1);
  ({ consentSeq, linkCode } = await openOwnerConsent(t, member, UNION_1, guide, owners));
  ({ linkCode: otherLink } = await openOwnerConsent(t, member, UNION_1, guide, owners, { title: "다른 동의서" }));
  const owners2 = await addConsentOwners(t.handle.db, UNION_2, [HONG], 8000);
  const guide2 = await uploadGuide(t, supervisor, UNION_2);
  ({ linkCode: union2Link } = await openOwnerConsent(t, supervisor, UNION_2, guide2, owners2));
});
afterAll(() => t.close());

const codeRowsOf = (verificationId: string) =>
  t.handle.db.select().from(ownerVerifications).where(eq(ownerVerifications.verificationId, verificationId));

describe("GET /v1/owner/consents/{linkCode}", () => {
  it("shows the union, title, period, status and required steps, and nothing of any owner", async () => {
    const response = await t.app.inject({ url: `/v1/owner/consents/${linkCode}` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      linkCode,
      title: "재개발 정비계획 변경 동의서",
      progressStatus: "IN_PROGRESS",
      isSignatureRequired: true,
      isIdentityRequired: true,
      isExternalDocumentRequired: true,
    });
    expect(data.unionName).toBeTruthy();
    expect(JSON.stringify(data)).not.toContain("홍길동");
  });

  it("answers 404 with 전자 동의서를 찾을 수 없습니다 for an unknown link", async () => {
    const response = await t.app.inject({ url: "/v1/owner/consents/ZZZZZZ" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.consentNotFound);
  });
});

describe("POST /v1/owner/consents/{linkCode}/identity", () => {
  it("refuses a wrong name and a wrong birth date with the same message", async () => {
    const wrongName = await identify(t, linkCode, { name: "홍길순", birth: HONG.birth });
    const wrongBirth = await identify(t, linkCode, { name: HONG.name, birth: "19600102" });
    for (const response of [wrongName, wrongBirth]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(M.identityMismatch);
    }
  });

  it("refuses a birth date that is not 8 digits of a real day with 생년월일 8자리를 입력해 주세요", async () => {
    for (const birth of ["1960011", "19601301", "abcdefgh"]) {
      const response = await identify(t, linkCode, { name: HONG.name, birth });
      expect(response.statusCode, birth).toBe(400);
      expect(response.json().message).toBe(M.birthInvalid);
    }
  });

  it("texts a 6-digit code to the owner's phone (free service notice), stores only its hash, and expires it in 3 minutes", async () => {
    const before = Date.now();
    const response = await identify(t, linkCode, { name: " 김 영희 ", birth: KIM.birth });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.maskedPhone).toBe("010-****-0000");
    expect(data.triesLeft).toBe(OWNER_CODE_MAX_TRIES);
    const expires = Date.parse(data.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(179_000);
    expect(expires - before).toBeLessThanOrEqual(181_000);
    const code = await lastCodeTo(t, OWNER_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codeRowsOf(data.verificationId);
    expect(row).toMatchObject({ unionSeq: UNION_1, scopeType: "CONSENT", scopeSeq: consentSeq, attempts: 0 });
    expect(row!.codeHash).not.toContain(code);
    const texts = await t.handle.db.select().from(systemTexts).where(eq(systemTexts.phoneNo, OWNER_PHONE));
    expect(texts.at(-1)?.text).toContain(code);
  });

  it("makes the same person wait 30 seconds for a new code", async () => {
    const first = await identify(t, otherLink, KIM);
    expect(first.statusCode).toBe(200);
    const again = await identify(t, otherLink, KIM);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.TOO_MANY_REQUESTS });
    expect(again.json().message).toMatch(/^인증번호는 \d+초 후에 다시 받을 수 있습니다\.$/);
  });

  it("limits identity attempts from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= OWNER_IDENTITY_PER_ADDRESS; i++) {
      statuses.push((await identify(t, linkCode, { name: "아무개", birth: "19500101" }, "203.0.113.200")).statusCode);
    }
    expect(statuses.slice(0, OWNER_IDENTITY_PER_ADDRESS).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await identify(t, linkCode, { name: "아무개", birth: "19500101" }, "203.0.113.201");
    expect(other.statusCode).toBe(400);
  });
});

describe("POST /v1/owner/verifications/{verificationId}/confirm", () => {
  it("counts wrong codes, refuses the 6th try even with the right code, and says how many tries are left", async () => {
    await ageCodes(t);
    const started = (await identify(t, linkCode, { name: "박영수", birth: "19900404" })).json().data;
    const code = await lastCodeTo(t, OWNER_PHONE);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < OWNER_CODE_MAX_TRIES; i++) {
      const response = await confirm(t, started.verificationId, wrong);
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      M.codeMismatch(4),
      M.codeMismatch(3),
      M.codeMismatch(2),
      M.codeMismatch(1),
      M.codeTriesExceeded,
    ]);
    const sixth = await confirm(t, started.verificationId, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(M.codeTriesExceeded);
    expect((await codeRowsOf(started.verificationId))[0]).toMatchObject({ attempts: 5, verifiedAt: null });
  });

  it("refuses an expired code with its own message", async () => {
    await ageCodes(t);
    const started = (await identify(t, otherLink, HONG)).json().data;
    const code = await lastCodeTo(t, OWNER_PHONE);
    await t.handle.db
      .update(ownerVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ownerVerifications.verificationId, started.verificationId));
    const response = await confirm(t, started.verificationId, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.codeExpired);
    expect(M.codeExpired).not.toBe(M.codeTriesExceeded);
  });

  it("answers an ES256 owner token (audience owner, ~30 minutes) scoped to the union, register entry and consent, once", async () => {
    await ageCodes(t);
    const started = (await identify(t, linkCode, HONG)).json().data;
    const code = await lastCodeTo(t, OWNER_PHONE);
    const response = await confirm(t, started.verificationId, code);
    expect(response.statusCode, response.body).toBe(200);
    const { accessToken, signerType, expiresAt } = response.json().data;
    expect(signerType).toBe("OWNER");
    expect(decodeProtectedHeader(accessToken).alg).toBe("ES256");
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      aud: "owner",
      union: UNION_1,
      reg: owners[0],
      scope: `CONSENT:${consentSeq}`,
      signer: "OWNER",
      jti: started.verificationId,
    });
    expect(typeof claims.rcp).toBe("number");
    expect(claims.exp! - claims.iat!).toBe(1800);
    expect(Date.parse(expiresAt)).toBe(claims.exp! * 1000);
    const again = await confirm(t, started.verificationId, code);
    expect(again.json().message).toBe(M.codeUsed);
  });

  it("identifies the owner's agent by the agent's name and birth date and texts the agent's phone", async () => {
    await ageCodes(t);
    const started = await identify(t, linkCode, HONG_AGENT);
    expect(started.statusCode, started.body).toBe(200);
    const confirmed = await confirm(t, started.json().data.verificationId, await lastCodeTo(t, AGENT_PHONE));
    expect(confirmed.json().data.signerType).toBe("AGENT");
    expect(decodeJwt(confirmed.json().data.accessToken)).toMatchObject({ reg: owners[0], signer: "AGENT" });
  });
});

describe("owner sessions and staff sessions", () => {
  it("refuses a staff token on owner routes and an owner token on staff routes", async () => {
    const staffOnOwner = await ownerCall(t, member.auth, "GET", `/v1/owner/consents/${linkCode}/me`);
    expect(staffOnOwner.statusCode).toBe(401);
    expect(staffOnOwner.json()).toMatchObject({ code: ERROR_CODES.SESSION_MISSING, message: M.sessionMissing });
    const owner = await ownerSession(t, otherLink, KIM, OWNER_PHONE);
    const ownerOnStaff = await t.app.inject({
      url: `/v2/electronic-consents/${consentSeq}`,
      headers: { ...consoleHeaders(member, UNION_1), authorization: owner.authorization },
    });
    expect(ownerOnStaff.statusCode).toBe(401);
    expect(ownerOnStaff.json().data).toBeUndefined();
    const ownerOnMember = await t.app.inject({ url: `/v3/members/${member.memberSeq}`, headers: owner });
    expect(ownerOnMember.statusCode).toBe(401);
  });

  it("refuses another consent's and another union's owner token with 403", async () => {
    const owner = await ownerSession(t, otherLink, { name: "박영수", birth: "19900404" }, OWNER_PHONE);
    const onOther = await ownerCall(t, owner, "GET", `/v1/owner/consents/${linkCode}/me`);
    expect(onOther.statusCode).toBe(403);
    expect(onOther.json().message).toBe(M.scopeMismatch);
    const onUnion2 = await ownerCall(t, owner, "GET", `/v1/owner/consents/${union2Link}/me`);
    expect(onUnion2.statusCode).toBe(403);
    expect(onUnion2.json().data).toBeUndefined();
    const own = await ownerCall(t, owner, "GET", `/v1/owner/consents/${otherLink}/me`);
    expect(own.statusCode).toBe(200);
  });

  it("refuses an expired owner token with 본인 확인 후 30분이 지났습니다", async () => {
    const { accessToken } = await signOwnerToken(
      t.secrets,
      {
        unionSeq: UNION_1,
        unionRegisterSeq: owners[1]!,
        scopeType: "CONSENT",
        scopeSeq: consentSeq,
        recipientSeq: 1,
        signerType: "OWNER",
        verificationId: "expired-verification-id",
      },
      new Date(Date.now() - 31 * 60_000),
    );
    const response = await ownerCall(
      t,
      { authorization: `Bearer ${accessToken}` },
      "GET",
      `/v1/owner/consents/${linkCode}/me`,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.SESSION_EXPIRED, message: M.sessionExpired });
  });

  it("no longer identifies a recipient removed from the consent", async () => {
    const recipients = (
      await t.app.inject({
        url: `/v2/electronic-consents/${consentSeq}/recipients?searchRecipientName=${encodeURIComponent("박영수")}`,
        headers: consoleHeaders(member, UNION_1),
      })
    ).json().data;
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/v2/electronic-consents/${consentSeq}/recipients/${recipients[0].recipientSeq}`,
      headers: consoleHeaders(member, UNION_1),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const response = await identify(t, linkCode, { name: "박영수", birth: "19900404" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.identityMismatch);
  });
});
