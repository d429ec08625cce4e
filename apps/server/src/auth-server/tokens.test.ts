import { createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import { describe, expect, it, vi } from "vitest";
import type { ServerSecrets } from "./server-secrets";
import { signTokens, verifyAccessToken } from "./tokens";

async function secretsOf(kid: string): Promise<ServerSecrets> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "ES256" };
  return {
    kid,
    privateKey: privateKey as ServerSecrets["privateKey"],
    publicJwk,
    jwks: createLocalJWKSet({ keys: [publicJwk] }),
    fileUrlSecret: Buffer.alloc(32),
    opsToken: "ops",
  };
}

const claims = { memberSeq: 1, serviceMemberId: 2, sessionId: "s1", name: "n", nickname: "k", clientId: "c" };

describe("verifyAccessToken", () => {
  it("accepts a token of its own keys, again from memory, and refuses it to another key set", async () => {
    const secrets = await secretsOf("a");
    const { accessToken } = await signTokens(secrets, claims, 60);
    const expected = { ok: true, claims: { memberSeq: 1, serviceMemberId: 2, sessionId: "s1" } };
    expect(await verifyAccessToken(secrets, accessToken)).toEqual(expected);
    expect(await verifyAccessToken(secrets, accessToken)).toEqual(expected);
    expect(await verifyAccessToken(await secretsOf("a"), accessToken)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyAccessToken(secrets, `${accessToken}x`)).toEqual({ ok: false, reason: "invalid" });
  });

  it("reads a remembered token as expired once its time has passed", async () => {
    const secrets = await secretsOf("b");
    const { accessToken } = await signTokens(secrets, claims, 60);
    expect((await verifyAccessToken(secrets, accessToken)).ok).toBe(true);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    try {
      expect(await verifyAccessToken(secrets, accessToken)).toEqual({ ok: false, reason: "expired" });
      expect(await verifyAccessToken(secrets, accessToken)).toEqual({ ok: false, reason: "expired" });
    } finally {
      vi.useRealTimers();
    }
  });
});
