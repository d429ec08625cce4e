import { OWNER_TOKEN_TTL_SECONDS } from "@johap/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, UNION_1 } from "../../test/test-app";
import { type OwnerClaims, signOwnerToken, verifyOwnerToken } from "./owner-token";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claims: OwnerClaims = {
  unionSeq: UNION_1,
  unionRegisterSeq: 7,
  scopeType: "MEETING",
  scopeSeq: 3,
  recipientSeq: 41,
  signerType: "OWNER",
  verificationId: "2c3f1c1e-6a8b-4a57-9d3e-0d5d1f0b7a11",
};

describe("verifyOwnerToken", () => {
  it("answers the same claims for a token verified again (from memory) and refuses a changed token", async () => {
    const { accessToken } = await signOwnerToken(t.secrets, claims);
    expect(await verifyOwnerToken(t.secrets, accessToken)).toEqual({ ok: true, claims });
    expect(await verifyOwnerToken(t.secrets, accessToken)).toEqual({ ok: true, claims });
    const [header, payload, signature] = accessToken.split(".");
    const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect(await verifyOwnerToken(t.secrets, forged)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a remembered token once it expires", async () => {
    // Three seconds of life left: the first check falls within them even on a busy machine (three test files
    // at once on two cores), the second comes after the token's expiry, whenever the first ended.
    const signedAt = new Date(Date.now() - (OWNER_TOKEN_TTL_SECONDS - 3) * 1000);
    const { accessToken, expiresAt } = await signOwnerToken(t.secrets, claims, signedAt);
    expect((await verifyOwnerToken(t.secrets, accessToken)).ok).toBe(true);
    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt.getTime() - Date.now()) + 1_100));
    expect(await verifyOwnerToken(t.secrets, accessToken)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses an expired token it never saw", async () => {
    const { accessToken } = await signOwnerToken(
      t.secrets,
      claims,
      new Date(Date.now() - OWNER_TOKEN_TTL_SECONDS * 2000),
    );
    expect(await verifyOwnerToken(t.secrets, accessToken)).toEqual({ ok: false, reason: "expired" });
  });
});
