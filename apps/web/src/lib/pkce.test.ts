import { createHash } from "node:crypto";
import { CODE_VERIFIER_LENGTH } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { base64UrlEncode, computeCodeChallenge, createCodeVerifier, randomUnreservedString } from "./pkce";

describe("pkce", () => {
  it("creates a 64-character verifier of unreserved characters only", () => {
    for (let i = 0; i < 50; i += 1) {
      const verifier = createCodeVerifier();
      expect(verifier).toHaveLength(CODE_VERIFIER_LENGTH);
      expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{64}$/);
    }
  });

  it("creates a different verifier each time", () => {
    const verifiers = new Set(Array.from({ length: 100 }, () => createCodeVerifier()));
    expect(verifiers.size).toBe(100);
  });

  it("skips bytes that would bias the alphabet and still fills the length", () => {
    let call = 0;
    const bytes = (count: number) => {
      call += 1;
      return new Uint8Array(count).fill(call === 1 ? 255 : 0);
    };
    expect(randomUnreservedString(5, bytes)).toBe("AAAAA");
    expect(call).toBe(2);
  });

  it("computes the S256 challenge of RFC 7636 appendix B", async () => {
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    expect(await computeCodeChallenge(verifier)).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("agrees with node's sha256 for generated verifiers", async () => {
    for (let i = 0; i < 20; i += 1) {
      const verifier = createCodeVerifier();
      const expected = createHash("sha256").update(verifier).digest("base64url");
      expect(await computeCodeChallenge(verifier)).toBe(expected);
    }
  });

  it("encodes base64url without padding", () => {
    expect(base64UrlEncode(new Uint8Array([251, 255]))).toBe("-_8");
  });
});
